import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { appointments, outbox } from '../db/schema/index';
import { addClient, addProduct } from '../modules/products/commerce-fixtures';
import {
  addService,
  booking,
  daysAhead,
  type SchedulingBusiness,
  schedulingBusiness,
} from '../modules/slots/scheduling-fixtures';
import { queueDueReminders } from './reminders';

let t: TestApp;
let biz: SchedulingBusiness;
let service: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  // Basic and up send client emails (plan feature email_notifications).
  biz = await schedulingBusiness(t.app, t.db, { tier: 'basic' });
  service = await addService(t.app, biz.cookie, { name: 'Trim', duration: 30 });
});

const prefer = async (payload: object) => {
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/business',
    headers: { cookie: biz.cookie },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
};
const mailOf = (kind: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.businessId, biz.businessId), eq(outbox.kind, kind)));

let address = 0;
const bookPublic = async (date: string, startTime: string, clientEmail: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/public/businesses/${biz.user.businessSlug}/appointments`,
    remoteAddress: `10.55.0.${++address}`,
    payload: booking(service.id, { date, startTime, clientEmail }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number };
};

describe('notification preferences', () => {
  it('sends no booking confirmation while confirmations are off, and sends again once on', async () => {
    await prefer({ emailClientConfirmations: false });
    await bookPublic(daysAhead(5), '09:00', 'quiet@example.com');
    expect(await mailOf('appointment_confirmation')).toEqual([]);
    await prefer({ emailClientConfirmations: true });
    await bookPublic(daysAhead(5), '10:00', 'heard@example.com');
    expect((await mailOf('appointment_confirmation')).map((m) => m.recipient)).toEqual(['heard@example.com']);
  });

  it('queues no reminder while reminders are off; turned back on, the appointment still gets one', async () => {
    await prefer({ emailClientReminders: false });
    const { id } = await bookPublic(daysAhead(6), '11:00', 'remind@example.com');
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, id));
    if (!row) throw new Error('no appointment row');
    const dayBefore = new Date(row.startsAt.getTime() - 23 * 60 * 60 * 1000);
    expect(await queueDueReminders(t.db, dayBefore)).toBe(0);
    const [untouched] = await t.db.select().from(appointments).where(eq(appointments.id, id));
    expect(untouched?.reminderSent).toBe(false);
    await prefer({ emailClientReminders: true });
    expect(await queueDueReminders(t.db, dayBefore)).toBe(1);
    expect((await mailOf('appointment_reminder')).map((m) => m.recipient)).toEqual(['remind@example.com']);
  });

  it('emails no receipt while receipts are off, and says so in the sale', async () => {
    await prefer({ emailClientReceipts: false });
    const product = await addProduct(t.app, biz.cookie, { price: 12 });
    const customer = await addClient(t.db, biz.businessId, 'receipt@example.com');
    const sell = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/sales',
        headers: { cookie: biz.cookie },
        payload: { customerId: customer, items: [{ productId: product.id, quantity: 1 }] },
      });
    const quiet = await sell();
    expect(quiet.statusCode).toBe(201);
    expect(quiet.json().receiptEmailQueued).toBe(false);
    expect(await mailOf('sale_receipt')).toEqual([]);
    await prefer({ emailClientReceipts: true });
    expect((await sell()).json().receiptEmailQueued).toBe(true);
    expect(await mailOf('sale_receipt')).toHaveLength(1);
  });
});
