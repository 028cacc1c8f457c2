import { and, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sessionCookieFrom } from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import type { DirectoryPage } from '../../../contract/directory';
import { runFlowRound } from '../../modules/flows/runner';
import {
  appointments,
  chatMessages,
  chatRooms,
  clients,
  inventoryTransactions,
  products,
  reviews,
  saleItems,
  sales,
  services,
  staff,
  users,
} from '../schema/index';
import { DEMO_LOGIN, seedDemo } from './demo';
import { localToday } from './demo-calendar';
import { DEMO_TIMEZONE } from './demo-data';

let t: TestApp;
let businessId: number;
const now = new Date();

beforeAll(async () => {
  t = await createTestApp();
  const seeded = await seedDemo(t.db, now);
  if (!seeded) throw new Error('the demo seed did nothing on a fresh database');
  businessId = seeded.businessId;
});

async function rows<T>(query: SQL): Promise<T[]> {
  const result = (await t.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function tableCounts() {
  const tables = {
    users,
    staff,
    services,
    clients,
    appointments,
    products,
    inventoryTransactions,
    sales,
    saleItems,
  };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await t.db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

describe('seedDemo', () => {
  it('lets the demo owner sign in to an enterprise business', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO_LOGIN });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({
      email: DEMO_LOGIN.email,
      firstName: 'Avery',
      lastName: 'Morgan',
      role: 'owner',
      businessId,
      businessName: 'Willow & Sage Salon',
      subscriptionTier: 'enterprise',
      subscriptionStatus: 'active',
    });
    const me = await t.app.inject({
      url: '/api/auth/user',
      headers: { cookie: sessionCookieFrom(login.headers['set-cookie']) },
    });
    expect(me.statusCode).toBe(200);
  });

  it('is past its Enterprise trial, paying the launch price by card, and counted by the launch offer', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO_LOGIN });
    const cookie = sessionCookieFrom(login.headers['set-cookie']);
    const sub = (await t.app.inject({ url: '/api/subscription', headers: { cookie } })).json();
    expect(sub).toMatchObject({
      subscriptionTier: 'enterprise',
      subscriptionStatus: 'active',
      provider: 'demo',
      card: { brand: 'visa', last4: '4242' },
      hasPromotionalDiscount: true,
      nextChargeCents: 999,
    });
    expect(Date.parse(sub.trialEndsAt)).toBeLessThan(Date.now());
    expect(Date.parse(sub.subscriptionEndsAt)).toBeGreaterThan(Date.now());
    const invoices = (await t.app.inject({ url: '/api/subscription/invoices', headers: { cookie } })).json();
    expect(invoices.map((i: { amountCents: number }) => i.amountCents)).toEqual([999, 0]);
    const promo = (await t.app.inject({ url: '/api/promo/status' })).json();
    expect(promo).toMatchObject({ usedDiscounts: 1, remainingDiscounts: 499, isActive: true });
  });

  it("is set up: Home's first-hour checklist is done, so it doesn't show", async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO_LOGIN });
    const cookie = sessionCookieFrom(login.headers['set-cookie']);
    const checklist = (await t.app.inject({ url: '/api/setup-checklist', headers: { cookie } })).json();
    expect(checklist.steps.filter((step: { done: boolean }) => !step.done)).toEqual([]);
    expect(checklist.complete).toBe(true);
  });

  it('starts with a few recent unread notifications, the older ones read', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO_LOGIN });
    const cookie = sessionCookieFrom(login.headers['set-cookie']);
    const list = (await t.app.inject({ url: '/api/notifications', headers: { cookie } })).json() as {
      unread: number;
      items: { read: boolean; kind: string }[];
    };
    expect(list.unread).toBeGreaterThan(0);
    expect(list.unread).toBeLessThanOrEqual(10);
    expect(list.items.some((item) => item.read)).toBe(true);
    // Not a pile of bookings made at the moment of seeding: a few of a kind at most (a chat's last messages).
    const unreadByKind = new Map<string, number>();
    for (const item of list.items.filter((entry) => !entry.read))
      unreadByKind.set(item.kind, (unreadByKind.get(item.kind) ?? 0) + 1);
    for (const [kind, count] of unreadByKind) expect(count, kind).toBeLessThanOrEqual(3);
    // The newest online booking is among them, whatever the hour the demo was made.
    expect(list.items.some((item) => !item.read && item.kind === 'booking')).toBe(true);
  });

  it('has two weeks of Settings → Activity naming its own services and team', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO_LOGIN });
    const cookie = sessionCookieFrom(login.headers['set-cookie']);
    const page = (await t.app.inject({ url: '/api/activity', headers: { cookie } })).json();
    const labels = page.items.map((line: { actionLabel: string }) => line.actionLabel);
    expect(labels).toContain('Signed in');
    expect(labels).toContain('Sign-in failed');
    expect(labels).toContain('Service price changed');
    expect(labels).toContain('Data exported');
    const price = page.items.find((line: { action: string }) => line.action === 'service.priceChanged');
    expect(price).toMatchObject({ targetLabel: 'Blowout', actorName: 'Avery Morgan', actorRole: 'owner' });
  });

  it('has a menu of services, a team and a client list', async () => {
    const [serviceCount] = await t.db
      .select({ n: count() })
      .from(services)
      .where(eq(services.businessId, businessId));
    expect(serviceCount?.n).toBeGreaterThanOrEqual(6);
    const employees = await t.db
      .select()
      .from(staff)
      .where(and(eq(staff.businessId, businessId), isNull(staff.userId)));
    expect(employees.length).toBeGreaterThanOrEqual(3);
    for (const member of employees)
      expect(member).toMatchObject({ isActive: true, employeeId: expect.any(String) });
    const [clientCount] = await t.db
      .select({ n: count() })
      .from(clients)
      .where(eq(clients.businessId, businessId));
    expect(clientCount?.n).toBeGreaterThanOrEqual(40);
    const domains = await rows<{ domain: string }>(
      sql`select distinct split_part(email, '@', 2) as domain from clients where business_id = ${businessId}`,
    );
    expect(domains.map((d) => d.domain).sort()).toEqual(['example.com', 'example.net']);
  });

  it('fills the past four weeks with every status and the next two weeks with open bookings', async () => {
    const fourWeeksAgo = new Date(now.getTime() - 28 * 86_400_000);
    const twoWeeksAhead = new Date(now.getTime() + 15 * 86_400_000);
    const statusesBetween = async (from: Date, to: Date) =>
      (
        await t.db
          .selectDistinct({ status: appointments.status })
          .from(appointments)
          .where(
            and(
              eq(appointments.businessId, businessId),
              sql`${appointments.startsAt} >= ${from.toISOString()} and ${appointments.startsAt} < ${to.toISOString()}`,
            ),
          )
      )
        .map((r) => r.status)
        .sort();
    expect(await statusesBetween(fourWeeksAgo, now)).toEqual([
      'cancelled',
      'completed',
      'confirmed',
      'no_show',
      'pending',
    ]);
    expect(await statusesBetween(now, twoWeeksAhead)).toEqual(
      expect.arrayContaining(['confirmed', 'pending']),
    );

    const { today } = localToday(now, DEMO_TIMEZONE);
    const [todays] = await t.db
      .select({ n: count() })
      .from(appointments)
      .where(and(eq(appointments.businessId, businessId), eq(appointments.date, today.date)));
    expect(todays?.n).toBeGreaterThanOrEqual(2);
  });

  it('stores business-local date and times that match the instants, on the 30-minute grid', async () => {
    const mismatched = await rows<{ id: number }>(sql`
      select id from appointments
      where business_id = ${businessId}
        and (timezone <> ${DEMO_TIMEZONE}
          or to_char(starts_at at time zone ${DEMO_TIMEZONE}, 'YYYY-MM-DD HH24:MI') <> date || ' ' || start_time
          or to_char(ends_at at time zone ${DEMO_TIMEZONE}, 'HH24:MI') <> end_time
          or start_time < '09:00' or end_time > '17:00'
          or right(start_time, 2) not in ('00', '30'))`);
    expect(mismatched).toEqual([]);
  });

  it('has a visit of two services and a blow-dry every other week', async () => {
    const visits = await rows<{ visit_id: number; services: string; staff: number }>(sql`
      select a.visit_id, string_agg(s.name, ', ' order by a.starts_at) as services,
        count(distinct a.staff_id)::int as staff
      from appointments a join services s on s.id = a.service_id
      where a.business_id = ${businessId} and a.visit_id is not null
      group by a.visit_id`);
    expect(visits).toHaveLength(1);
    expect(visits[0]?.services).toBe('Color & Highlights, Blowout');
    const series = await rows<{ visits: number; gaps: number[] }>(sql`
      select count(*)::int as visits,
        array_agg(distinct (a.date::date - first.date::date) % 14) as gaps
      from appointments a
      join lateral (select min(date) as date from appointments where series_id = a.series_id) first on true
      where a.business_id = ${businessId} and a.series_id is not null`);
    expect(series[0]?.visits).toBeGreaterThanOrEqual(3);
    expect(series[0]?.gaps).toEqual([0]);
    // Nothing on a Sunday, when the team doesn't work.
    const sundays = await rows<{ id: number }>(sql`
      select id from appointments
      where business_id = ${businessId} and (visit_id is not null or series_id is not null)
        and extract(dow from date::date) = 0`);
    expect(sundays).toEqual([]);
  });

  it('never double-books a staff member', async () => {
    const overlaps = await rows<{ id: number }>(sql`
      select a.id from appointments a
      join appointments b on a.staff_id = b.staff_id and a.id < b.id
        and tstzrange(a.starts_at, a.ends_at, '[)') && tstzrange(b.starts_at, b.ends_at, '[)')
      where a.business_id = ${businessId} and a.status <> 'cancelled' and b.status <> 'cancelled'`);
    expect(overlaps).toEqual([]);
  });

  it('has low-stock products and a stock history that adds up to what is on the shelf', async () => {
    const shelf = await t.db.select().from(products).where(eq(products.businessId, businessId));
    expect(shelf.length).toBeGreaterThanOrEqual(14);
    const low = shelf.filter((p) => p.stockQuantity <= p.lowStockThreshold);
    expect(low.length).toBeGreaterThanOrEqual(3);
    expect(shelf.some((p) => p.stockQuantity === 0)).toBe(true);

    const history = await rows<{ id: number; stock: number; history: number }>(sql`
      select p.id, p.stock_quantity as stock, coalesce(sum(i.quantity), 0)::int as history
      from products p left join inventory_transactions i on i.product_id = p.id
      where p.business_id = ${businessId}
      group by p.id`);
    expect(history.length).toBe(shelf.length);
    for (const row of history) expect(row.history).toBe(row.stock);
  });

  it('records sales whose totals are the items plus tax', async () => {
    const saleRows = await t.db.select().from(sales).where(eq(sales.businessId, businessId));
    expect(saleRows.length).toBeGreaterThanOrEqual(25);
    const wrong = await rows<{ id: number }>(sql`
      select s.id from sales s
      left join sale_items i on i.sale_id = s.id
      where s.business_id = ${businessId}
      group by s.id
      having s.total_amount <> s.subtotal + s.tax_amount
        or s.subtotal <> coalesce(sum(i.total_price), 0)
        or s.total_amount <> coalesce(sum(i.total_price), 0) + s.tax_amount
        or count(i.id) not between 1 and 3
        or bool_or(i.total_price <> i.unit_price * i.quantity)
        or s.tax_amount <> round(s.subtotal * case s.channel when 'pos' then 0.08 else 0.10 end, 2)`);
    expect(wrong).toEqual([]);

    const { today } = localToday(now, DEMO_TIMEZONE);
    const [todays] = await rows<{ n: number }>(sql`
      select count(*)::int as n from sales
      where business_id = ${businessId}
        and to_char(sale_date at time zone ${DEMO_TIMEZONE}, 'YYYY-MM-DD') = ${today.date}
        and sale_date <= ${now.toISOString()}`);
    expect(todays?.n).toBeGreaterThanOrEqual(1);
  });

  it('has reviews and conversations waiting for an answer', async () => {
    const reviewRows = await t.db.select().from(reviews).where(eq(reviews.businessId, businessId));
    expect(reviewRows.length).toBeGreaterThanOrEqual(12);
    // The moderation the owner did: a comment card typed in, and one spam review removed with its reason.
    expect(reviewRows.filter((r) => r.source === 'staff')).toHaveLength(1);
    expect(reviewRows.filter((r) => r.removedAt !== null).map((r) => r.removalReason)).toEqual(['spam']);
    expect(
      reviewRows.filter((r) => r.source === 'verified' && r.appointmentId !== null).length,
    ).toBeGreaterThan(3);
    for (const review of reviewRows.filter((r) => r.removedAt === null)) {
      expect(review.rating).toBeGreaterThanOrEqual(3);
      expect(review.comment.length).toBeGreaterThanOrEqual(40);
      expect(review.comment.length).toBeLessThanOrEqual(300);
    }
    expect(reviewRows.some((r) => r.appointmentId !== null)).toBe(true);

    const rooms = await t.db.select().from(chatRooms).where(eq(chatRooms.businessId, businessId));
    expect(rooms.length).toBeGreaterThanOrEqual(2);
    const unread = await t.db
      .select()
      .from(chatMessages)
      .where(
        and(
          eq(chatMessages.businessId, businessId),
          eq(chatMessages.senderType, 'client'),
          eq(chatMessages.isRead, false),
        ),
      );
    expect(unread.length).toBeGreaterThan(0);
  });

  it('lists the demo salon and its seven neighbours in the directory, each bookable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/business-directory?pageSize=48' });
    const page = response.json() as DirectoryPage;
    expect(page.total).toBe(8);
    expect(page.items.map((b) => b.name)).toContain('Willow & Sage Salon');
    expect(new Set(page.items.map((b) => b.category)).size).toBe(8);
    expect(page.items.filter((b) => b.isVerified).length).toBeGreaterThan(1);
    expect(page.items.filter((b) => !b.isVerified).length).toBeGreaterThan(1);
    for (const entry of page.items) {
      expect(entry.reviewCount).toBeGreaterThan(0);
      expect(entry.services).toHaveLength(2);
      expect(entry.specialties.length).toBeGreaterThanOrEqual(3);
      expect(entry.availability.some((d) => d.hours !== 'Closed')).toBe(true);
      const publicPage = await t.app.inject({
        method: 'GET',
        url: `/api/public/businesses/${entry.slug}`,
      });
      expect(publicPage.statusCode).toBe(200);
      expect(publicPage.json()).toMatchObject({ id: entry.id, slug: entry.slug, listed: true });
      expect(publicPage.json().services.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('runs offer codes: a welcome code used on past visits at the discounted price, one live, one expired', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO_LOGIN });
    const cookie = sessionCookieFrom(login.headers['set-cookie']);
    const offers = (await t.app.inject({ url: '/api/offers', headers: { cookie } })).json();
    const byCode = Object.fromEntries(offers.map((o: { code: string }) => [o.code, o]));
    expect(byCode.GLOW5).toMatchObject({ status: 'active', minPurchaseAmount: '40.00' });
    expect(byCode.SUMMER20).toMatchObject({ status: 'expired' });
    const welcome = byCode.WELCOME15;
    expect(welcome).toMatchObject({ status: 'active', usageCount: 4, perClientLimit: 1 });
    const history = (
      await t.app.inject({ url: `/api/offers/${welcome.id}/redemptions`, headers: { cookie } })
    ).json();
    expect(new Set(history.map((r: { clientId: number }) => r.clientId)).size).toBe(4);
    const visits = await t.db.select().from(appointments).where(eq(appointments.offerCode, 'WELCOME15'));
    expect(visits).toHaveLength(4);
    for (const visit of visits) expect(Number(visit.discountAmount)).toBeGreaterThan(0);
  });

  it('has subscribed clients, a campaign sent ten days ago with its metrics, and a draft', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO_LOGIN });
    const cookie = sessionCookieFrom(login.headers['set-cookie']);
    const list = (await t.app.inject({ url: '/api/campaigns', headers: { cookie } })).json();
    const subscribed = await t.db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.businessId, businessId), eq(clients.marketingOptIn, true)));
    expect(subscribed.length).toBeGreaterThan(10);
    const sent = list.find((c: { name: string }) => c.name === 'Autumn color week');
    expect(sent).toMatchObject({
      status: 'sent',
      metrics: { audience: subscribed.length, sent: subscribed.length, failed: 0 },
    });
    expect(list.find((c: { name: string }) => c.name === 'We miss you')).toMatchObject({ status: 'draft' });
  });

  it("has two flows switched on whose first round picks up the past week's visits, and one ready but off", async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO_LOGIN });
    const cookie = sessionCookieFrom(login.headers['set-cookie']);
    const flows = (await t.app.inject({ url: '/api/automated-flows', headers: { cookie } })).json();
    expect(flows.map((f: { name: string; isActive: boolean }) => [f.name, f.isActive]).sort()).toEqual([
      ['No-show follow-up', true],
      ['Thank you and review request', true],
      ['We miss you', false],
    ]);
    await runFlowRound(t.db, now);
    const thanks = flows.find((f: { name: string }) => f.name === 'Thank you and review request');
    const runs = (
      await t.app.inject({ url: `/api/automated-flows/${thanks.id}/runs`, headers: { cookie } })
    ).json();
    expect(runs.length).toBeGreaterThan(0);
    expect(runs.every((r: { status: string }) => r.status === 'waiting')).toBe(true);
  });

  it("runs a walk-in room: one in the chair, one called, three waiting, estimated from today's visits", async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: DEMO_LOGIN });
    const cookie = sessionCookieFrom(login.headers['set-cookie']);
    const [room] = (await t.app.inject({ url: '/api/waiting-rooms', headers: { cookie } })).json();
    expect(room).toMatchObject({ name: 'Walk-ins', currentCount: 4, maxCapacity: 15 });
    expect(room.settings.serviceIds).toHaveLength(3);
    const view = (
      await t.app.inject({ url: `/api/waiting-rooms/${room.id}/queue`, headers: { cookie } })
    ).json();
    expect(
      view.entries.map((e: { clientName: string; position: number | null; status: string }) => [
        e.clientName,
        e.position,
        e.status,
      ]),
    ).toEqual([
      ['Grace Liu', 1, 'called'],
      ['Samuel Ortiz', 2, 'waiting'],
      ['Ava Thompson', 3, 'waiting'],
      ['Noah Fischer', 4, 'waiting'],
      ['Tom Becker', null, 'serving'],
    ]);
    // Served visits count toward the estimate when they ended today (all six, unless the demo started
    // just after midnight).
    expect(view.estimate.visitsToday).toBe(
      view.finishedToday.filter((e: { status: string }) => e.status === 'completed').length,
    );
    if (view.estimate.visitsToday > 0) expect(view.estimate.basis).toBe('history');
  });

  it('seeds only once', async () => {
    const before = await tableCounts();
    expect(await seedDemo(t.db)).toBeNull();
    expect(await tableCounts()).toEqual(before);
  });
});
