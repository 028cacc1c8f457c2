import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueClientAddress } from '../../../../tests/support/factories';
import { CONSENT_SOURCE_REQUIRED, UNSUBSCRIBE_LINK_INVALID } from '../../../contract/consent';
import { clients } from '../../db/schema/index';
import { setRole } from '../products/commerce-fixtures';
import { schedulingTestApp } from '../slots/scheduling-app-fixtures';
import { addService, booking, daysAhead, schedulingBusiness } from '../slots/scheduling-fixtures';

const { t, a: biz, b: other, call } = schedulingTestApp({ tier: 'premium' });
let service: { id: number };
beforeAll(async () => {
  service = await addService(t.app, biz.cookie, { duration: 30 });
});

let hour = 8;
const book = (payload: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/public/businesses/${biz.user.businessSlug}/appointments`,
    remoteAddress: uniqueClientAddress(),
    payload: {
      ...booking(service.id, { date: daysAhead(9), startTime: `${String(++hour).padStart(2, '0')}:00` }),
      ...payload,
    },
  });
const clientByEmail = async (email: string) => {
  const [row] = await t.db.select().from(clients).where(eq(clients.email, email));
  if (!row) throw new Error(`no client ${email}`);
  return row;
};
const detail = async (id: number, cookie = biz.cookie) =>
  (await call('GET', `/api/clients/${id}`, cookie)).json();

describe('marketing consent', () => {
  it('is recorded only when the client ticks the box on the booking page, with when and how', async () => {
    expect((await book({ clientEmail: 'no.tick@example.com' })).statusCode).toBe(201);
    const unticked = await clientByEmail('no.tick@example.com');
    expect(await detail(unticked.id)).toMatchObject({
      marketingOptIn: false,
      marketingConsentAt: null,
      marketingConsentSource: null,
    });
    expect((await book({ clientEmail: 'ticked@example.com', marketingOptIn: true })).statusCode).toBe(201);
    const ticked = await clientByEmail('ticked@example.com');
    const seen = await detail(ticked.id);
    expect(seen).toMatchObject({ marketingOptIn: true, marketingConsentSource: 'booking_page' });
    expect(Date.now() - Date.parse(seen.marketingConsentAt)).toBeLessThan(60_000);
    // Booking again without ticking leaves the yes alone.
    expect((await book({ clientEmail: 'ticked@example.com' })).statusCode).toBe(201);
    expect((await detail(ticked.id)).marketingOptIn).toBe(true);
  });

  it('may be set by staff only with how the client agreed; another business answers 404', async () => {
    const client = await clientByEmail('no.tick@example.com');
    const url = `/api/clients/${client.id}/marketing-consent`;
    const missing = await call('PUT', url, biz.cookie, { marketingOptIn: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ path: 'source', message: CONSENT_SOURCE_REQUIRED }]);
    const ok = await call('PUT', url, biz.cookie, { marketingOptIn: true, source: 'written_form' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ marketingOptIn: true, marketingConsentSource: 'staff_written_form' });
    expect(
      (await call('PUT', url, other.cookie, { marketingOptIn: false, source: 'phone' })).statusCode,
    ).toBe(404);
    expect((await call('PUT', url, undefined, { marketingOptIn: false, source: 'phone' })).statusCode).toBe(
      401,
    );
  });

  it('is given and withdrawn by the client in the portal', async () => {
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/portal/signup',
      remoteAddress: uniqueClientAddress(),
      payload: {
        business: biz.user.businessSlug,
        name: 'Pat Portal',
        email: 'pat.portal@example.com',
        phone: '555-123-4567',
        marketingOptIn: true,
      },
    });
    expect(signUp.statusCode).toBe(201);
    const { token, client } = signUp.json();
    expect(client).toMatchObject({ marketingOptIn: true, marketingConsentSource: 'portal' });
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/portal/me',
      headers: { authorization: `Bearer ${token}` },
      payload: { marketingOptIn: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      marketingOptIn: false,
      marketingConsentSource: 'portal',
      name: 'Pat Portal',
    });
  });

  it('ends with one click on the unsubscribe link, by the page or by the mail client (RFC 8058), without a session', async () => {
    const client = await clientByEmail('ticked@example.com');
    const token = client.marketingToken;
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const status = await t.app.inject({ url: `/api/public/unsubscribe/${token}` });
    expect(status.json()).toEqual({ businessName: 'Test Salon', subscribed: true });
    // What Gmail and others send for List-Unsubscribe-Post.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/public/unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ businessName: 'Test Salon', subscribed: false });
    expect(await detail(client.id)).toMatchObject({
      marketingOptIn: false,
      marketingConsentSource: 'unsubscribe_link',
    });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/public/unsubscribe/${token}`,
      payload: {},
    });
    expect(again.json().subscribed).toBe(false);
    for (const bad of ['nope', 'x'.repeat(40)]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/public/unsubscribe/${bad}`,
        payload: {},
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(UNSUBSCRIBE_LINK_INVALID);
    }
    // A NUL in the path names no route at all.
    const hostile = await t.app.inject({
      method: 'POST',
      url: '/api/public/unsubscribe/%00%27',
      payload: {},
    });
    expect(hostile.statusCode).toBe(404);
  });

  it('is recorded by staff members too (clients.edit)', async () => {
    const team = await schedulingBusiness(t.app, t.db, { tier: 'premium' });
    const [row] = await t.db
      .insert(clients)
      .values({ businessId: team.businessId, name: 'Lee', email: 'lee@example.com' })
      .returning();
    await setRole(t.db, team.businessId, 'staff');
    const url = `/api/clients/${row?.id}/marketing-consent`;
    expect(
      (await call('PUT', url, team.cookie, { marketingOptIn: true, source: 'in_person' })).statusCode,
    ).toBe(200);
  });
});
