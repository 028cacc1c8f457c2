import { beforeAll, describe, expect, it } from 'vitest';
import { createTestBusiness, type TestBusiness } from '../../../../tests/support/factories';
import { paidBusiness } from '../../../../tests/support/plans';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import {
  FEATURE_REQUIRES_PAID_PLAN,
  type Feature,
  features,
  lowestTierWith,
  type SubscriptionTierName,
  subscriptionTiers,
  tierFeatures,
} from '../../../contract/plans';
import type { RouteAccess } from '../../openapi/route-contract';

let t: TestApp;
const owners = {} as Record<SubscriptionTierName, TestBusiness>;

beforeAll(async () => {
  t = await createTestApp();
  // A new sign-up is the free plan as a business finds it; the others as if their subscription had got there.
  for (const tier of subscriptionTiers)
    owners[tier] = tier === 'free' ? await createTestBusiness(t.app) : await paidBusiness(t, tier);
});

type GatedRoute = RouteAccess & { operationId: string; access: { feature: Feature } };

/** Every operation that names a plan feature in its `config.access`, as the app registered it. */
const gatedRoutes = (): GatedRoute[] =>
  t.app.routeTable.filter(
    (r): r is GatedRoute =>
      !r.method.includes('HEAD') && !!r.access && 'ability' in r.access && r.access.feature !== undefined,
  );

/** Paid features that gate no route, and where they are enforced instead. */
const ENFORCED_OUTSIDE_ROUTES: Partial<Record<Feature, string>> = {
  email_notifications: 'client emails are queued only with it (jobs/outbox.ts, flows, campaigns, walk-ins)',
  unlimited_appointments: 'the monthly appointment limit (monthlyAppointmentLimits, appointments/booking.ts)',
};

/** Query strings that make a GET a valid question (as in route-roles.api.test.ts). */
const QUERIES: Record<string, string> = {
  listWaitlist: '?date=2026-01-15',
  getPaymentsReport: '?startDate=2026-01-01&endDate=2026-01-31',
  getPaymentsReportCsv: '?startDate=2026-01-01&endDate=2026-01-31',
};
const UNKNOWN_ID = '987654';

/** The call route-roles makes: GETs as they are, writes with an empty body, ids no row has. */
const ask = (route: GatedRoute, cookie: string) =>
  t.app.inject({
    method: route.method as 'GET',
    url: route.url.replace(/:(\w+)/g, UNKNOWN_ID) + (QUERIES[route.operationId] ?? ''),
    headers: { cookie },
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });

const paidFeatures = features.filter((feature) => lowestTierWith(feature) !== 'free');

describe('plan features, enforced on every route that names one', () => {
  // One test per feature, each walking the routes the app registered with it, so a new route can't be missed.
  it.each(paidFeatures)(
    '%s: 403 on every plan without it, answered from the first plan with it',
    async (feature) => {
      const routes = gatedRoutes().filter((route) => route.access.feature === feature);
      if (routes.length === 0) {
        expect(
          ENFORCED_OUTSIDE_ROUTES[feature],
          `${feature} gates no route and says nowhere else`,
        ).toBeDefined();
        return;
      }
      const without = subscriptionTiers.filter((tier) => !tierFeatures[tier].includes(feature));
      const first = lowestTierWith(feature);
      const wrong: string[] = [];
      for (const route of routes) {
        for (const tier of without) {
          const response = await ask(route, owners[tier].cookie);
          const refused =
            response.statusCode === 403 && response.json().message === FEATURE_REQUIRES_PAID_PLAN;
          if (!refused) wrong.push(`${tier}: ${route.method} ${route.url} → ${response.statusCode}`);
        }
        // Past the plan check: whatever the empty call earns (200, 400, 404...), never the plan's 403.
        const response = await ask(route, owners[first].cookie);
        if (response.statusCode === 403 || response.statusCode === 401)
          wrong.push(`${first}: ${route.method} ${route.url} → ${response.statusCode} ${response.body}`);
      }
      expect(wrong).toEqual([]);
    },
  );
});

/**
 * Each area of the API (its OpenAPI tag) with the plan feature every member route in it needs (decision
 * 021); null: every plan, though one operation may still name its own (branding, invitations, the payments
 * report, campaign sends before they were marketing's).
 */
const AREAS: Record<string, Feature | null> = {
  auth: null,
  account: null,
  activity: null,
  business: null,
  billing: null,
  notifications: null,
  search: null,
  staff: null,
  services: null,
  availability: null,
  appointments: null,
  calendar: null,
  dashboard: null,
  portal: null,
  products: null,
  sales: null,
  payments: null,
  reviews: null,
  // Pictures for what each plan already has; the logo's route names custom_branding itself.
  uploads: null,
  clients: 'client_management',
  chat: 'chat',
  reports: 'analytics',
  'api tokens': 'api_access',
  'walk-ins': 'front_desk',
  waitlist: 'front_desk',
  offers: 'marketing',
  campaigns: 'marketing',
  'automated flows': 'marketing',
  'time clock': 'team_pay',
  payroll: 'team_pay',
  locations: 'multiple_locations',
};

/** Member routes of a gated area that stay open on every plan, and why (decision 021). */
const OPEN_IN_GATED_AREAS: Record<string, string> = {
  listLocations: 'booking forms read where appointments happen; a lapsed plan keeps its locations bookable',
  listMyPayStubs: "a person's record of what they were paid outlives the plan",
  getPayStubPdf: "a person's record of what they were paid outlives the plan",
};

describe('the plan catalogue covers every area', () => {
  it('puts each area of the API on a plan, and each member route of a gated area behind its feature', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json() as {
      paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>>;
    };
    const areaOf = new Map<string, string | undefined>();
    for (const operations of Object.values(document.paths))
      for (const operation of Object.values(operations))
        if (operation.operationId) areaOf.set(operation.operationId, operation.tags?.[0]);
    const wrong: string[] = [];
    for (const route of t.app.routeTable) {
      if (route.method.includes('HEAD') || !route.access || !('ability' in route.access)) continue;
      const id = route.operationId ?? `${route.method} ${route.url}`;
      const area = areaOf.get(id);
      if (area === undefined || !(area in AREAS)) {
        wrong.push(`${id}: the area "${area}" is on no plan: add it to AREAS and to decision 021`);
        continue;
      }
      const needs = AREAS[area];
      if (needs === null) continue;
      const expected = id in OPEN_IN_GATED_AREAS ? undefined : needs;
      if (route.access.feature !== expected)
        wrong.push(`${id} (${area}): feature ${route.access.feature} where ${expected} was expected`);
    }
    expect(wrong).toEqual([]);
    // Every open exception is a real route, so the list can't outlive what it excuses.
    for (const id of Object.keys(OPEN_IN_GATED_AREAS)) expect(areaOf.has(id), id).toBe(true);
  });

  it('answers GET /api/plans with the catalogue’s features for every tier', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/plans' });
    expect(response.statusCode).toBe(200);
    const listed = response.json() as { tier: SubscriptionTierName; features: Feature[] }[];
    expect(Object.fromEntries(listed.map((plan) => [plan.tier, plan.features]))).toEqual(tierFeatures);
  });
});
