import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type TestBusiness, uniqueClientAddress } from '../../../../tests/support/factories';
import { paidBusiness } from '../../../../tests/support/plans';
import { type Team, type TeamMember, teamOfEveryRole } from '../../../../tests/support/team';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { AuditAction, AuditEvent, AuditEventPage } from '../../../contract/audit';
import { FLOW_TEMPLATES } from '../../../contract/flows';
import { businesses } from '../../db/schema/index';

/**
 * Issue 32: each sensitive action, done through the API by a member, is one line of Settings → Activity with
 * who, what and before/after; a refused or failed attempt is none.
 */
let t: TestApp;
let team: Team;
let other: TestBusiness;
let manager: TeamMember;
let admin: TeamMember;
beforeAll(async () => {
  t = await createTestApp();
  team = await teamOfEveryRole(t);
  other = await paidBusiness(t, 'enterprise');
  manager = team.members.manager;
  admin = team.members.admin;
  // Listed in the directory: only a listed business takes reviews from its public page.
  await t.db
    .update(businesses)
    .set({ timezone: 'UTC', reviewsNeedApproval: false, listedInDirectory: true })
    .where(eq(businesses.id, team.owner.user.businessId));
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (cookie: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

/** A call that must succeed; answers its JSON body (null for an empty one). */
async function ok<T = Record<string, unknown>>(
  cookie: string,
  method: Method,
  url: string,
  payload?: object,
): Promise<T> {
  const res = await call(cookie, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return (res.body ? res.json() : null) as T;
}

async function page(action: AuditAction): Promise<AuditEventPage> {
  const res = await call(team.owner.cookie, 'GET', `/api/activity?action=${action}`);
  expect(res.statusCode).toBe(200);
  return res.json() as AuditEventPage;
}
/** How many lines of this action the business has. */
const total = async (action: AuditAction) => (await page(action)).total;

/** The lines of this action about one record (all of them when no id is given). */
async function linesAbout(action: AuditAction, targetId?: number | string): Promise<AuditEvent[]> {
  const { items } = await page(action);
  return targetId === undefined ? items : items.filter((e) => e.targetId === String(targetId));
}

/** Exactly one line about the record, by the member: answers it. */
async function onlyLine(action: AuditAction, targetId: number | string, by: TeamMember) {
  const lines = await linesAbout(action, targetId);
  expect(lines, `${action} about ${targetId}`).toHaveLength(1);
  const [line] = lines as [AuditEvent];
  expect(line).toMatchObject({ action, actorUserId: by.userId, actorRole: by.role, actorVia: 'session' });
  return line;
}

/** Runs a refused attempt and checks it left no line of the action. */
async function refusedLeavesNothing(action: AuditAction, attempt: () => Promise<number>, status: number) {
  const before = await total(action);
  expect(await attempt()).toBe(status);
  expect(await total(action)).toBe(before);
}
const statusOf = (cookie: string, method: Method, url: string, payload?: object) => async () =>
  (await call(cookie, method, url, payload)).statusCode;

let counter = 0;
const addService = (name: string, price = '45.00') =>
  ok<{ id: number }>(manager.cookie, 'POST', '/api/services', { name, duration: 30, price });
const addProduct = (name: string, body: object = {}) => {
  counter += 1;
  return ok<{ id: number }>(manager.cookie, 'POST', '/api/products', {
    name,
    sku: `AUDIT-${counter}`,
    price: 20,
    costPrice: 8,
    stockQuantity: 5,
    ...body,
  });
};

describe('services', () => {
  it('records a price change (price only) and a delete, a used one switched off', async () => {
    const service = await addService('Balayage', '120.00');
    await ok(manager.cookie, 'PUT', `/api/services/${service.id}`, { price: '135.50', duration: 45 });
    const line = await onlyLine('service.priceChanged', service.id, manager);
    expect(line).toMatchObject({
      targetType: 'service',
      targetLabel: 'Balayage',
      before: { price: 120 },
      after: { price: 135.5 },
    });
    // No price change, no line; another business's service or none is a 404 and no line.
    await ok(manager.cookie, 'PUT', `/api/services/${service.id}`, { duration: 60, price: '135.50' });
    expect(await linesAbout('service.priceChanged', service.id)).toHaveLength(1);
    const theirs = await ok<{ id: number }>(other.cookie, 'POST', '/api/services', {
      name: 'Theirs',
      duration: 30,
      price: '10.00',
    });
    await refusedLeavesNothing(
      'service.priceChanged',
      statusOf(manager.cookie, 'PUT', `/api/services/${theirs.id}`, { price: '1.00' }),
      404,
    );

    await ok(manager.cookie, 'DELETE', `/api/services/${service.id}`);
    expect(await onlyLine('service.deleted', service.id, manager)).toMatchObject({
      targetLabel: 'Balayage',
      before: { name: 'Balayage', price: 135.5, duration: 60 },
      after: null,
    });
    await refusedLeavesNothing(
      'service.deleted',
      statusOf(manager.cookie, 'DELETE', `/api/services/${service.id}`),
      404,
    );
  });
});

describe('products and categories', () => {
  it('records a price or cost change and a delete', async () => {
    const product = await addProduct('Argan oil');
    await ok(manager.cookie, 'PUT', `/api/products/${product.id}`, { price: 24.5, costPrice: 9 });
    expect(await onlyLine('product.priceChanged', product.id, manager)).toMatchObject({
      targetType: 'product',
      targetLabel: 'Argan oil',
      before: { price: 20, costPrice: 8 },
      after: { price: 24.5, costPrice: 9 },
    });
    await ok(manager.cookie, 'PUT', `/api/products/${product.id}`, { description: 'Cold pressed' });
    expect(await linesAbout('product.priceChanged', product.id)).toHaveLength(1);

    await ok(manager.cookie, 'DELETE', `/api/products/${product.id}`);
    expect(await onlyLine('product.deleted', product.id, manager)).toMatchObject({
      before: { name: 'Argan oil', price: 24.5 },
    });
    await refusedLeavesNothing(
      'product.deleted',
      statusOf(manager.cookie, 'DELETE', `/api/products/${product.id}`),
      404,
    );
  });

  it('records a category delete', async () => {
    const category = await ok<{ id: number }>(manager.cookie, 'POST', '/api/categories', {
      name: 'Hair oils',
      description: 'Shelf by the till',
    });
    await ok(manager.cookie, 'DELETE', `/api/categories/${category.id}`);
    expect(await onlyLine('category.deleted', category.id, manager)).toMatchObject({
      targetType: 'category',
      targetLabel: 'Hair oils',
      before: { name: 'Hair oils', description: 'Shelf by the till' },
    });
    await refusedLeavesNothing(
      'category.deleted',
      statusOf(manager.cookie, 'DELETE', `/api/categories/${category.id}`),
      404,
    );
  });
});

describe('appointments and clients', () => {
  it('records an appointment delete, and a used service switched off rather than deleted', async () => {
    const service = await addService('Gloss');
    const booked = await ok<{ id: number; date: string }>(manager.cookie, 'POST', '/api/appointments', {
      clientName: 'Grace Hopper',
      clientEmail: 'grace.audit@example.com',
      serviceId: service.id,
      staffId: team.ownerStaffId,
      date: '2030-06-03',
      startTime: '10:00',
    });
    await ok(manager.cookie, 'DELETE', `/api/services/${service.id}`);
    expect(await onlyLine('service.deleted', service.id, manager)).toMatchObject({
      before: { name: 'Gloss' },
      after: { deactivated: true },
    });

    await ok(manager.cookie, 'DELETE', `/api/appointments/${booked.id}`);
    expect(await onlyLine('appointment.deleted', booked.id, manager)).toMatchObject({
      targetType: 'appointment',
      targetLabel: 'Grace Hopper · Gloss, 2030-06-03 10:00',
      before: {
        client: 'Grace Hopper',
        service: 'Gloss',
        staff: 'Olivia Owner',
        date: '2030-06-03',
        startTime: '10:00',
        status: 'pending',
      },
    });
    await refusedLeavesNothing(
      'appointment.deleted',
      statusOf(manager.cookie, 'DELETE', `/api/appointments/${booked.id}`),
      404,
    );
    // Staff may not delete appointments at all.
    await refusedLeavesNothing(
      'appointment.deleted',
      statusOf(team.members.staff.cookie, 'DELETE', `/api/appointments/${booked.id}`),
      403,
    );
  });

  it('records a past or completed appointment a manager books for themselves, with the price it earns on', async () => {
    const service = await addService('Root touch-up', '85.00');
    const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
    const recorded = await ok<{ id: number }>(manager.cookie, 'POST', '/api/appointments', {
      clientName: 'Mary Somerville',
      clientEmail: 'mary.audit@example.com',
      serviceId: service.id,
      staffId: manager.staffId,
      date: lastWeek,
      startTime: '09:00',
      allowPast: true,
      status: 'completed',
    });
    expect(await onlyLine('appointment.recordedPast', recorded.id, manager)).toMatchObject({
      targetLabel: `Mary Somerville · Root touch-up, ${lastWeek} 09:00`,
      after: {
        client: 'Mary Somerville',
        service: 'Root touch-up',
        staff: expect.stringMatching(/^Manager Member/),
        date: lastWeek,
        status: 'completed',
        price: '85.00',
      },
    });
    // A booking ahead of time is on everyone's calendar before it happens: no line.
    const before = await total('appointment.recordedPast');
    await ok(manager.cookie, 'POST', '/api/appointments', {
      clientName: 'Mary Somerville',
      clientEmail: 'mary.audit@example.com',
      serviceId: service.id,
      staffId: manager.staffId,
      date: '2030-06-04',
      startTime: '09:00',
    });
    expect(await total('appointment.recordedPast')).toBe(before);
    // Staff may not record the past at all, so nothing is written.
    await refusedLeavesNothing(
      'appointment.recordedPast',
      statusOf(team.members.staff.cookie, 'POST', '/api/appointments', {
        clientName: 'Mary Somerville',
        clientEmail: 'mary.audit@example.com',
        serviceId: service.id,
        staffId: team.members.staff.staffId,
        date: lastWeek,
        startTime: '10:00',
        allowPast: true,
        status: 'completed',
      }),
      403,
    );
  });

  it('records an appointment moved into the past, as it records one booked there', async () => {
    const service = await addService('Brow shape', '30.00');
    const booked = await ok<{ id: number }>(manager.cookie, 'POST', '/api/appointments', {
      clientName: 'Emmy Noether',
      clientEmail: 'emmy.audit@example.com',
      serviceId: service.id,
      staffId: manager.staffId,
      date: '2030-06-05',
      startTime: '11:00',
    });
    // Moved to another future time: on everyone's calendar still, no line.
    const before = await total('appointment.recordedPast');
    await ok(manager.cookie, 'PUT', `/api/appointments/${booked.id}`, {
      date: '2030-06-06',
      startTime: '11:00',
    });
    expect(await total('appointment.recordedPast')).toBe(before);
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    await ok(manager.cookie, 'PUT', `/api/appointments/${booked.id}`, {
      date: twoDaysAgo,
      startTime: '11:00',
      allowPast: true,
      status: 'completed',
    });
    expect(await onlyLine('appointment.recordedPast', booked.id, manager)).toMatchObject({
      targetLabel: `Emmy Noether · Brow shape, ${twoDaysAgo} 11:00`,
      after: { date: twoDaysAgo, startTime: '11:00', status: 'completed', price: '30.00' },
    });
  });

  it('records a client delete with the name, not the contact details', async () => {
    const client = await ok<{ id: number }>(manager.cookie, 'POST', '/api/clients', {
      name: 'Ada Lovelace',
      email: 'ada.audit@example.com',
      phone: '555-010-0199',
    });
    await ok(manager.cookie, 'DELETE', `/api/clients/${client.id}`);
    const line = await onlyLine('client.deleted', client.id, manager);
    expect(line).toMatchObject({
      targetType: 'client',
      targetLabel: 'Ada Lovelace',
      before: { name: 'Ada Lovelace', appointments: 0 },
    });
    expect(JSON.stringify(line)).not.toContain('ada.audit@example.com');
    await refusedLeavesNothing(
      'client.deleted',
      statusOf(manager.cookie, 'DELETE', `/api/clients/${client.id}`),
      404,
    );
  });
});

describe('refunds', () => {
  it('records a refund with its amount and reason; a second one (409) records nothing', async () => {
    const product = await addProduct('Shampoo', { price: 12.5 });
    const sale = await ok<{ id: number }>(manager.cookie, 'POST', '/api/sales', {
      items: [{ productId: product.id, quantity: 2 }],
    });
    const refunded = await ok<{ refund: { id: number; amount: string } }>(
      manager.cookie,
      'POST',
      `/api/sales/${sale.id}/refunds`,
      { reason: 'Wrong scent' },
    );
    expect(await onlyLine('sale.refunded', sale.id, manager)).toMatchObject({
      targetType: 'sale',
      targetLabel: `Sale #${sale.id}`,
      before: { paymentStatus: 'completed' },
      after: {
        refundId: refunded.refund.id,
        amount: Number(refunded.refund.amount),
        reason: 'Wrong scent',
        paymentStatus: 'refunded',
      },
    });
    await refusedLeavesNothing(
      'sale.refunded',
      statusOf(manager.cookie, 'POST', `/api/sales/${sale.id}/refunds`, {}),
      409,
    );
  });
});

describe('payroll and time entries', () => {
  it('records approve (admin), reopen (owner) and delete (admin) of a pay period', async () => {
    const period = await ok<{ id: number }>(admin.cookie, 'POST', '/api/payroll/periods', {
      name: 'First half of January',
      startDate: '2026-01-01',
      endDate: '2026-01-14',
    });
    const label = 'Pay period 2026-01-01 – 2026-01-14';
    // Not calculated yet: 409 and no line.
    await refusedLeavesNothing(
      'payroll.approved',
      statusOf(admin.cookie, 'POST', `/api/payroll/periods/${period.id}/approve`),
      409,
    );
    await ok(admin.cookie, 'POST', `/api/payroll/periods/${period.id}/calculate`);
    await ok(admin.cookie, 'POST', `/api/payroll/periods/${period.id}/approve`);
    expect(await onlyLine('payroll.approved', period.id, admin)).toMatchObject({
      targetType: 'payPeriod',
      targetLabel: label,
      before: { status: 'draft' },
      after: { status: 'approved', totalAmount: expect.any(Number) },
    });
    // Only the owner reopens.
    await refusedLeavesNothing(
      'payroll.reopened',
      statusOf(admin.cookie, 'POST', `/api/payroll/periods/${period.id}/reopen`),
      403,
    );
    await ok(team.owner.cookie, 'POST', `/api/payroll/periods/${period.id}/reopen`);
    const reopened = await onlyLine('payroll.reopened', period.id, team.members.owner);
    expect(reopened).toMatchObject({
      targetLabel: label,
      before: { status: 'approved' },
      after: { status: 'draft' },
    });
    expect(reopened.before?.approvedAt).toEqual(expect.any(String));

    const csv = await call(admin.cookie, 'GET', `/api/payroll/periods/${period.id}/export.csv`);
    expect(csv.statusCode).toBe(200);
    const exported = (await linesAbout('data.exported', period.id)).filter(
      (e) => e.targetType === 'payPeriod',
    );
    expect(exported).toHaveLength(1);
    expect(exported[0]).toMatchObject({
      actorUserId: admin.userId,
      targetLabel: `${label} (CSV)`,
      // One row per person, then the total.
      after: { format: 'csv', rows: csv.body.trim().split('\r\n').length - 2 },
    });

    await ok(admin.cookie, 'DELETE', `/api/payroll/periods/${period.id}`);
    expect(await onlyLine('payroll.deleted', period.id, admin)).toMatchObject({
      targetLabel: label,
      before: {
        name: 'First half of January',
        startDate: '2026-01-01',
        endDate: '2026-01-14',
        status: 'draft',
      },
    });
    await refusedLeavesNothing(
      'payroll.deleted',
      statusOf(admin.cookie, 'DELETE', `/api/payroll/periods/${period.id}`),
      404,
    );
  });

  it('records a time entry delete', async () => {
    const entry = await ok<{ id: number }>(manager.cookie, 'POST', '/api/time-entries', {
      staffId: team.members.staff.staffId,
      clockIn: '2026-02-02T09:00:00Z',
      clockOut: '2026-02-02T17:00:00Z',
      breakTime: 30,
    });
    await ok(manager.cookie, 'DELETE', `/api/time-entries/${entry.id}`);
    const line = await onlyLine('timeEntry.deleted', entry.id, manager);
    expect(line).toMatchObject({
      targetType: 'timeEntry',
      before: {
        staffId: team.members.staff.staffId,
        clockIn: '2026-02-02T09:00:00.000Z',
        clockOut: '2026-02-02T17:00:00.000Z',
        breakTime: 30,
        totalHours: '7.50',
      },
    });
    expect(line.targetLabel).toMatch(/^Staff Member\d+, 2026-02-02 09:00$/);
    await refusedLeavesNothing(
      'timeEntry.deleted',
      statusOf(manager.cookie, 'DELETE', `/api/time-entries/${entry.id}`),
      404,
    );
  });
});

describe('reviews', () => {
  const submit = async (title: string) => {
    counter += 1;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/public/businesses/${team.owner.user.businessSlug}/reviews`,
      remoteAddress: uniqueClientAddress(),
      payload: {
        rating: 1,
        title,
        comment: 'Nothing to do with this salon at all.',
        reviewerName: 'Rex Reviewer',
        reviewerEmail: `rex-${counter}@example.com`,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const list = await ok<{ id: number; title: string }[]>(manager.cookie, 'GET', '/api/reviews');
    return list.find((r) => r.title === title) as { id: number };
  };

  it('records a client review removed (DELETE) or hidden (PATCH) with its reason, not without one', async () => {
    const spam = await submit('Spam here');
    await refusedLeavesNothing(
      'review.removed',
      statusOf(manager.cookie, 'DELETE', `/api/reviews/${spam.id}`),
      400,
    );
    await ok(manager.cookie, 'DELETE', `/api/reviews/${spam.id}?reason=spam`);
    expect(await onlyLine('review.removed', spam.id, manager)).toMatchObject({
      targetType: 'review',
      targetLabel: '1★ review by Rex Reviewer',
      before: { rating: 1, source: 'client', isPublished: true },
      after: { reason: 'spam', isPublished: false },
    });

    const offTopic = await submit('Off topic');
    await ok(manager.cookie, 'PATCH', `/api/reviews/${offTopic.id}`, {
      isPublished: false,
      reason: 'off_topic',
    });
    expect(await onlyLine('review.removed', offTopic.id, manager)).toMatchObject({
      after: { reason: 'off_topic', isPublished: false },
    });
    // Hidden already: hiding again changes nothing and records nothing.
    await ok(manager.cookie, 'PATCH', `/api/reviews/${offTopic.id}`, { isPublished: false, reason: 'spam' });
    expect(await linesAbout('review.removed', offTopic.id)).toHaveLength(1);
  });

  it('records a staff-added review deleted', async () => {
    const card = await ok<{ id: number }>(manager.cookie, 'POST', '/api/reviews', {
      rating: 5,
      title: 'Comment card',
      comment: 'Left on the desk by a regular.',
      reviewerName: 'Card Writer',
      reviewerEmail: 'card@example.com',
    });
    await ok(manager.cookie, 'DELETE', `/api/reviews/${card.id}`);
    expect(await onlyLine('review.deleted', card.id, manager)).toMatchObject({
      targetLabel: '5★ review by Card Writer',
      before: { rating: 5, title: 'Comment card', reviewerName: 'Card Writer', source: 'staff' },
    });
    await refusedLeavesNothing(
      'review.deleted',
      statusOf(manager.cookie, 'DELETE', `/api/reviews/${card.id}`),
      404,
    );
  });
});

describe('marketing and walk-ins', () => {
  it('records offer, campaign, flow and waiting room deletes', async () => {
    const offer = await ok<{ id: number }>(manager.cookie, 'POST', '/api/offers', {
      name: 'Spring ten',
      type: 'percentage',
      value: 10,
      code: 'AUDITSPRING',
    });
    const campaign = await ok<{ id: number }>(manager.cookie, 'POST', '/api/campaigns', {
      name: 'We miss you',
      subject: 'Hello {{firstName}}',
      body: 'Come back soon.',
      targetAudience: { kind: 'all_subscribed' },
    });
    const flow = await ok<{ id: number }>(manager.cookie, 'POST', '/api/automated-flows', {
      ...FLOW_TEMPLATES.thank_you_review,
      name: 'Thanks',
    });
    const room = await ok<{ id: number }>(manager.cookie, 'POST', '/api/waiting-rooms', {
      name: 'Front door',
    });

    const cases: [AuditAction, string, number, string, Record<string, unknown>][] = [
      ['offer.deleted', '/api/offers', offer.id, 'Spring ten', { code: 'AUDITSPRING', usageCount: 0 }],
      ['campaign.deleted', '/api/campaigns', campaign.id, 'We miss you', { status: 'draft' }],
      ['flow.deleted', '/api/automated-flows', flow.id, 'Thanks', { trigger: 'appointment_completed' }],
      ['waitingRoom.deleted', '/api/waiting-rooms', room.id, 'Front door', { isActive: true }],
    ];
    for (const [action, url, id, label, before] of cases) {
      await ok(manager.cookie, 'DELETE', `${url}/${id}`);
      expect(await onlyLine(action, id, manager)).toMatchObject({
        targetLabel: label,
        before: { name: label, ...before },
      });
      await refusedLeavesNothing(action, statusOf(manager.cookie, 'DELETE', `${url}/${id}`), 404);
    }
  });
});

describe('API tokens and invitations', () => {
  it('records a token created (name and id, never the token) and revoked', async () => {
    const created = await ok<{ id: number; token: string; prefix: string }>(
      manager.cookie,
      'POST',
      '/api/tokens',
      {
        name: 'Zapier',
      },
    );
    const line = await onlyLine('apiToken.created', created.id, manager);
    expect(line).toMatchObject({ targetType: 'apiToken', targetLabel: 'Zapier', after: { name: 'Zapier' } });
    expect(JSON.stringify(line)).not.toContain(created.token);
    expect(JSON.stringify(line)).not.toContain(created.prefix);

    await ok(manager.cookie, 'DELETE', `/api/tokens/${created.id}`);
    expect(await onlyLine('apiToken.revoked', created.id, manager)).toMatchObject({
      targetLabel: 'Zapier',
      before: { name: 'Zapier' },
    });
    await refusedLeavesNothing(
      'apiToken.revoked',
      statusOf(manager.cookie, 'DELETE', `/api/tokens/${created.id}`),
      404,
    );
  });

  it('records an invitation with the email it went to; one who already signs in (409) none', async () => {
    const added = await ok<{ id: number }>(admin.cookie, 'POST', '/api/staff', {
      firstName: 'Nina',
      lastName: 'Newhire',
      email: 'nina.audit@example.com',
      role: 'staff',
    });
    await ok(admin.cookie, 'POST', `/api/staff/${added.id}/invite`);
    expect(await onlyLine('member.invited', added.id, admin)).toMatchObject({
      targetType: 'staff',
      targetLabel: 'Nina Newhire',
      after: { email: 'nina.audit@example.com', role: 'staff' },
    });
    await refusedLeavesNothing(
      'member.invited',
      statusOf(admin.cookie, 'POST', `/api/staff/${team.members.staff.staffId}/invite`),
      409,
    );
  });
});

describe('exports', () => {
  const exportLine = async (label: string) => {
    const lines = (await linesAbout('data.exported')).filter((e) => e.targetLabel === label);
    expect(lines, label).toHaveLength(1);
    const [line] = lines as [AuditEvent];
    expect(line).toMatchObject({ actorUserId: manager.userId, actorRole: 'manager' });
    return line;
  };

  it('records the appointments, payments and reports CSVs as they are sent, and a clients export when asked for', async () => {
    const schedule = await call(
      manager.cookie,
      'GET',
      '/api/appointments/export?startDate=2030-01-01&endDate=2030-01-31&format=csv',
    );
    expect(schedule.statusCode).toBe(200);
    expect((await exportLine('Appointments 2030-01-01 – 2030-01-31 (CSV)')).after).toEqual({
      format: 'csv',
      startDate: '2030-01-01',
      endDate: '2030-01-31',
      rows: 0,
    });

    const payments = await call(
      manager.cookie,
      'GET',
      '/api/payments/report.csv?startDate=2026-01-01&endDate=2026-01-03',
    );
    expect(payments.statusCode).toBe(200);
    const paymentRows = payments.body.trim().split('\r\n').length - 1;
    expect((await exportLine('Payments 2026-01-01 – 2026-01-03 (CSV)')).after).toEqual({
      format: 'csv',
      startDate: '2026-01-01',
      endDate: '2026-01-03',
      rows: paymentRows,
    });

    const report = await call(
      manager.cookie,
      'GET',
      '/api/reports/services.csv?from=2026-01-01&to=2026-01-31',
    );
    expect(report.statusCode).toBe(200);
    expect((await exportLine('Services report 2026-01-01 – 2026-01-31 (CSV)')).after).toMatchObject({
      format: 'csv',
      report: 'services',
      from: '2026-01-01',
      to: '2026-01-31',
      rows: expect.any(Number),
    });

    const job = await ok<{ id: number }>(manager.cookie, 'POST', '/api/clients/export');
    expect((await exportLine('Clients (CSV)')).after).toEqual({ format: 'csv', jobId: job.id });

    // Refused (staff may not export): no line.
    await refusedLeavesNothing(
      'data.exported',
      statusOf(team.members.staff.cookie, 'POST', '/api/clients/export'),
      403,
    );
    await refusedLeavesNothing(
      'data.exported',
      statusOf(
        manager.cookie,
        'GET',
        '/api/appointments/export?startDate=2030-02-01&endDate=2030-01-01&format=csv',
      ),
      400,
    );
  });
});
