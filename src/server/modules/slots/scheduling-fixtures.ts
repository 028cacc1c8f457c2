import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTestBusiness, type TestBusiness } from '../../../../tests/support/factories';
import type { SubscriptionTierName } from '../../../contract/plans';
import type { Database } from '../../db/client';
import { businesses, staff } from '../../db/schema/index';
import { addDays, instantToLocal, nextOffsetChange, type OffsetChange } from '../../lib/time';

/** Test-only helpers for the scheduling API tests: a business in a zone and tier, staff, a service. */
export type SchedulingBusiness = TestBusiness & { businessId: number; ownerStaffId: number };

/**
 * Scheduling tests book across DST changes months ahead and at any time of today: their businesses take
 * public bookings a year ahead with no minimum notice unless a test says otherwise (a new business's
 * defaults are 60 days and 60 minutes; the booking settings' own tests set theirs).
 */
export async function schedulingBusiness(
  app: FastifyInstance,
  db: Database,
  options: {
    timezone?: string;
    tier?: SubscriptionTierName;
    bookingWindowDays?: number;
    minNoticeMinutes?: number;
  } = {},
): Promise<SchedulingBusiness> {
  const owner = await createTestBusiness(app);
  const businessId = owner.user.businessId;
  await db
    .update(businesses)
    .set({
      timezone: options.timezone ?? 'UTC',
      bookingWindowDays: options.bookingWindowDays ?? 365,
      minNoticeMinutes: options.minNoticeMinutes ?? 0,
      ...(options.tier ? { subscriptionTier: options.tier, subscriptionStatus: 'active' as const } : {}),
    })
    .where(eq(businesses.id, businessId));
  const [own] = await db.select({ id: staff.id }).from(staff).where(eq(staff.businessId, businessId));
  if (!own) throw new Error('sign-up created no staff row');
  return { ...owner, businessId, ownerStaffId: own.id };
}

let staffCounter = 0;
/** The Staff screen's API is a later issue; tests add staff rows directly. */
export async function addStaff(db: Database, businessId: number, firstName = 'Sam'): Promise<number> {
  staffCounter += 1;
  const [row] = await db
    .insert(staff)
    .values({
      businessId,
      firstName,
      lastName: `Stylist${staffCounter}`,
      email: `staff-${staffCounter}-${businessId}@example.com`,
      role: 'staff',
    })
    .returning({ id: staff.id });
  if (!row) throw new Error('no staff row');
  return row.id;
}

export async function addService(
  app: FastifyInstance,
  cookie: string,
  body: Record<string, unknown> = {},
): Promise<{ id: number; duration: number; price: string }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/services',
    headers: { cookie },
    payload: { name: 'Haircut', duration: 60, price: '45.00', ...body },
  });
  if (response.statusCode !== 201) throw new Error(`service: ${response.statusCode} ${response.body}`);
  return response.json();
}

export const booking = (serviceId: number, overrides: Record<string, unknown> = {}) => ({
  clientName: 'Ada Client',
  clientEmail: 'ada@example.com',
  serviceId,
  date: daysAhead(30),
  startTime: '10:00',
  ...overrides,
});

/**
 * Tests compute their dates from today so they never fall into the past (the public path and the slots
 * refuse past times): the local date `days` after today in the zone.
 */
export const daysAhead = (days: number, timezone = 'UTC') =>
  addDays(instantToLocal(new Date(), timezone).date, days);

/**
 * The zone's next DST change in that direction ('forward': spring, 'back': autumn) at least `minDays`
 * days from now, so the day before it is still bookable on the public path.
 */
export function nextDstChange(timezone: string, direction: 'forward' | 'back', minDays = 3): OffsetChange {
  const change = nextOffsetChange(timezone, new Date(Date.now() + minDays * 86_400_000), direction);
  if (!change) throw new Error(`${timezone} has no ${direction} change in the coming year`);
  return change;
}
