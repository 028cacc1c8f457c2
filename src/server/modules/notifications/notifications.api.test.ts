import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestBusiness } from '../../../../tests/support/factories';
import { paidBusiness } from '../../../../tests/support/plans';
import { type Team, teamOfEveryRole } from '../../../../tests/support/team';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { MemberRole } from '../../../contract/auth';
import type { Notification, NotificationList } from '../../../contract/notifications';
import { notificationReads, outbox } from '../../db/schema/index';
import { addProduct } from '../products/commerce-fixtures';
import { addService, booking, daysAhead } from '../slots/scheduling-fixtures';

let t: TestApp;
let team: Team;
let rival: TestBusiness;
let service: { id: number };

type Cookie = string | undefined;
const call = (cookie: Cookie, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const cookieOf = (role: MemberRole) => team.members[role].cookie;
const owner = () => cookieOf('owner');

async function bell(cookie: string): Promise<NotificationList> {
  const response = await call(cookie, 'GET', '/api/notifications');
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
async function badge(cookie: string): Promise<number> {
  const response = await call(cookie, 'GET', '/api/notifications/count');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().count;
}
const find = (list: NotificationList, id: string) => list.items.find((n) => n.id === id);
const idsOf = (list: NotificationList) => list.items.map((n) => n.id);

let address = 0;
/** A client books on the public page, with the staff member named. */
async function bookOnline(
  business: string,
  staffId: number,
  day: number,
  clientName: string,
  serviceId = service.id,
) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/public/businesses/${business}/appointments`,
    remoteAddress: `10.61.0.${++address}`,
    payload: booking(serviceId, {
      clientName,
      clientEmail: `${clientName.split(' ')[0]?.toLowerCase()}-${address}@example.com`,
      date: daysAhead(day),
      staffId,
    }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id as number;
}

/** A guest's message from the booking page's chat widget, unread by staff. */
async function clientMessage(business: string, text: string) {
  const session = await t.app.inject({
    method: 'POST',
    url: '/api/portal/widget/session',
    remoteAddress: `10.62.0.${++address}`,
    payload: { business, name: 'Wren Guest', email: `wren-${address}@example.com` },
  });
  expect(session.statusCode, session.body).toBe(201);
  const { token, roomId } = session.json();
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/portal/chat/rooms/${roomId}/messages`,
    headers: { authorization: `Bearer ${token}` },
    payload: { message: text },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  return { id: sent.json().id as number, roomId: roomId as number };
}

/**
 * An email the outbox gave up on. Written directly: the outbox job's own test drives a failing transport
 * through its retries; here only the failed row matters.
 */
async function failedEmail(businessId: number, subject: string, createdAt = new Date()) {
  const [row] = await t.db
    .insert(outbox)
    .values({
      businessId,
      kind: 'booking_confirmation',
      recipient: 'lost@example.com',
      subject,
      body: 'Hello',
      status: 'failed',
      attempts: 5,
      lastError: 'mailbox unavailable',
      createdAt,
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('no outbox row');
  return row.id;
}

let ids: {
  ownersBooking: number;
  staffBooking: number;
  cancelled: number;
  message: { id: number; roomId: number };
  product: number;
  email: number;
  oldEmail: number;
};
let rivalIds: { booking: number; product: number };

beforeAll(async () => {
  t = await createTestApp();
  team = await teamOfEveryRole(t);
  rival = await paidBusiness(t, 'enterprise');
  const businessId = team.owner.user.businessId;
  const slug = team.owner.user.businessSlug;
  service = await addService(t.app, owner(), { name: 'Balayage' });
  const ownersBooking = await bookOnline(slug, team.ownerStaffId, 5, 'Nadia Rahman');
  const staffBooking = await bookOnline(slug, team.members.staff.staffId, 6, 'Omar Haddad');
  // Booked at the front desk, then cancelled: a cancellation, not a new online booking.
  const made = await call(owner(), 'POST', '/api/appointments', {
    ...booking(service.id, {
      clientName: 'Priya Shah',
      clientEmail: 'priya@example.com',
      date: daysAhead(7),
    }),
    staffId: team.ownerStaffId,
  });
  expect(made.statusCode, made.body).toBe(201);
  const cancelled = made.json().id as number;
  const cancel = await call(owner(), 'PUT', `/api/appointments/${cancelled}`, { status: 'cancelled' });
  expect(cancel.statusCode, cancel.body).toBe(200);
  const message = await clientMessage(team.owner.user.businessSlug, 'Can I move my appointment to Friday?');
  // New products start with nothing in stock unless told: 2 is under the default threshold of 5.
  const product = (await addProduct(t.app, owner(), { name: 'Argan Oil', stockQuantity: 2 })).id;
  await addProduct(t.app, owner(), { name: 'Well Stocked', stockQuantity: 50 });
  const email = await failedEmail(businessId, 'Your appointment is confirmed');
  const oldEmail = await failedEmail(businessId, 'Too old to matter', new Date(Date.now() - 40 * 86_400_000));
  ids = { ownersBooking, staffBooking, cancelled, message, product, email, oldEmail };

  const rivalService = await addService(t.app, rival.cookie, { name: 'Rival Cut' });
  const rivalStaff = (await call(rival.cookie, 'GET', '/api/staff')).json()[0].id as number;
  rivalIds = {
    booking: await bookOnline(rival.user.businessSlug, rivalStaff, 5, 'Rita Rival', rivalService.id),
    product: (await addProduct(t.app, rival.cookie, { name: 'Rival Oil', stockQuantity: 1 })).id,
  };
});

describe('GET /api/notifications', () => {
  it('lists each kind with its words and link, newest first, all unread, and the badge agrees', async () => {
    const list = await bell(owner());
    const expectOne = (id: string, fields: Partial<Notification>) =>
      expect(find(list, id), id).toMatchObject({ read: false, ...fields });
    expectOne(`booking:${ids.ownersBooking}`, {
      kind: 'booking',
      itemId: ids.ownersBooking,
      title: 'New online booking',
      body: expect.stringContaining('Nadia Rahman · Balayage · '),
      link: `/calendar?view=day&date=${daysAhead(5)}`,
    });
    expectOne(`cancellation:${ids.cancelled}`, {
      title: 'Appointment cancelled',
      body: expect.stringMatching(/^Priya Shah · Balayage · \w{3}, \w{3} \d{1,2} at 10:00 AM$/),
      link: `/calendar?view=day&date=${daysAhead(7)}`,
    });
    expectOne(`message:${ids.message.id}`, {
      title: 'Message from Wren Guest',
      body: 'Can I move my appointment to Friday?',
      link: `/chat?room=${ids.message.roomId}`,
    });
    expectOne(`low_stock:${ids.product}`, {
      title: 'Low stock: Argan Oil',
      body: '2 left; the alert is set at 5.',
      link: `/products/${ids.product}`,
    });
    expectOne(`email_failed:${ids.email}`, {
      title: 'Email not delivered',
      body: '"Your appointment is confirmed" to lost@example.com could not be sent.',
      link: '/settings/notifications',
    });
    // The front desk's own booking is no online booking; the old email is past the 30 days.
    expect(find(list, `booking:${ids.cancelled}`)).toBeUndefined();
    expect(find(list, `email_failed:${ids.oldEmail}`)).toBeUndefined();
    const times = list.items.map((n) => Date.parse(n.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list.unread).toBe(list.items.filter((n) => !n.read).length);
    expect(await badge(owner())).toBe(list.unread);
  });

  it("writes an appointment's time on the business's clock", async () => {
    const clock = (timeFormat: string) => call(owner(), 'PUT', '/api/business', { timeFormat });
    expect((await clock('24h')).statusCode).toBe(200);
    expect(find(await bell(owner()), `cancellation:${ids.cancelled}`)?.body).toMatch(
      /^Priya Shah · Balayage · \w{3}, \w{3} \d{1,2} at 10:00$/,
    );
    expect((await clock('12h')).statusCode).toBe(200);
    expect(find(await bell(owner()), `cancellation:${ids.cancelled}`)?.body).toMatch(/ at 10:00 AM$/);
  });

  it("never shows another business's rows", async () => {
    const mine = idsOf(await bell(owner()));
    expect(mine).not.toContain(`booking:${rivalIds.booking}`);
    expect(mine).not.toContain(`low_stock:${rivalIds.product}`);
    const theirs = idsOf(await bell(rival.cookie));
    expect(theirs).toEqual(
      expect.arrayContaining([`booking:${rivalIds.booking}`, `low_stock:${rivalIds.product}`]),
    );
    for (const id of mine) expect(theirs).not.toContain(id);
  });

  it('gives each role only what it may see: their own appointments unless they run the team', async () => {
    const kindsOf = async (role: MemberRole) => idsOf(await bell(cookieOf(role)));
    const manager = await kindsOf('manager');
    expect(manager).toEqual(
      expect.arrayContaining([
        `booking:${ids.ownersBooking}`,
        `booking:${ids.staffBooking}`,
        `message:${ids.message.id}`,
        `low_stock:${ids.product}`,
        `email_failed:${ids.email}`,
      ]),
    );
    // Staff: their own bookings, chat and stock, no undelivered email (clients' addresses, the settings').
    const staff = await kindsOf('staff');
    expect(staff).toContain(`booking:${ids.staffBooking}`);
    expect(staff).not.toContain(`booking:${ids.ownersBooking}`);
    expect(staff).not.toContain(`cancellation:${ids.cancelled}`);
    expect(staff).toEqual(expect.arrayContaining([`message:${ids.message.id}`, `low_stock:${ids.product}`]));
    expect(staff.some((id) => id.startsWith('email_failed:'))).toBe(false);
    // Contractors: their own appointments only; no chat, stock or email.
    const contractor = await kindsOf('contractor');
    expect(contractor).toEqual([]);
    expect(await badge(cookieOf('contractor'))).toBe(0);
    expect(await badge(cookieOf('staff'))).toBe(staff.length);
  });

  it('answers 401 without a session', async () => {
    expect((await call(undefined, 'GET', '/api/notifications')).statusCode).toBe(401);
    expect((await call(undefined, 'GET', '/api/notifications/count')).statusCode).toBe(401);
    expect((await call(undefined, 'POST', '/api/notifications/read', { ids: [] })).statusCode).toBe(401);
    expect((await call(undefined, 'POST', '/api/notifications/read-all', {})).statusCode).toBe(401);
  });
});

describe('read state', () => {
  it('marks the named ones read for that member only, and the count drops', async () => {
    const admin = cookieOf('admin');
    const before = await bell(admin);
    const booked = `booking:${ids.ownersBooking}`;
    const marked = await call(admin, 'POST', '/api/notifications/read', {
      ids: [booked, `message:${ids.message.id}`],
    });
    expect(marked.statusCode, marked.body).toBe(204);
    const after = await bell(admin);
    expect(find(after, booked)?.read).toBe(true);
    expect(find(after, `message:${ids.message.id}`)?.read).toBe(true);
    expect(after.unread).toBe(before.unread - 2);
    expect(await badge(admin)).toBe(after.unread);
    // Marking again changes nothing; the owner's bell is the owner's.
    expect((await call(admin, 'POST', '/api/notifications/read', { ids: [booked] })).statusCode).toBe(204);
    expect((await bell(admin)).unread).toBe(after.unread);
    expect(find(await bell(owner()), booked)?.read).toBe(false);
  });

  it('refuses ids that name no notification with field messages', async () => {
    for (const bad of [['nope:1'], ['booking:0'], ['booking:abc'], ['booking:99999999999'], [12]]) {
      const response = await call(owner(), 'POST', '/api/notifications/read', { ids: bad });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().errors[0]).toMatchObject({
        path: 'ids.0',
        message: 'Each id must name a notification, like booking:12',
      });
    }
    const tooMany = Array.from({ length: 101 }, (_, i) => `booking:${i + 1}`);
    const response = await call(owner(), 'POST', '/api/notifications/read', { ids: tooMany });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ path: 'ids', message: 'At most 100 ids at once' });
  });

  it("ignores another business's ids (and ones beyond the member's role): nothing is written, nothing learnt", async () => {
    const before = await badge(rival.cookie);
    const response = await call(rival.cookie, 'POST', '/api/notifications/read', {
      ids: [`booking:${ids.staffBooking}`, `low_stock:${ids.product}`, `email_failed:${ids.email}`],
    });
    expect(response.statusCode).toBe(204);
    expect(await badge(rival.cookie)).toBe(before);
    const rivalReads = await t.db
      .select()
      .from(notificationReads)
      .where(eq(notificationReads.userId, rival.user.id));
    expect(rivalReads).toEqual([]);
    // The same as an id of nothing at all.
    expect(
      (await call(rival.cookie, 'POST', '/api/notifications/read', { ids: ['booking:2147483647'] }))
        .statusCode,
    ).toBe(204);
    // A contractor cannot mark what their bell doesn't hold either.
    await call(cookieOf('contractor'), 'POST', '/api/notifications/read', {
      ids: [`email_failed:${ids.email}`],
    });
    const contractorReads = await t.db
      .select()
      .from(notificationReads)
      .where(eq(notificationReads.userId, team.members.contractor.userId));
    expect(contractorReads).toEqual([]);
  });

  it('marks every current one read with read-all', async () => {
    const manager = cookieOf('manager');
    expect(await badge(manager)).toBeGreaterThan(0);
    const response = await call(manager, 'POST', '/api/notifications/read-all', {});
    expect(response.statusCode).toBe(204);
    const list = await bell(manager);
    expect(list.unread).toBe(0);
    expect(list.items.every((n) => n.read)).toBe(true);
    expect(await badge(manager)).toBe(0);
    // A new booking afterwards comes in unread.
    const fresh = await bookOnline(team.owner.user.businessSlug, team.ownerStaffId, 8, 'Lena Fresh');
    const again = await bell(manager);
    expect(find(again, `booking:${fresh}`)?.read).toBe(false);
    expect(again.unread).toBe(1);
  });

  it('brings a read low-stock alert back when the product changes and is still low', async () => {
    const owner_ = owner();
    const id = `low_stock:${ids.product}`;
    await call(owner_, 'POST', '/api/notifications/read', { ids: [id] });
    expect(find(await bell(owner_), id)?.read).toBe(true);
    const restock = await call(owner_, 'POST', `/api/products/${ids.product}/inventory`, {
      type: 'restock',
      quantity: 1,
    });
    expect(restock.statusCode, restock.body).toBe(201);
    expect(find(await bell(owner_), id)).toMatchObject({
      read: false,
      body: '3 left; the alert is set at 5.',
    });
    // Restocked above the threshold, it leaves the bell.
    await call(owner_, 'POST', `/api/products/${ids.product}/inventory`, { type: 'restock', quantity: 20 });
    expect(find(await bell(owner_), id)).toBeUndefined();
    const reads = await t.db
      .select()
      .from(notificationReads)
      .where(and(eq(notificationReads.userId, team.owner.user.id), eq(notificationReads.kind, 'low_stock')));
    expect(reads).toHaveLength(1);
  });

  it('drops a message from the bell once someone opens its conversation', async () => {
    const id = `message:${ids.message.id}`;
    expect(find(await bell(owner()), id)).toBeDefined();
    const opened = await call(owner(), 'GET', `/api/chat/rooms/${ids.message.roomId}/messages`);
    expect(opened.statusCode).toBe(200);
    expect(find(await bell(owner()), id)).toBeUndefined();
  });
});
