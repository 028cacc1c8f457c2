import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestBusiness,
  type TestBusiness,
  uniqueClientAddress,
} from '../../../../tests/support/factories';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { loadConfig } from '../../config';
import { hashSecret } from '../../core/portal-sessions';
import { chatMessages, chatRooms, clients, outbox, services, staff } from '../../db/schema/index';
import { addClient, enableChat, HOUR, insertAppointment } from '../clients/test-fixtures';
import { accessCodeHash } from './access-code';

let t: TestApp;
let owner: TestBusiness;
let rival: TestBusiness;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createTestBusiness(t.app);
  rival = await createTestBusiness(t.app);
  await enableChat(t.db, owner.user.businessId);
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function signUp(email: string, extra: Record<string, unknown> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/portal/signup',
    remoteAddress: uniqueClientAddress(),
    payload: {
      business: owner.user.businessSlug,
      name: 'Pat Client',
      email,
      phone: '555-123-4567',
      ...extra,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { token: string; accessCode: string; client: { id: number } };
}

const portal = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: bearer(token), payload: payload as object });

describe('portal sign-up and sign-in', () => {
  it("validates the spec's form", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/portal/signup',
      payload: { business: owner.user.businessSlug, name: 'P', email: 'x', phone: '12' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { message: string }) => e.message)).toEqual([
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Phone number must be at least 10 digits',
    ]);
  });

  it('signs up with a 128-bit access code shown once, stored hashed and emailed with a one-click link', async () => {
    const session = await signUp('pat@example.com', { address: '1 Main St', notes: 'Allergic to lavender' });
    expect(session.accessCode).toMatch(/^([0-9a-f]{4}-){7}[0-9a-f]{4}$/);
    expect(session).toMatchObject({ kind: 'portal', client: { name: 'Pat Client', address: '1 Main St' } });
    const [row] = await t.db.select().from(clients).where(eq(clients.id, session.client.id));
    const normalised = session.accessCode.replace(/-/g, '');
    expect(row?.accessCodeHash).toBe(hashSecret(normalised));
    expect(row?.accessCodeHash).toBe(accessCodeHash(session.accessCode.toUpperCase()));
    expect(row?.accessCodeHash).not.toContain(normalised);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, 'pat@example.com'));
    expect(mail?.body).toContain(session.accessCode);
    const link = /link=([\w-]+)/.exec(mail?.body ?? '')?.[1];
    expect(link).toBeTruthy();

    const byLink = await t.app.inject({
      method: 'POST',
      url: '/api/portal/sign-in',
      payload: { linkToken: link },
    });
    expect(byLink.statusCode).toBe(200);
    expect(byLink.json().client.email).toBe('pat@example.com');
    expect(byLink.json().accessCode).toBeUndefined();
    const reused = await t.app.inject({
      method: 'POST',
      url: '/api/portal/sign-in',
      payload: { linkToken: link },
    });
    expect(reused.statusCode).toBe(401);

    const typed = session.accessCode.toUpperCase().replace(/-/g, ' ');
    const byCode = await t.app.inject({
      method: 'POST',
      url: '/api/portal/sign-in',
      payload: { accessCode: typed },
    });
    expect(byCode.json().client.id).toBe(session.client.id);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/portal/sign-in',
      payload: { accessCode: 'abcd-1234' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid access code');

    const duplicate = await t.app.inject({
      method: 'POST',
      url: '/api/portal/signup',
      payload: {
        business: owner.user.businessSlug,
        name: 'Other Pat',
        email: 'pat@example.com',
        phone: '5551234567',
      },
    });
    expect(duplicate.statusCode).toBe(409);
  });

  it('signs out: the token stops working', async () => {
    const { token } = await signUp('leaver@example.com');
    expect((await portal(token, 'GET', '/api/portal/me')).statusCode).toBe(200);
    expect((await portal(token, 'POST', '/api/portal/sign-out')).statusCode).toBe(204);
    expect((await portal(token, 'GET', '/api/portal/me')).statusCode).toBe(401);
  });

  it('emails a sign-in link to a known client only, answering the same either way', async () => {
    await addClient(t.app, owner, { name: 'Booked Once', email: 'booked@example.com' });
    const known = await t.app.inject({
      method: 'POST',
      url: '/api/portal/sign-in-link',
      payload: { business: owner.user.businessSlug, email: 'booked@example.com' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/portal/sign-in-link',
      payload: { business: owner.user.businessSlug, email: 'nobody@example.com' },
    });
    expect(known.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    const sent = await t.db.select().from(outbox).where(eq(outbox.recipient, 'booked@example.com'));
    expect(sent).toHaveLength(1);
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, 'nobody@example.com'))).toHaveLength(
      0,
    );
  });

  it('rate-limits sign-in per IP', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/portal/sign-in',
        remoteAddress: '10.9.9.9',
        payload: { accessCode: `guess-${i}` },
      });
      statuses.push(r.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('my profile and appointments', () => {
  it('answers only for the signed-in client', async () => {
    const me = await signUp('me@example.com');
    const them = await signUp('them@example.com');
    const profile = (await portal(me.token, 'GET', '/api/portal/me')).json();
    expect(profile).toMatchObject({
      id: me.client.id,
      email: 'me@example.com',
      business: { id: owner.user.businessId },
    });

    const edited = await portal(me.token, 'PUT', '/api/portal/me', {
      name: 'Me Myself',
      phone: '555 987 6543',
    });
    expect(edited.json()).toMatchObject({ name: 'Me Myself', phone: '555 987 6543' });
    const bad = await portal(me.token, 'PUT', '/api/portal/me', { phone: '123' });
    expect(bad.json().message).toBe('Phone number must be at least 10 digits');
    const taken = await portal(me.token, 'PUT', '/api/portal/me', { email: 'them@example.com' });
    expect(taken.statusCode).toBe(409);

    const theirs = await insertAppointment(t.db, {
      businessId: owner.user.businessId,
      clientId: them.client.id,
      startsAt: new Date(Date.now() + 200 * HOUR),
    });
    expect((await portal(me.token, 'GET', '/api/portal/appointments')).json()).toEqual({
      upcoming: [],
      past: [],
    });
    const steal = await portal(me.token, 'POST', `/api/portal/appointments/${theirs.id}/cancel`);
    expect(steal.statusCode).toBe(404);
    expect((await portal('not-a-token', 'GET', '/api/portal/me')).statusCode).toBe(401);
  });

  it('lists upcoming and past and cancels up to the business cut-off', async () => {
    const me = await signUp('cutoff@example.com');
    const businessId = owner.user.businessId;
    const later = await insertAppointment(t.db, {
      businessId,
      clientId: me.client.id,
      startsAt: new Date(Date.now() + 300 * HOUR),
      price: '55.00',
      serviceName: 'Massage',
    });
    const soon = await insertAppointment(t.db, {
      businessId,
      clientId: me.client.id,
      startsAt: new Date(Date.now() + 400 * HOUR - 390 * HOUR),
    });
    const done = await insertAppointment(t.db, {
      businessId,
      clientId: me.client.id,
      startsAt: new Date(Date.now() - 500 * HOUR),
      status: 'completed',
    });

    const list = (await portal(me.token, 'GET', '/api/portal/appointments')).json();
    expect(list.upcoming.map((a: { id: number }) => a.id)).toEqual([soon.id, later.id]);
    expect(list.past.map((a: { id: number }) => a.id)).toEqual([done.id]);
    // "Book again" names the visit's service and staff member while both are still there.
    expect(list.past[0].bookAgain).toEqual({ serviceId: done.serviceId, staffId: done.staffId });
    await t.db.update(staff).set({ isActive: false }).where(eq(staff.id, done.staffId));
    await t.db.update(services).set({ isActive: false }).where(eq(services.id, later.serviceId));
    const after = (await portal(me.token, 'GET', '/api/portal/appointments')).json();
    expect(after.past[0].bookAgain).toEqual({ serviceId: done.serviceId, staffId: null });
    expect(after.upcoming[1].bookAgain).toBeNull();
    await t.db.update(staff).set({ isActive: true }).where(eq(staff.id, done.staffId));
    expect(list.upcoming[1]).toMatchObject({
      service: { name: 'Massage', duration: 45, price: '55.00' },
      appointmentDate: later.date,
      appointmentTime: later.startTime,
      status: 'confirmed',
      canCancel: true,
    });
    expect(list.upcoming[0].canCancel).toBe(false);

    const tooLate = await portal(me.token, 'POST', `/api/portal/appointments/${soon.id}/cancel`);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toBe(
      'Appointments can only be cancelled online up to 24 hours before they start.',
    );

    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/portal-settings',
      headers: { cookie: owner.cookie },
      payload: { cancellationCutoffHours: 2 },
    });
    expect(put.json()).toEqual({ cancellationCutoffHours: 2 });
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/portal-settings', headers: { cookie: owner.cookie } })
      ).json(),
    ).toEqual({ cancellationCutoffHours: 2 });
    const cancelled = await portal(me.token, 'POST', `/api/portal/appointments/${soon.id}/cancel`);
    expect(cancelled.json()).toMatchObject({ id: soon.id, status: 'cancelled', canCancel: false });
    expect((await portal(me.token, 'POST', `/api/portal/appointments/${soon.id}/cancel`)).statusCode).toBe(
      409,
    );
    expect((await portal(me.token, 'POST', `/api/portal/appointments/${done.id}/cancel`)).statusCode).toBe(
      409,
    );
    const staffView = await t.app.inject({
      method: 'GET',
      url: `/api/clients/${me.client.id}`,
      headers: { cookie: owner.cookie },
    });
    expect(staffView.json().appointments.find((a: { id: number }) => a.id === soon.id).status).toBe(
      'cancelled',
    );
  });
});

describe('chat widget', () => {
  it('gives a guest only the room it created, never the portal or the client’s history', async () => {
    const member = await signUp('member@example.com');
    const own = (await portal(member.token, 'POST', '/api/portal/chat/rooms')).json();
    await portal(member.token, 'POST', `/api/portal/chat/rooms/${own.id}/messages`, {
      message: 'my private question',
    });

    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/portal/widget/session',
      payload: { business: owner.user.businessSlug, name: 'Someone Else', email: 'member@example.com' },
    });
    expect(guest.statusCode).toBe(201);
    const { token, roomId, kind } = guest.json();
    expect(kind).toBe('guest');
    expect(roomId).not.toBe(own.id);
    expect((await portal(token, 'GET', '/api/portal/me')).statusCode).toBe(403);
    expect((await portal(token, 'GET', '/api/portal/appointments')).statusCode).toBe(403);
    expect((await portal(token, 'GET', `/api/portal/chat/rooms/${own.id}/messages`)).statusCode).toBe(404);
    const rooms = (await portal(token, 'GET', '/api/portal/chat/rooms')).json();
    expect(rooms.map((r: { id: number }) => r.id)).toEqual([roomId]);

    const sent = await portal(token, 'POST', `/api/portal/chat/rooms/${roomId}/messages`, {
      message: 'Hi, do you have time Friday?',
    });
    expect(sent.json()).toMatchObject({ senderType: 'client', senderId: member.client.id, isRead: false });
  });

  it("keeps a guest's room under a client's email out of that client's portal and staff's room for them", async () => {
    const member = await signUp('posed-as@example.com');
    const guest = (
      await t.app.inject({
        method: 'POST',
        url: '/api/portal/widget/session',
        payload: { business: owner.user.businessSlug, name: 'Not The Client', email: 'posed-as@example.com' },
      })
    ).json();
    await portal(guest.token, 'POST', `/api/portal/chat/rooms/${guest.roomId}/messages`, {
      message: 'Please change my booking',
    });

    // Signed in, the real client gets a room of their own, never the guest's, and can't open the guest's.
    const own = (await portal(member.token, 'POST', '/api/portal/chat/rooms')).json();
    expect(own.id).not.toBe(guest.roomId);
    expect(own).toMatchObject({ verified: true, guestName: null });
    const listed = (await portal(member.token, 'GET', '/api/portal/chat/rooms')).json();
    expect(listed.map((r: { id: number }) => r.id)).toEqual([own.id]);
    const peek = await portal(member.token, 'GET', `/api/portal/chat/rooms/${guest.roomId}/messages`);
    expect(peek.statusCode).toBe(404);
    const post = await portal(member.token, 'POST', `/api/portal/chat/rooms/${guest.roomId}/messages`, {
      message: 'x',
    });
    expect(post.statusCode).toBe(404);

    // Staff see the typed name, marked unverified; "Message" on the client opens the client's own room.
    const rooms = (
      await t.app.inject({ method: 'GET', url: '/api/chat/rooms', headers: { cookie: owner.cookie } })
    ).json();
    expect(rooms.find((r: { id: number }) => r.id === guest.roomId)).toMatchObject({
      clientId: member.client.id,
      guestName: 'Not The Client',
      verified: false,
      client: { name: 'Pat Client', email: 'posed-as@example.com' },
      lastMessage: { message: 'Please change my booking' },
    });
    expect(rooms.find((r: { id: number }) => r.id === own.id)).toMatchObject({
      verified: true,
      guestName: null,
    });
    const staffRoom = await t.app.inject({
      method: 'POST',
      url: '/api/chat/rooms',
      headers: { cookie: owner.cookie },
      payload: { clientId: member.client.id },
    });
    expect(staffRoom.statusCode).toBe(200);
    expect(staffRoom.json().id).toBe(own.id);
  });

  it('lets the client claim the guest chat of this device by signing in, and nobody else', async () => {
    const member = await signUp('claimant@example.com');
    const other = await signUp('not-claimant@example.com');
    const guest = (
      await t.app.inject({
        method: 'POST',
        url: '/api/portal/widget/session',
        payload: {
          business: owner.user.businessSlug,
          name: 'Claimant On Phone',
          email: 'claimant@example.com',
        },
      })
    ).json();
    await portal(guest.token, 'POST', `/api/portal/chat/rooms/${guest.roomId}/messages`, {
      message: 'Asked before signing in',
    });
    const claim = (token: string, guestToken: string) =>
      portal(token, 'POST', '/api/portal/chat/rooms/claim', { guestToken });

    expect((await claim(guest.token, guest.token)).statusCode).toBe(403);
    expect((await claim(other.token, guest.token)).statusCode).toBe(404);
    expect((await claim(member.token, member.token)).statusCode).toBe(404);
    expect((await claim(member.token, 'forged')).statusCode).toBe(404);
    expect((await portal(member.token, 'GET', '/api/portal/chat/rooms')).json()).toEqual([]);

    const claimed = await claim(member.token, guest.token);
    expect(claimed.statusCode).toBe(200);
    expect(claimed.json()).toMatchObject({
      id: guest.roomId,
      clientId: member.client.id,
      guestName: 'Claimant On Phone',
      verified: true,
    });
    const mine = (await portal(member.token, 'GET', '/api/portal/chat/rooms')).json();
    expect(mine.map((r: { id: number }) => r.id)).toEqual([guest.roomId]);
    const messages = (
      await portal(member.token, 'GET', `/api/portal/chat/rooms/${guest.roomId}/messages`)
    ).json();
    expect(messages).toMatchObject([{ message: 'Asked before signing in' }]);
    // The widget's open general room is now this one, and the guest token has ended.
    expect((await portal(member.token, 'POST', '/api/portal/chat/rooms')).json().id).toBe(guest.roomId);
    expect((await portal(guest.token, 'GET', '/api/portal/chat/rooms')).statusCode).toBe(401);
    expect((await claim(member.token, guest.token)).statusCode).toBe(404);
  });

  it('lets a client read staff replies, marking them read, and see only their rooms', async () => {
    const me = await signUp('reader@example.com');
    const other = await signUp('other-reader@example.com');
    const room = (await portal(me.token, 'POST', '/api/portal/chat/rooms')).json();
    await t.app.inject({
      method: 'POST',
      url: `/api/chat/rooms/${room.id}/messages`,
      headers: { cookie: owner.cookie },
      payload: { message: 'Welcome!' },
    });
    const listed = (await portal(me.token, 'GET', '/api/portal/chat/rooms')).json();
    expect(listed[0]).toMatchObject({
      id: room.id,
      unreadCount: 1,
      lastMessage: { message: 'Welcome!', senderType: 'user' },
    });
    const messages = (await portal(me.token, 'GET', `/api/portal/chat/rooms/${room.id}/messages`)).json();
    expect(messages).toMatchObject([{ message: 'Welcome!', isRead: true }]);
    expect((await portal(other.token, 'GET', `/api/portal/chat/rooms/${room.id}/messages`)).statusCode).toBe(
      404,
    );
    expect(
      (await portal(other.token, 'POST', `/api/portal/chat/rooms/${room.id}/messages`, { message: 'x' }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses chat on a business without the chat feature', async () => {
    const info = (
      await t.app.inject({ method: 'GET', url: `/api/portal/businesses/${rival.user.businessSlug}` })
    ).json();
    expect(info).toMatchObject({
      id: rival.user.businessId,
      slug: rival.user.businessSlug,
      chatEnabled: false,
      cancellationCutoffHours: 24,
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/portal/widget/session',
      payload: { business: rival.user.businessSlug, name: 'Guest Person', email: 'guest@example.com' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This feature requires a paid subscription.');
    const latest = await t.db
      .select()
      .from(clients)
      .where(eq(clients.businessId, rival.user.businessId))
      .orderBy(desc(clients.id));
    expect(latest).toHaveLength(0);
  });

  it('answers 403 to every portal chat call of a business without the chat feature', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/portal/signup',
      remoteAddress: uniqueClientAddress(),
      payload: {
        business: rival.user.businessSlug,
        name: 'Free Plan Client',
        email: 'free-plan@example.com',
        phone: '555-123-4567',
      },
    });
    expect(response.statusCode).toBe(201);
    const { token } = response.json() as { token: string };
    // A room that exists (e.g. from before a downgrade) is refused too, not just a missing one.
    const [room] = await t.db
      .insert(chatRooms)
      .values({ businessId: rival.user.businessId, clientId: response.json().client.id })
      .returning();
    const calls = [
      portal(token, 'GET', '/api/portal/chat/rooms'),
      portal(token, 'POST', '/api/portal/chat/rooms'),
      portal(token, 'GET', `/api/portal/chat/rooms/${room?.id}/messages`),
      portal(token, 'POST', `/api/portal/chat/rooms/${room?.id}/messages`, { message: 'Hello?' }),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json().message).toBe('This feature requires a paid subscription.');
    }
    const stored = await t.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.roomId, room?.id ?? 0));
    expect(stored).toHaveLength(0);
  });
});

describe('sign-in links', () => {
  it('point at PUBLIC_URL, not at whatever Host the caller sent', async () => {
    await addClient(t.app, owner, { name: 'Link Target', email: 'target@example.com' });
    process.env.PUBLIC_URL = 'https://book.example.com/';
    try {
      await t.app.inject({
        method: 'POST',
        url: '/api/portal/sign-in-link',
        headers: { host: 'evil.example' },
        payload: { business: owner.user.businessSlug, email: 'target@example.com' },
      });
    } finally {
      delete process.env.PUBLIC_URL;
    }
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, 'target@example.com'));
    expect(mail?.body).toContain(`https://book.example.com/client?business=${owner.user.businessSlug}&link=`);
    expect(mail?.body).not.toContain('evil.example');
  });

  it('without PUBLIC_URL point at the configured default, never at a forged Host', async () => {
    const saved = process.env.PUBLIC_URL;
    delete process.env.PUBLIC_URL;
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    try {
      const expected = `${loadConfig().publicUrl}/client?business=${owner.user.businessSlug}&link=`;
      expect(expected).toMatch(/^http:\/\/localhost:\d+\/client\?/);

      const signedUp = await t.app.inject({
        method: 'POST',
        url: '/api/portal/signup',
        remoteAddress: uniqueClientAddress(),
        headers: forged,
        payload: {
          business: owner.user.businessSlug,
          name: 'Forged Host',
          email: 'forged-signup@example.com',
          phone: '555-123-4567',
        },
      });
      expect(signedUp.statusCode).toBe(201);
      await addClient(t.app, owner, { name: 'Link Victim', email: 'victim@example.com' });
      const linked = await t.app.inject({
        method: 'POST',
        url: '/api/portal/sign-in-link',
        headers: forged,
        payload: { business: owner.user.businessSlug, email: 'victim@example.com' },
      });
      expect(linked.statusCode).toBe(202);

      for (const recipient of ['forged-signup@example.com', 'victim@example.com']) {
        const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, recipient));
        expect(mail?.body).toContain(expected);
        expect(mail?.body).not.toContain('evil.example');
      }
    } finally {
      if (saved !== undefined) process.env.PUBLIC_URL = saved;
    }
  });
});
