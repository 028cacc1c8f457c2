import type { Database } from '../../db/client';
import { appointments, clients, services, staff } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';
import { recordConsent } from '../marketing-consent';

/** Test-only: a client with or without consent, and completed visits `daysAgo` days back. */
export async function addAudienceClient(
  db: Database,
  businessId: number,
  c: { name: string; email: string | null; optIn: boolean; visitsDaysAgo?: number[]; serviceId?: number },
) {
  const [row] = await db.insert(clients).values({ businessId, name: c.name, email: c.email }).returning();
  if (!row) throw new Error('no client');
  if (c.optIn) await recordConsent(db, { businessId, clientId: row.id, optIn: true, source: 'booking_page' });
  for (const [i, days] of (c.visitsDaysAgo ?? []).entries()) {
    const [who] = await db.select({ id: staff.id }).from(staff).where(inTenant(staff, businessId)).limit(1);
    const [service] = c.serviceId
      ? [{ id: c.serviceId }]
      : await db.select({ id: services.id }).from(services).where(inTenant(services, businessId)).limit(1);
    if (!who || !service) throw new Error('the business needs a staff member and a service');
    // Each client's visits in their own 40-minute slot of the day, so one staff member's never overlap.
    const startsAt = new Date(Date.now() - days * 86_400_000 - (((row.id * 5 + i) % 36) + 1) * 40 * 60_000);
    await db.insert(appointments).values({
      businessId,
      clientId: row.id,
      serviceId: service.id,
      staffId: who.id,
      date: startsAt.toISOString().slice(0, 10),
      startTime: '10:00',
      endTime: '10:30',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      status: 'completed',
    });
  }
  return row.id;
}
