import { beforeAll, describe, expect, it } from 'vitest';
import { type Team, teamOfEveryRole } from '../../../../tests/support/team';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { memberRoles } from '../../../contract/auth';

let t: TestApp;
let team: Team;

beforeAll(async () => {
  t = await createTestApp();
  team = await teamOfEveryRole(t);
});

/**
 * Every route × every role, with the status each member of an enterprise business gets (so a 403 is the
 * role's, never the plan's). Columns: owner, admin, manager, staff, contractor. The calls are harmless:
 * GETs as they are, writes with an empty body (400 once access is granted), ids no row has (404).
 */
const EXPECTED: Record<string, [number, number, number, number, number]> = {
  getHealth: [200, 200, 200, 200, 200],
  signUp: [400, 400, 400, 400, 400],
  logIn: [400, 400, 400, 400, 400],
  getCurrentUser: [200, 200, 200, 200, 200],
  listMyBusinesses: [200, 200, 200, 200, 200],
  switchBusiness: [400, 400, 400, 400, 400],
  changePassword: [400, 400, 400, 400, 400],
  redirectToLogin: [302, 302, 302, 302, 302],
  getBusiness: [200, 200, 200, 200, 200],
  updateBusiness: [200, 200, 200, 403, 403],
  sendBusinessEmailVerification: [202, 202, 202, 403, 403],
  confirmBusinessEmailVerification: [400, 400, 400, 400, 400],
  listBusinessMembers: [200, 200, 200, 200, 200],
  getBusinessMember: [404, 404, 404, 404, 404],
  updateBranding: [400, 400, 400, 403, 403],
  listPlans: [200, 200, 200, 200, 200],
  getPromoStatus: [200, 200, 200, 200, 200],
  getSubscription: [200, 200, 200, 200, 200],
  getBillingProvider: [200, 200, 200, 200, 200],
  createSubscription: [400, 403, 403, 403, 403],
  createDemoSubscription: [400, 403, 403, 403, 403],
  confirmDemoCard: [400, 403, 403, 403, 403],
  cancelSubscription: [409, 403, 403, 403, 403],
  resumeSubscription: [409, 403, 403, 403, 403],
  listSubscriptionInvoices: [200, 403, 403, 403, 403],
  listApiTokens: [200, 200, 200, 403, 403],
  createApiToken: [400, 400, 400, 403, 403],
  revokeApiToken: [404, 404, 404, 403, 403],
  updateAccountProfile: [400, 400, 400, 400, 400],
  listAccountSessions: [200, 200, 200, 200, 200],
  revokeAccountSession: [404, 404, 404, 404, 404],
  signOutOtherSessions: [200, 200, 200, 200, 200],
  countNotifications: [200, 200, 200, 200, 200],
  listStaff: [200, 200, 200, 200, 200],
  createStaffMember: [400, 400, 400, 403, 403],
  updateStaffMember: [404, 404, 404, 403, 403],
  deleteStaffMember: [404, 404, 404, 403, 403],
  inviteStaffMember: [404, 404, 403, 403, 403],
  listLocations: [200, 200, 200, 200, 200],
  createLocation: [400, 400, 400, 403, 403],
  updateLocation: [404, 404, 404, 403, 403],
  getInvitation: [404, 404, 404, 404, 404],
  acceptInvitation: [404, 404, 404, 404, 404],
  listServices: [200, 200, 200, 200, 200],
  createService: [400, 400, 400, 403, 403],
  updateService: [404, 404, 404, 403, 403],
  deleteService: [404, 404, 404, 403, 403],
  getTimezoneSettings: [200, 200, 200, 200, 200],
  updateTimezoneSettings: [400, 400, 400, 403, 403],
  listAvailabilityWindows: [200, 200, 200, 200, 200],
  createAvailabilityWindow: [400, 400, 400, 403, 403],
  updateAvailabilityWindow: [404, 404, 404, 403, 403],
  deleteAvailabilityWindow: [404, 404, 404, 403, 403],
  copyAvailabilityDay: [400, 400, 400, 403, 403],
  listBlockedTimes: [200, 200, 200, 200, 200],
  createBlockedTime: [400, 400, 400, 403, 403],
  deleteBlockedTime: [404, 404, 404, 403, 403],
  listAppointments: [200, 200, 200, 200, 200],
  listTodayAppointments: [200, 200, 200, 200, 200],
  listClientAppointments: [404, 404, 404, 404, 404],
  getAppointment: [404, 404, 404, 404, 404],
  listRescheduleSlots: [400, 400, 400, 400, 400],
  createAppointment: [400, 400, 400, 400, 400],
  updateAppointment: [400, 400, 400, 400, 400],
  deleteAppointment: [404, 404, 404, 403, 403],
  getPublicBusinessBySlug: [404, 404, 404, 404, 404],
  getPublicBusiness: [404, 404, 404, 404, 404],
  listPublicSlots: [400, 400, 400, 400, 400],
  bookPublicAppointment: [400, 400, 400, 400, 400],
  getCalendarFeed: [200, 200, 200, 200, 403],
  rotateCalendarFeed: [200, 200, 200, 403, 403],
  getCalendarFeedFile: [404, 404, 404, 404, 404],
  exportAppointments: [200, 200, 200, 403, 403],
  getDashboardStats: [200, 200, 200, 200, 200],
  getPlanUsage: [200, 200, 200, 200, 200],
  listClients: [200, 200, 200, 200, 200],
  createClient: [400, 400, 400, 400, 403],
  exportClients: [200, 200, 200, 403, 403],
  previewClientImport: [400, 400, 400, 403, 403],
  importClients: [400, 400, 400, 403, 403],
  getClient: [404, 404, 404, 404, 404],
  updateClient: [404, 404, 404, 404, 403],
  deleteClient: [404, 404, 404, 403, 403],
  openChatRoom: [400, 400, 400, 400, 403],
  listChatRooms: [200, 200, 200, 200, 403],
  listChatMessages: [404, 404, 404, 404, 403],
  sendChatMessage: [400, 400, 400, 400, 403],
  portalSignUp: [400, 400, 400, 400, 400],
  portalSignIn: [400, 400, 400, 400, 400],
  requestPortalSignInLink: [400, 400, 400, 400, 400],
  portalSignOut: [401, 401, 401, 401, 401],
  getPortalProfile: [401, 401, 401, 401, 401],
  updatePortalProfile: [401, 401, 401, 401, 401],
  listPortalAppointments: [401, 401, 401, 401, 401],
  cancelPortalAppointment: [401, 401, 401, 401, 401],
  startWidgetSession: [400, 400, 400, 400, 400],
  openPortalChatRoom: [401, 401, 401, 401, 401],
  claimGuestChatRoom: [401, 401, 401, 401, 401],
  listPortalChatRooms: [401, 401, 401, 401, 401],
  listPortalChatMessages: [401, 401, 401, 401, 401],
  sendPortalChatMessage: [401, 401, 401, 401, 401],
  getPortalBusiness: [404, 404, 404, 404, 404],
  getPortalSettings: [200, 200, 200, 200, 200],
  updatePortalSettings: [400, 400, 400, 403, 403],
  listProducts: [200, 200, 200, 200, 403],
  getProductStats: [200, 200, 200, 200, 403],
  getProduct: [404, 404, 404, 404, 403],
  createProduct: [400, 400, 400, 403, 403],
  updateProduct: [404, 404, 404, 403, 403],
  deleteProduct: [404, 404, 404, 403, 403],
  listCategories: [200, 200, 200, 200, 403],
  createCategory: [400, 400, 400, 403, 403],
  updateCategory: [404, 404, 404, 403, 403],
  deleteCategory: [404, 404, 404, 403, 403],
  listInventoryTransactions: [404, 404, 404, 404, 403],
  moveStock: [400, 400, 400, 403, 403],
  listSales: [200, 200, 200, 200, 403],
  getSalesStats: [200, 200, 200, 200, 403],
  getSale: [404, 404, 404, 404, 403],
  createSale: [400, 400, 400, 400, 403],
  quoteSale: [400, 400, 400, 400, 403],
  listOffers: [200, 200, 200, 403, 403],
  createOffer: [400, 400, 400, 403, 403],
  updateOffer: [404, 404, 404, 403, 403],
  deleteOffer: [404, 404, 404, 403, 403],
  listOfferRedemptions: [404, 404, 404, 403, 403],
  checkPublicOffer: [400, 400, 400, 400, 400],
  updateMarketingConsent: [400, 400, 400, 400, 403],
  listCampaigns: [200, 200, 200, 403, 403],
  getCampaign: [404, 404, 404, 403, 403],
  countCampaignAudience: [400, 400, 400, 403, 403],
  createCampaign: [400, 400, 400, 403, 403],
  updateCampaign: [404, 404, 404, 403, 403],
  deleteCampaign: [404, 404, 404, 403, 403],
  sendCampaign: [404, 404, 404, 403, 403],
  sendTestCampaign: [404, 404, 404, 403, 403],
  listAutomatedFlows: [200, 200, 200, 403, 403],
  listAutomatedFlowTemplates: [200, 200, 200, 403, 403],
  createAutomatedFlow: [400, 400, 400, 403, 403],
  updateAutomatedFlow: [404, 404, 404, 403, 403],
  deleteAutomatedFlow: [404, 404, 404, 403, 403],
  listAutomatedFlowRuns: [404, 404, 404, 403, 403],
  getUnsubscribeStatus: [404, 404, 404, 404, 404],
  unsubscribe: [404, 404, 404, 404, 404],
  refundSale: [404, 404, 404, 403, 403],
  listTransactions: [200, 200, 200, 200, 403],
  getPaymentsSummary: [200, 200, 200, 403, 403],
  listPaymentMethods: [200, 200, 200, 200, 403],
  updatePaymentMethods: [400, 400, 400, 403, 403],
  getPaymentsReport: [200, 200, 200, 403, 403],
  getPaymentsReportCsv: [200, 200, 200, 403, 403],
  listReviews: [200, 200, 200, 200, 403],
  getReviewStats: [200, 200, 200, 200, 403],
  createReview: [400, 400, 400, 403, 403],
  moderateReview: [404, 404, 404, 403, 403],
  replyToReview: [400, 400, 400, 403, 403],
  deleteReview: [404, 404, 404, 403, 403],
  listPublicReviews: [404, 404, 404, 404, 404],
  getPublicReviewStats: [404, 404, 404, 404, 404],
  submitPublicReview: [400, 400, 400, 400, 400],
  getReviewRequest: [404, 404, 404, 404, 404],
  listBusinessDirectory: [200, 200, 200, 200, 200],
  getPayRules: [200, 200, 403, 403, 403],
  updatePayRules: [200, 200, 403, 403, 403],
  listPayPeriods: [200, 200, 403, 403, 403],
  createPayPeriod: [400, 400, 403, 403, 403],
  getPayPeriod: [404, 404, 403, 403, 403],
  deletePayPeriod: [404, 404, 403, 403, 403],
  calculatePayPeriod: [404, 404, 403, 403, 403],
  approvePayPeriod: [404, 404, 403, 403, 403],
  reopenPayPeriod: [404, 403, 403, 403, 403],
  payPayPeriod: [404, 404, 403, 403, 403],
  updatePayEntry: [400, 400, 403, 403, 403],
  exportPayPeriodCsv: [404, 404, 403, 403, 403],
  listMyPayStubs: [200, 200, 200, 200, 200],
  getPayStubPdf: [404, 404, 404, 404, 404],
  clockIn: [201, 201, 201, 201, 201],
  clockOut: [200, 200, 200, 200, 200],
  startBreak: [409, 409, 409, 409, 409],
  endBreak: [409, 409, 409, 409, 409],
  getCurrentTimeEntry: [200, 200, 200, 200, 200],
  listTimeEntries: [200, 200, 200, 200, 200],
  createTimeEntry: [400, 400, 400, 403, 403],
  updateTimeEntry: [404, 404, 404, 403, 403],
  approveTimeEntry: [404, 404, 404, 403, 403],
  deleteTimeEntry: [404, 404, 404, 403, 403],
  listSavedReports: [200, 200, 200, 403, 403],
  createSavedReport: [400, 400, 400, 403, 403],
  updateSavedReport: [404, 404, 404, 403, 403],
  deleteSavedReport: [404, 404, 404, 403, 403],
  getReportOverview: [200, 200, 200, 403, 403],
  getReportOverviewCsv: [200, 200, 200, 403, 403],
  getReportOverviewPdf: [200, 200, 200, 403, 403],
  getReportServices: [200, 200, 200, 403, 403],
  getReportServicesCsv: [200, 200, 200, 403, 403],
  getReportServicesPdf: [200, 200, 200, 403, 403],
  getReportStaff: [200, 200, 200, 403, 403],
  getReportStaffCsv: [200, 200, 200, 403, 403],
  getReportStaffPdf: [200, 200, 200, 403, 403],
  getReportInventory: [200, 200, 200, 403, 403],
  getReportInventoryCsv: [200, 200, 200, 403, 403],
  getReportInventoryPdf: [200, 200, 200, 403, 403],
  optOutOfReviewRequests: [404, 404, 404, 404, 404],
  getOpenApiDocument: [200, 200, 200, 200, 200],
  getApiDocs: [200, 200, 200, 200, 200],
  receiveStripeWebhook: [404, 404, 404, 404, 404],
  logout: [302, 302, 302, 302, 302],
};

/** Query strings that make a GET a valid question. */
const QUERIES: Record<string, string> = {
  listBlockedTimes: '?startDate=2026-01-01&endDate=2026-01-31',
  getPaymentsReport: '?startDate=2026-01-01&endDate=2026-01-31',
  getPaymentsReportCsv: '?startDate=2026-01-01&endDate=2026-01-31',
  exportAppointments: '?startDate=2026-01-01&endDate=2026-01-31&format=csv',
};

const UNKNOWN_ID = '987654';
/** Calls that end the caller's session: run after every other. */
const SESSION_ENDING = new Set(['logout']);

describe('the route × role table', () => {
  it('answers every route as the table says, for every role', async () => {
    const routes = t.app.routeTable.filter((r) => r.operationId && !r.method.includes('HEAD'));
    // Calls that end the caller's session go last.
    routes.sort(
      (a, b) =>
        Number(SESSION_ENDING.has(a.operationId ?? '')) - Number(SESSION_ENDING.has(b.operationId ?? '')),
    );
    const seen: Record<string, number[]> = {};
    for (const route of routes) {
      const id = route.operationId as string;
      const url = route.url.replace(/:(\w+)/g, UNKNOWN_ID) + (QUERIES[id] ?? '');
      seen[id] = [];
      for (const role of memberRoles) {
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { cookie: team.members[role].cookie },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        seen[id]?.push(response.statusCode);
      }
    }
    // A new route needs its row here (what it answered is printed, to check against the policy and copy);
    // a row without a route is a route that went away.
    const missing = Object.keys(seen).filter((id) => !(id in EXPECTED));
    if (missing.length > 0)
      console.log(missing.map((id) => `  ${id}: [${seen[id]?.join(', ')}],`).join('\n'));
    expect(Object.keys(seen).sort()).toEqual(Object.keys(EXPECTED).sort());
    expect(seen).toEqual(EXPECTED);
  });
});
