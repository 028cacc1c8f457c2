import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uniqueClientAddress } from '../../tests/support/factories';
import { logLines } from '../../tests/support/log-lines';
import { setPlan } from '../../tests/support/plans';
import { builtWebDir, testAppBeforeAll } from '../../tests/support/test-app';
import { businesses, clients, outbox } from './db/schema/index';
import { loggerOptions } from './logging';
import { sendEmailVerification } from './modules/businesses/email-verification';
import { booking, daysAhead } from './modules/slots/scheduling-fixtures';
import { fullDay } from './modules/waitlist/waitlist-fixtures';

// "No secrets in logs": one request of each kind that carries a token in its path, query or headers, with a
// real token wherever the app hands one out, and not one log line (at trace, the most the logger writes) holds
// a token. The request lines still say what was asked: method and path, the secret segment `[redacted]`.

const { lines, stream } = logLines();

// The built web app as `npm start` serves it, so the pages' addresses are answered (and logged) as in production.
const webDir = builtWebDir('frontdesk-log-web-');

const t = testAppBeforeAll({ webDir, logger: { ...loggerOptions('trace'), stream }, checkContract: false });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** One request as a visitor sends it (an address of its own: the public routes are limited per address). */
const send = (
  method: Method,
  url: string,
  options: { payload?: object; headers?: Record<string, string> } = {},
) => t.app.inject({ method, url, remoteAddress: uniqueClientAddress(), ...options });

const mailTo = async (to: string, kind: string) => {
  const [mail] = await t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, to), eq(outbox.kind, kind)));
  if (!mail) throw new Error(`no ${kind} mail to ${to}`);
  return mail.body;
};
const linkIn = (body: string, pattern: RegExp) => {
  const found = pattern.exec(body)?.[1];
  if (!found) throw new Error(`no link matching ${pattern} in ${body}`);
  return found;
};

describe('request logs', () => {
  it('hold no token of any kind, yet show each request', async () => {
    const secrets: Record<string, string> = {};
    const statuses: Record<string, number> = {};
    const ask = async (
      label: string,
      method: Method,
      url: string,
      options: { payload?: object; headers?: Record<string, string> } = {},
    ) => {
      statuses[label] = (await send(method, url, options)).statusCode;
    };

    // A business on the top plan (invitations, reviews, the calendar feed and API tokens are paid features)
    // whose one free hour on a day is taken, so clients can join that day's waitlist.
    const f = await fullDay(t);
    const biz = f.biz;
    await setPlan(t.db, biz.businessId, 'enterprise');
    const owner = { cookie: biz.cookie };
    secrets.session = biz.cookie.split('=')[1] as string;
    const asOwner = (method: Method, url: string, payload?: object) =>
      t.app.inject({ method, url, headers: owner, ...(payload ? { payload } : {}) });

    // Waitlist (first: a new staff member would free the full day): joining answers a status link's token;
    // the freed time is held for the client by an emailed link of its own.
    const joined = await f.join('ada@example.com');
    expect(joined.statusCode, joined.body).toBe(201);
    secrets.waitlist = joined.json().token;
    expect((await f.as('PUT', `/api/appointments/${f.takenId}`, { status: 'cancelled' })).statusCode).toBe(
      200,
    );
    secrets.waitlistHold = linkIn(await mailTo('ada@example.com', 'waitlist_offer'), /\/waitlist\/([\w-]+)/);
    expect(secrets.waitlistHold).not.toBe(secrets.waitlist);
    await ask('waitlist', 'GET', `/api/public/waitlist/${secrets.waitlist}`);
    await ask('waitlist page', 'GET', `/waitlist/${secrets.waitlist}`);
    await ask('waitlist hold', 'GET', `/api/public/waitlist/${secrets.waitlistHold}`);
    await ask('waitlist hold page', 'GET', `/waitlist/${secrets.waitlistHold}`);
    await ask('waitlist book', 'POST', `/api/public/waitlist/${secrets.waitlistHold}/book`);
    await ask('waitlist leave', 'DELETE', `/api/public/waitlist/${secrets.waitlist}`);

    // Invitations: the owner invites a new staff member; the token is the invite link's last segment.
    const member = await asOwner('POST', '/api/staff', {
      firstName: 'Rosa',
      lastName: 'Stylist',
      email: 'rosa@example.com',
      role: 'staff',
    });
    expect(member.statusCode, member.body).toBe(201);
    const invited = await asOwner('POST', `/api/staff/${member.json().id}/invite`);
    expect(invited.statusCode, invited.body).toBe(201);
    secrets.invitation = linkIn(invited.json().inviteUrl, /\/invite\/([A-Za-z0-9_-]+)$/);
    await ask('invitation', 'GET', `/api/invitations/${secrets.invitation}`);
    await ask('invitation page', 'GET', `/invite/${secrets.invitation}`);
    await ask('invitation accept', 'POST', `/api/invitations/${secrets.invitation}/accept`, { payload: {} });

    // Walk-in queue: a visitor joins a waiting room and is given the token of their place in line.
    const room = await asOwner('POST', '/api/waiting-rooms', { name: 'Walk-ins' });
    expect(room.statusCode, room.body).toBe(201);
    const place = await send('POST', `/api/public/waiting-rooms/${room.json().id}/queue`, {
      payload: { clientName: 'Walk In' },
    });
    expect(place.statusCode, place.body).toBe(201);
    secrets.queue = place.json().token;
    await ask('queue', 'GET', `/api/public/queue/${secrets.queue}`);
    await ask('queue page', 'GET', `/queue/${secrets.queue}`);
    await ask('queue socket', 'GET', `/ws?channel=queue&token=${secrets.queue}`);
    // A socket opened on a token's address rather than /ws: @fastify/websocket logs that path as it closes it.
    const socket = await t.app.injectWS(`/api/public/queue/${secrets.queue}?token=${secrets.queue}`);
    await new Promise((closed) =>
      socket.readyState === socket.CLOSED ? closed(null) : socket.once('close', closed),
    );
    await ask('queue leave', 'POST', `/api/public/queue/${secrets.queue}/leave`);

    // Reviews: a completed visit emails a single-use review link (a query on the business page).
    const visit = await asOwner(
      'POST',
      '/api/appointments',
      booking(f.service.id, { date: daysAhead(1), startTime: '14:00', clientEmail: 'vera@example.com' }),
    );
    expect(visit.statusCode, visit.body).toBe(201);
    await asOwner('PUT', `/api/appointments/${visit.json().id}`, { status: 'completed' });
    secrets.review = linkIn(await mailTo('vera@example.com', 'review_request'), /review=([\w-]+)/);
    const reviewRequest = `/api/public/businesses/${biz.user.businessSlug}/review-requests/${secrets.review}`;
    await ask('review request', 'GET', reviewRequest);
    await ask('review page', 'GET', `/business?business=${biz.user.businessSlug}&review=${secrets.review}`);
    await ask('review', 'POST', `/api/public/businesses/${biz.user.businessSlug}/reviews`, {
      payload: { requestToken: secrets.review },
    });
    await ask('review opt-out', 'POST', `${reviewRequest}/opt-out`);

    // Portal: signing up answers the bearer token and emails a one-click sign-in link; the client opted in to
    // marketing, so they also have an unsubscribe token.
    const portal = await send('POST', '/api/portal/signup', {
      payload: {
        business: biz.user.businessSlug,
        name: 'Pat Client',
        email: 'pat@example.com',
        phone: '555-123-4567',
        marketingOptIn: true,
      },
    });
    expect(portal.statusCode, portal.body).toBe(201);
    secrets.portal = portal.json().token;
    secrets.portalAccessCode = portal.json().accessCode;
    secrets.portalLink = linkIn(await mailTo('pat@example.com', 'portal_sign_in'), /link=([\w-]+)/);
    await ask('portal me', 'GET', '/api/portal/me', {
      headers: { authorization: `Bearer ${secrets.portal}` },
    });
    await ask('portal socket', 'GET', `/ws?token=${secrets.portal}`);
    await ask(
      'portal link page',
      'GET',
      `/client?business=${biz.user.businessSlug}&link=${secrets.portalLink}`,
    );
    await ask('portal sign-in', 'POST', '/api/portal/sign-in', {
      payload: { linkToken: secrets.portalLink },
    });
    await ask('portal access code', 'POST', '/api/portal/sign-in', {
      payload: { accessCode: secrets.portalAccessCode },
    });

    // Unsubscribe: the client's marketing token, as the footer link and the List-Unsubscribe header carry it.
    const [client] = await t.db
      .select({ token: clients.marketingToken })
      .from(clients)
      .where(eq(clients.email, 'pat@example.com'));
    secrets.unsubscribe = client?.token as string;
    expect(secrets.unsubscribe).toMatch(/^[\w-]{32}$/);
    await ask('unsubscribe', 'GET', `/api/public/unsubscribe/${secrets.unsubscribe}`);
    await ask('unsubscribe page', 'GET', `/unsubscribe/${secrets.unsubscribe}`);
    await ask('unsubscribe post', 'POST', `/api/public/unsubscribe/${secrets.unsubscribe}`);

    // Calendar feed: the feed's file name is its key.
    const feed = await asOwner('GET', '/api/calendar-feed');
    expect(feed.statusCode, feed.body).toBe(200);
    const feedPath = new URL(feed.json().url).pathname;
    secrets.calendarFeed = linkIn(feedPath, /\/api\/public\/calendar\/([\w-]+)\.ics$/);
    await ask('calendar feed', 'GET', feedPath);

    // API tokens: shown once when created (in the answer, never logged), then sent as a bearer token.
    const created = await asOwner('POST', '/api/tokens', { name: 'Zapier' });
    expect(created.statusCode, created.body).toBe(201);
    secrets.apiToken = created.json().token;
    await ask('api token', 'GET', '/api/reviews', {
      headers: { authorization: `Bearer ${secrets.apiToken}` },
    });
    await ask('api token in a query', 'GET', `/api/reviews?access_token=${secrets.apiToken}`);

    // Business email verification: a single-use link to the business's address.
    await t.db.update(businesses).set({ email: 'desk@example.com' }).where(eq(businesses.id, biz.businessId));
    await sendEmailVerification(t.db, biz.businessId);
    secrets.emailVerification = linkIn(
      await mailTo('desk@example.com', 'business_email_verification'),
      /token=([\w-]+)/,
    );
    await ask('email verification page', 'GET', `/verify-business-email?token=${secrets.emailVerification}`);
    await ask('email verification', 'POST', '/api/public/business-email-verifications', {
      payload: { token: secrets.emailVerification },
    });

    // Password reset doesn't exist yet: its page and API, made as the other links are, are covered already.
    secrets.passwordReset = 'pR3set_Tok-en9aZ8yX7wV6uT5sR4qP3o';
    await ask('password reset page', 'GET', `/reset-password/${secrets.passwordReset}`);
    await ask('password reset', 'GET', `/api/auth/password-resets/${secrets.passwordReset}`);

    // The tokens were real: each was taken where it is good.
    expect(statuses).toMatchObject({
      invitation: 200,
      'invitation page': 200,
      queue: 200,
      'queue page': 200,
      'queue leave': 200,
      waitlist: 200,
      'waitlist hold': 200,
      'waitlist book': 201,
      'review request': 200,
      'review page': 200,
      'portal me': 200,
      'portal sign-in': 200,
      'portal access code': 200,
      unsubscribe: 200,
      'unsubscribe page': 200,
      'calendar feed': 200,
      'api token': 200,
      'email verification': 200,
      'password reset page': 200,
    });

    const log = lines.join('');
    for (const [kind, secret] of Object.entries(secrets)) {
      expect(secret.length, kind).toBeGreaterThanOrEqual(16);
      expect(log, kind).not.toContain(secret);
    }

    const upgrade = lines.find((line) => line.includes('no websocket handler'));
    expect(upgrade && JSON.parse(upgrade).path).toBe('/api/public/queue/[redacted]');

    // Each request still shows in its line, by method and path.
    const requests = lines
      .map((line) => JSON.parse(line) as { msg?: string; req?: { method: string; url: string } })
      .filter((line) => line.msg === 'incoming request' && line.req)
      .map(({ req }) => `${req?.method} ${req?.url}`);
    const reviewLine = `/api/public/businesses/${biz.user.businessSlug}/review-requests/[redacted]`;
    expect(requests).toEqual(
      expect.arrayContaining([
        'GET /api/invitations/[redacted]',
        'GET /invite/[redacted]',
        'POST /api/invitations/[redacted]/accept',
        'GET /api/public/queue/[redacted]',
        'GET /queue/[redacted]',
        'GET /ws',
        'POST /api/public/queue/[redacted]/leave',
        'GET /api/public/waitlist/[redacted]',
        'GET /waitlist/[redacted]',
        'POST /api/public/waitlist/[redacted]/book',
        'DELETE /api/public/waitlist/[redacted]',
        `GET ${reviewLine}`,
        'GET /business',
        `POST /api/public/businesses/${biz.user.businessSlug}/reviews`,
        `POST ${reviewLine}/opt-out`,
        'GET /api/portal/me',
        'GET /client',
        'POST /api/portal/sign-in',
        'GET /api/public/unsubscribe/[redacted]',
        'GET /unsubscribe/[redacted]',
        'POST /api/public/unsubscribe/[redacted]',
        'GET /api/public/calendar/[redacted]',
        'GET /api/reviews',
        'GET /verify-business-email',
        'POST /api/public/business-email-verifications',
        'GET /reset-password/[redacted]',
        'GET /api/auth/password-resets/[redacted]',
      ]),
    );
  });
});
