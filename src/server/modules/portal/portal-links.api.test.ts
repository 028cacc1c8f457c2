import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueClientAddress } from '../../../../tests/support/factories';
import { paidBusiness } from '../../../../tests/support/plans';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { SIGN_IN_LINK_SENT } from '../../../contract/portal';
import { outbox } from '../../db/schema/index';
import { addClient } from '../clients/test-fixtures';

// Issue 33: the portal opened from the landing page names no business: the client asks for sign-in links by
// email alone, and gets one for each business they are a client of, and nothing tells anyone else whether
// the email is known anywhere.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const ask = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/portal/sign-in-link',
    remoteAddress: uniqueClientAddress(),
    payload,
  });
const linksTo = async (email: string) =>
  (
    await t.db
      .select({ body: outbox.body })
      .from(outbox)
      .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'portal_sign_in')))
  ).map((row) => /\/client\?business=([a-z0-9-]+)&link=([A-Za-z0-9_-]+)/.exec(row.body));

describe('sign-in links without a business', () => {
  it('emails a link for each business the email is a client of, each signing in to its own', async () => {
    const salon = await paidBusiness(t, 'premium');
    const spa = await paidBusiness(t, 'premium');
    const email = 'two-places@example.com';
    const atSalon = await addClient(t.app, salon, { name: 'Lee Two', email, phone: '555-010-1000' });
    const atSpa = await addClient(t.app, spa, { name: 'Lee Two', email, phone: '555-010-1000' });

    const res = await ask({ email: 'Two-Places@Example.com' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: SIGN_IN_LINK_SENT });
    const links = await linksTo(email);
    expect(links.map((m) => m?.[1]).sort()).toEqual([salon.user.businessSlug, spa.user.businessSlug].sort());
    for (const match of links) {
      const session = await t.app.inject({
        method: 'POST',
        url: '/api/portal/sign-in',
        payload: { linkToken: match?.[2] },
      });
      expect(session.statusCode).toBe(200);
      const expected = match?.[1] === salon.user.businessSlug ? atSalon.id : atSpa.id;
      expect(session.json().client).toMatchObject({ id: expected, business: { slug: match?.[1] } });
    }
  });

  it('answers an unknown email the same, sending nothing, and sends one email at most five links an hour', async () => {
    const unknown = await ask({ email: 'nobody-anywhere@example.com' });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ message: SIGN_IN_LINK_SENT });
    expect(await linksTo('nobody-anywhere@example.com')).toEqual([]);

    const salon = await paidBusiness(t, 'premium');
    const email = 'asks-often@example.com';
    await addClient(t.app, salon, { name: 'Often Asks', email, phone: '555-010-1001' });
    for (let i = 0; i < 7; i++) expect((await ask({ email })).statusCode).toBe(202);
    expect(await linksTo(email)).toHaveLength(5);
  });
});
