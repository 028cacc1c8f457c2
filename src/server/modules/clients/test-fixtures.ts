import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TestBusiness } from '../../../../tests/support/factories';
import type { Database } from '../../db/client';
import { appointments, businesses, services, staff } from '../../db/schema/index';

let slot = 0;

/** Puts the business on a paid plan with chat (premium, active). */
export async function enableChat(db: Database, businessId: number) {
  await db
    .update(businesses)
    .set({ subscriptionTier: 'premium', subscriptionStatus: 'active' })
    .where(eq(businesses.id, businessId));
}

export async function addClient(app: FastifyInstance, owner: TestBusiness, body: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/clients',
    headers: { cookie: owner.cookie },
    payload: body,
  });
  if (response.statusCode !== 201) throw new Error(`client: ${response.statusCode} ${response.body}`);
  return response.json() as { id: number; name: string; email: string };
}

/**
 * An appointment written straight to the table, so past ones and exact start instants are possible
 * (the booking endpoints refuse the past). Each gets its own hour so the no-overlap constraint holds.
 */
export async function insertAppointment(
  db: Database,
  input: {
    businessId: number;
    clientId: number;
    startsAt: Date;
    status?: string;
    price?: string;
    serviceName?: string;
  },
) {
  const [member] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(eq(staff.businessId, input.businessId))
    .limit(1);
  const [service] = await db
    .insert(services)
    .values({
      businessId: input.businessId,
      name: input.serviceName ?? 'Haircut',
      duration: 45,
      price: input.price ?? '40.00',
    })
    .returning();
  if (!member || !service) throw new Error('no staff or service');
  slot += 1;
  const startsAt = new Date(input.startsAt.getTime() + slot * 1000);
  const endsAt = new Date(startsAt.getTime() + 45 * 60 * 1000);
  const hhmm = (d: Date) => d.toISOString().slice(11, 16);
  const [row] = await db
    .insert(appointments)
    .values({
      businessId: input.businessId,
      clientId: input.clientId,
      serviceId: service.id,
      staffId: member.id,
      date: startsAt.toISOString().slice(0, 10),
      startTime: hhmm(startsAt),
      endTime: hhmm(endsAt),
      timezone: 'UTC',
      startsAt,
      endsAt,
      bufferBeforeMinutes: service.bufferBeforeMinutes,
      bufferAfterMinutes: service.bufferAfterMinutes,
      status: (input.status ?? 'confirmed') as 'confirmed',
    })
    .returning();
  if (!row) throw new Error('no appointment');
  return row;
}

export const HOUR = 60 * 60 * 1000;
