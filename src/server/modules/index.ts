import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { registerAccountRoutes } from './account/routes';
import { registerApiTokenRoutes } from './api-tokens/routes';
import { registerAppointmentSeriesRoutes } from './appointment-series/routes';
import { registerAppointmentRoutes } from './appointments/routes';
import { registerAuditRoutes } from './audit/routes';
import type { SignInThrottle } from './auth/login-throttle';
import { registerAuthRoutes } from './auth/routes';
import { registerBlockedTimeRoutes } from './availability/blocked-times-routes';
import { registerTimezoneRoutes } from './availability/timezone-routes';
import { registerWindowRoutes } from './availability/windows-routes';
import type { BillingOptions } from './billing/provider';
import { registerBillingRoutes } from './billing/routes';
import { registerStripeWebhookRoutes } from './billing/stripe/webhook-routes';
import { registerEmailVerificationRoutes } from './businesses/email-verification-routes';
import { registerBusinessRoutes } from './businesses/routes';
import { registerCalendarFeedRoutes } from './calendar-feed/routes';
import { registerCampaignRoutes } from './campaigns/routes';
import { registerCategoryRoutes } from './categories/routes';
import { registerChatRoutes } from './chat/routes';
import { registerClientConsentRoutes } from './clients/consent-routes';
import { registerClientFileRoutes } from './clients/file-routes';
import { registerClientRoutes } from './clients/routes';
import { registerDashboardRoutes } from './dashboard/routes';
import { registerDirectoryRoutes } from './directory/routes';
import { registerFlowRoutes } from './flows/routes';
import { registerHealthRoutes } from './health/routes';
import { registerInventoryRoutes } from './inventory/routes';
import { registerInvitationRoutes } from './invitations/routes';
import { registerLocationRoutes } from './locations/routes';
import { registerMarketingConsentRoutes } from './marketing-consent/routes';
import { registerNotificationRoutes } from './notifications/routes';
import { registerPublicOfferRoutes } from './offers/public-routes';
import { registerOfferRoutes } from './offers/routes';
import { registerPasswordResetRoutes } from './password-reset/routes';
import { registerPaymentRoutes } from './payments/routes';
import { registerPayrollRoutes } from './payroll/routes';
import { registerPortalChatRoutes } from './portal/chat-routes';
import { registerPortalRoutes } from './portal/routes';
import { registerPortalSettingsRoutes } from './portal/settings';
import { registerProductRoutes } from './products/routes';
import { registerPublicBookingRoutes } from './public-booking/routes';
import { registerRefundRoutes } from './refunds/routes';
import { registerReportRoutes } from './reports/routes';
import { registerSavedReportRoutes } from './reports/saved-routes';
import { registerPublicReviewRoutes } from './reviews/public-routes';
import { registerReviewRoutes } from './reviews/routes';
import { registerSaleRoutes } from './sales/routes';
import { registerSearchRoutes } from './search/routes';
import { registerSecurityTxtRoutes } from './security-txt/routes';
import { registerServiceRoutes } from './services/routes';
import { registerSetupChecklistRoutes } from './setup-checklist/routes';
import { registerStaffRoutes } from './staff/routes';
import { registerTimeClockRoutes } from './time-clock/routes';
import { hasPasskey, needsSecondFactor, startPendingSignIn } from './two-factor';
import { registerPasskeyRoutes } from './two-factor/passkey-routes';
import { registerTwoFactorRoutes } from './two-factor/routes';
import { registerUploadRoutes } from './uploads/routes';
import type { UploadStores } from './uploads/storage/index';
import { registerPublicWaitingRoomRoutes } from './waiting-rooms/public-routes';
import { registerWaitingRoomRoutes } from './waiting-rooms/routes';
import { registerPublicWaitlistRoutes } from './waitlist/public-routes';
import { registerWaitlistRoutes } from './waitlist/routes';

export type ModuleDeps = {
  db: Database;
  loginThrottle: SignInThrottle;
  billing: BillingOptions;
  /** Sign-ups allowed per address per hour. */
  signupsPerHour: number;
  /** Where uploaded images are written and read (UPLOADS_STORAGE). */
  uploads: UploadStores;
};

/** Every area's routes, registered from one place. */
export function registerModules(app: FastifyInstance, deps: ModuleDeps): void {
  registerHealthRoutes(app, deps);
  registerSecurityTxtRoutes(app);
  // Accounts and the business
  registerAuthRoutes(app, {
    ...deps,
    secondFactor: { needed: needsSecondFactor, start: startPendingSignIn, hasPasskey },
  });
  registerAccountRoutes(app, deps);
  registerPasswordResetRoutes(app, deps);
  registerTwoFactorRoutes(app, deps);
  registerPasskeyRoutes(app, deps);
  registerBusinessRoutes(app, deps);
  registerEmailVerificationRoutes(app, deps);
  registerBillingRoutes(app, deps);
  registerStripeWebhookRoutes(app, deps);
  registerApiTokenRoutes(app, deps);
  registerAuditRoutes(app, deps);
  registerNotificationRoutes(app, deps);
  registerStaffRoutes(app, deps);
  registerInvitationRoutes(app, deps);
  registerLocationRoutes(app, deps);
  registerTimeClockRoutes(app, deps);
  registerPayrollRoutes(app, deps);
  // Scheduling
  registerServiceRoutes(app, deps);
  registerTimezoneRoutes(app, deps);
  registerWindowRoutes(app, deps);
  registerBlockedTimeRoutes(app, deps);
  registerAppointmentRoutes(app, deps);
  registerAppointmentSeriesRoutes(app, deps);
  registerPublicBookingRoutes(app, deps);
  registerReviewRoutes(app, deps);
  registerPublicReviewRoutes(app, deps);
  registerDirectoryRoutes(app, deps);
  registerCalendarFeedRoutes(app, deps);
  registerDashboardRoutes(app, deps);
  registerSavedReportRoutes(app, deps);
  registerReportRoutes(app, deps);
  // Clients, chat and the portal
  registerClientRoutes(app, deps);
  registerClientFileRoutes(app, deps);
  registerClientConsentRoutes(app, deps);
  registerChatRoutes(app, deps);
  registerPortalRoutes(app, deps);
  registerPortalChatRoutes(app, deps);
  registerPortalSettingsRoutes(app, deps);
  // Commerce
  registerProductRoutes(app, deps);
  registerCategoryRoutes(app, deps);
  registerInventoryRoutes(app, deps);
  registerSaleRoutes(app, deps);
  registerRefundRoutes(app, deps);
  registerPaymentRoutes(app, deps);
  // Marketing
  registerOfferRoutes(app, deps);
  registerPublicOfferRoutes(app, deps);
  registerWaitingRoomRoutes(app, deps);
  registerPublicWaitingRoomRoutes(app, deps);
  registerWaitlistRoutes(app, deps);
  registerPublicWaitlistRoutes(app, deps);
  registerMarketingConsentRoutes(app, deps);
  registerCampaignRoutes(app, deps);
  registerFlowRoutes(app, deps);
  // Home
  registerSetupChecklistRoutes(app, deps);
  registerSearchRoutes(app, deps);
  // Images: uploads, and /media/{id} where they are served
  registerUploadRoutes(app, deps);
}
