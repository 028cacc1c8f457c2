import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { logInAsDemo } from '../../tests/support/demo-login';
import { type Fleet, type Instance, startFleet } from '../../tests/support/fleet';
import {
  count,
  demoBusinessId,
  messageIdOf,
  outboxSettled,
  seedRemindersAndAudience,
  sendCampaignToAll,
  startBookingLoad,
} from '../../tests/support/fleet-scenarios';
import { startSmtpCapture } from '../../tests/support/smtp';

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
  businessId = await demoBusinessId(db);
}, 180_000);

afterAll(async () => {
  await db?.end();
  await fleet?.stop();
  await smtp?.close();
});

describe('several instances behind haproxy and PgBouncer (issue 34)', () => {
  it('two workers, one killed with kill -9 mid-round: every reminder and campaign email goes out, each once', async () => {
    // Due reminders (booked days ago, starting within the day) and a campaign's audience, written before any
    // worker runs; the campaign is drafted and sent through the API as the owner.
    await seedRemindersAndAudience(db, businessId, {
      reminders: REMINDERS,
      campaignClients: CAMPAIGN_CLIENTS,
    });
    const campaignId = await sendCampaignToAll(origin, await logInAsDemo(origin));

    const failedBefore = await count(db, `select count(*) as n from outbox where status = 'failed'`);
    const sentBefore = await count(db, `select count(*) as n from outbox where status = 'sent'`);
    const workers = [await fleet.start('worker1', 'worker'), await fleet.start('worker2', 'worker')];
    // Mid-round: a fifth of the mail out, worker 2 dies without a word.
    const until = Date.now() + 60_000;
    while (smtp.received.length < REMINDERS / 5 && Date.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 20));
    workers[1]?.child.kill('SIGKILL');
    expect(await workers[1]?.exited).toBe(null);

    // Worker 1 takes over what worker 2 had claimed once its lease (5 s here) runs out.
    await outboxSettled(db, campaignId, 90_000);
    // Every reminder written once, every recipient once.
    expect(
      await count(
        db,
        `select count(*) as n from outbox where kind = 'appointment_reminder' and recipient like 'fleet-%'`,
      ),
    ).toBe(REMINDERS);
    expect(
      await count(
        db,
        `select count(*) as n from campaign_recipients where campaign_id = $1 and status = 'queued'`,
        [campaignId],
      ),
    ).toBeGreaterThanOrEqual(CAMPAIGN_CLIENTS);
    expect(
      await count(
        db,
        `select count(*) as n from outbox where kind = 'campaign' and recipient like 'fleet-%'`,
      ),
    ).toBe(CAMPAIGN_CLIENTS);
    // The demo's history has sent mail of its own: what the workers sent is the rest.
    const rows = (await count(db, `select count(*) as n from outbox where status = 'sent'`)) - sentBefore;
    // The demo's own undeliverable messages stay failed; nothing else failed.
    expect(await count(db, `select count(*) as n from outbox where status = 'failed'`)).toBe(failedBefore);
    const ids = smtp.received.map((mail) => messageIdOf(mail.raw));
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
    const month = new Date().toISOString().slice(0, 7);
    const load = startBookingLoad({
      origin,
      cookie,
      serviceId: service?.id,
      monthPath: `/api/appointments?startDate=${month}-01&endDate=${month}-28`,
    });
    // One at a time: SIGTERM (not ready at once, serving 3 s while haproxy takes it out, then closing), then
    // the same instance started again on its port and back in the rotation.
    for (const web of [...webs]) {
      const before = load.tally.answered;
      web.child.kill('SIGTERM');
      expect(await web.exited).toBe(0);
      const again = await fleet.start(web.name, 'web');
      webs[webs.indexOf(web)] = again;
      // A deploy moves on only once the load balancer has the restarted instance back.
      await proxy.inRotation(web.name);
      expect(load.tally.answered).toBeGreaterThan(before);
    }
    const { failures, booked } = await load.stop();
    expect(failures).toEqual([]);
    expect(booked.length).toBeGreaterThan(10);
    // Every booking answered 201 is there, once.
    const found = await count(db, `select count(*) as n from appointments where id = any($1::int[])`, [
      booked,
    ]);
    expect(found).toBe(booked.length);
  }, 180_000);
});
