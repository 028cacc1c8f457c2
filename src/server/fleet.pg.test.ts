import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Fleet, type Instance, startFleet } from '../../tests/support/fleet';
import { logInAsDemo } from '../../tests/support/server-process';
import { type ReceivedMail, startSmtpCapture } from '../../tests/support/smtp';
import { DEMO_LOGIN } from './db/seed/demo';

/**
 * deploy/compose.yaml's layout on this machine (issue 34): two web instances behind haproxy (deploy/haproxy.cfg),
 * two workers, PgBouncer in transaction mode (deploy/pgbouncer.ini) in front of PostgreSQL, every instance its
 * own process of the built server. What one instance does, the fleet does: each email once, one throttle, and a
 * rolling restart without a failed request.
 */
let fleet: Fleet;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let origin: string;
let proxy: Awaited<ReturnType<Fleet['startProxy']>>;
let db: pg.Client;
let businessId: number;
const webs: Instance[] = [];

const REMINDERS = 200;
const CAMPAIGN_CLIENTS = 150;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  fleet = await startFleet(inject('templateDatabase'), {
    env: { SMTP_URL: smtp.url, OUTBOX_INTERVAL_MS: '200', OUTBOX_LEASE_SECONDS: '5', DRAIN_SECONDS: '3' },
  });
  // The first instance seeds the demo business; the rest start on it.
  webs.push(await fleet.start('web1', 'web', { SEED_DEMO: 'true' }));
  webs.push(await fleet.start('web2', 'web'));
  proxy = await fleet.startProxy(webs);
  origin = proxy.origin;
  db = new pg.Client({ connectionString: fleet.directUrl });
  await db.connect();
  const owner = await db.query<{ business_id: number }>(
    `select m.business_id from memberships m join users u on u.id = m.user_id where u.email = $1`,
    [DEMO_LOGIN.email],
  );
  businessId = owner.rows[0]?.business_id ?? 0;
}, 180_000);

afterAll(async () => {
  await db?.end();
  await fleet?.stop();
  await smtp?.close();
});

/** The Message-ID of a received message: the outbox row it came from (jobs/outbox-sender.ts). */
const messageIdOf = (mail: ReceivedMail) => /^Message-ID:\s*<([^>]+)>/im.exec(mail.raw)?.[1] ?? '';

async function count(sql: string, params: unknown[] = []): Promise<number> {
  return Number((await db.query<{ n: string }>(sql, params)).rows[0]?.n ?? 0);
}

describe('several instances behind haproxy and PgBouncer (issue 34)', () => {
  it('two workers, one killed with kill -9 mid-round: every reminder and campaign email goes out, each once', async () => {
    // Due reminders (booked days ago, starting within the day) and a campaign's audience, written before any
    // worker runs: a new staff member's day, one appointment per client, so none overlaps another.
    const [service] = (
      await db.query<{ id: number }>(`select id from services where business_id = $1 order by id limit 1`, [
        businessId,
      ])
    ).rows;
    const [staff] = (
      await db.query<{ id: number }>(
        `insert into staff (business_id, first_name, last_name, email, role)
           values ($1, 'Fleet', 'Tester', 'fleet.staff@example.com', 'staff') returning id`,
        [businessId],
      )
    ).rows;
    await db.query(
      `with c as (
           insert into clients (business_id, name, email, marketing_opt_in, marketing_consent_at,
             marketing_consent_source, marketing_token)
           select $1, 'Fleet Client ' || i, 'fleet-' || i || '@example.com', i <= $3, now(), 'staff',
             'fleet' || i || md5(random()::text)
           from generate_series(1, greatest($2::int, $3::int)) i
           returning id, email)
         insert into appointments (business_id, client_id, service_id, staff_id, date, start_time, end_time,
           starts_at, ends_at, status, created_at)
         select $1, c.id, $4, $5, to_char(s, 'YYYY-MM-DD'), to_char(s, 'HH24:MI'), to_char(s + interval '4 minutes', 'HH24:MI'),
           s, s + interval '4 minutes', 'confirmed', now() - interval '3 days'
         from (select id, email, row_number() over (order by id) as n from c) c
         cross join lateral (select now() + interval '1 hour' + (c.n * interval '5 minutes') as s) t
         where c.n <= $2`,
      [businessId, REMINDERS, CAMPAIGN_CLIENTS, service?.id, staff?.id],
    );
    const cookie = await logInAsDemo(origin);
    const call = (method: string, url: string, body?: unknown) =>
      fetch(`${origin}${url}`, {
        method,
        headers: { cookie, 'content-type': 'application/json', origin },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    const draft = await call('POST', '/api/campaigns', {
      name: 'Fleet news',
      subject: 'News for {{firstName}}',
      body: 'Hello {{firstName}}, this is the fleet campaign.',
      targetAudience: { kind: 'all_subscribed' },
    });
    expect(draft.status).toBe(201);
    const campaignId = ((await draft.json()) as { id: number }).id;
    expect((await call('POST', `/api/campaigns/${campaignId}/send`, {})).status).toBe(200);

    const failedBefore = await count(`select count(*) as n from outbox where status = 'failed'`);
    const sentBefore = await count(`select count(*) as n from outbox where status = 'sent'`);
    const workers = [await fleet.start('worker1', 'worker'), await fleet.start('worker2', 'worker')];
    // Mid-round: a fifth of the mail out, worker 2 dies without a word.
    const until = Date.now() + 60_000;
    while (smtp.received.length < REMINDERS / 5 && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 20));
    workers[1]?.child.kill('SIGKILL');
    expect(await workers[1]?.exited).toBe(null);

    // Worker 1 takes over what worker 2 had claimed once its lease (5 s here) runs out.
    const done = Date.now() + 90_000;
    while (
      (await count(`select count(*) as n from outbox where status in ('pending', 'sending')`)) > 0 ||
      (await count(`select count(*) as n from campaign_recipients where status = 'pending'`)) > 0 ||
      (await count(`select count(*) as n from campaigns where id = $1 and status <> 'sent'`, [campaignId])) >
        0
    ) {
      if (Date.now() > done) throw new Error('the outbox did not empty');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Every reminder written once, every recipient once.
    expect(
      await count(
        `select count(*) as n from outbox where kind = 'appointment_reminder' and recipient like 'fleet-%'`,
      ),
    ).toBe(REMINDERS);
    expect(
      await count(
        `select count(*) as n from campaign_recipients where campaign_id = $1 and status = 'queued'`,
        [campaignId],
      ),
    ).toBeGreaterThanOrEqual(CAMPAIGN_CLIENTS);
    expect(
      await count(`select count(*) as n from outbox where kind = 'campaign' and recipient like 'fleet-%'`),
    ).toBe(CAMPAIGN_CLIENTS);
    // The demo's history has sent mail of its own: what the workers sent is the rest.
    const rows = (await count(`select count(*) as n from outbox where status = 'sent'`)) - sentBefore;
    // The demo's own undeliverable messages stay failed; nothing else failed.
    expect(await count(`select count(*) as n from outbox where status = 'failed'`)).toBe(failedBefore);
    const ids = smtp.received.map(messageIdOf);
    expect(ids.every((id) => /^outbox-\d+-\d+@/.test(id))).toBe(true);
    // Nothing dropped: every outbox row reached the SMTP server.
    expect(new Set(ids).size).toBe(rows);
    // Nothing twice, but for at most the one message in flight when the worker died, if it died in the
    // moment between the SMTP server's acceptance and the row's update (README: Running several instances);
    // a repeat carries the same Message-ID.
    expect(ids.length - rows).toBeLessThanOrEqual(1);
  }, 180_000);

  it('counts wrong passwords on every instance together: the fifth locks the account on both', async () => {
    const wrong = (port: number) =>
      fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'fleet.owner@example.com', password: 'not-the-password' }),
      }).then((r) => r.status);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++)
      statuses.push(await wrong((webs[attempt % 2] as Instance).port));
    // One instance's rule (decision 009): 5 wrong answers, then refused, whichever instance is asked.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it('a rolling restart of both web instances under load: no failed request and no lost booking', async () => {
    const cookie = await logInAsDemo(origin);
    const [service] = (
      await db.query<{ id: number }>(
        `select s.id from services s where s.business_id = $1 and s.is_active order by s.duration limit 1`,
        [businessId],
      )
    ).rows;
    const failures: string[] = [];
    const booked: number[] = [];
    let answered = 0;
    let stopLoad = false;
    let slot = 0;
    const month = new Date().toISOString().slice(0, 7);
    const monthCall = `/api/appointments?startDate=${month}-01&endDate=${month}-28`;
    const load = async () => {
      while (!stopLoad) {
        const n = slot++;
        const day = new Date(Date.now() + (200 + Math.floor(n / 6)) * 86_400_000).toISOString().slice(0, 10);
        const requests: [string, RequestInit][] = [
          [monthCall, { headers: { cookie } }],
          [
            '/api/appointments',
            {
              method: 'POST',
              headers: { cookie, 'content-type': 'application/json', origin },
              body: JSON.stringify({
                clientName: `Rolling ${n}`,
                clientEmail: `rolling-${n}@example.com`,
                serviceId: service?.id,
                date: day,
                startTime: `${String(10 + (n % 6)).padStart(2, '0')}:00`,
              }),
            },
          ],
        ];
        for (const [url, init] of requests) {
          try {
            const response = await fetch(`${origin}${url}`, init);
            answered += 1;
            const body = await response.text();
            if (response.status >= 500) failures.push(`${url} ${response.status} ${body}`);
            else if (init.method === 'POST' && response.status === 201)
              booked.push((JSON.parse(body) as { id: number }).id);
          } catch (error) {
            failures.push(`${url} ${String(error)}`);
          }
        }
      }
    };
    const clients = [load(), load(), load()];
    // One at a time: SIGTERM (not ready at once, serving 3 s while haproxy takes it out, then closing), then
    // the same instance started again on its port and back in the rotation.
    for (const web of [...webs]) {
      const before = answered;
      web.child.kill('SIGTERM');
      expect(await web.exited).toBe(0);
      const again = await fleet.start(web.name, 'web');
      webs[webs.indexOf(web)] = again;
      // A deploy moves on only once the load balancer has the restarted instance back.
      await proxy.inRotation(web.name);
      expect(answered).toBeGreaterThan(before);
    }
    stopLoad = true;
    await Promise.all(clients);
    expect(failures).toEqual([]);
    expect(booked.length).toBeGreaterThan(10);
    // Every booking answered 201 is there, once.
    const found = await count(`select count(*) as n from appointments where id = any($1::int[])`, [booked]);
    expect(found).toBe(booked.length);
  }, 180_000);
});
