import type pg from 'pg';
import { DEMO_LOGIN } from '../../src/server/db/seed/demo';

/**
 * The work the fleet test (src/server/fleet.pg.test.ts) and bench (bench/fleet.ts) put on several instances: the
 * demo business's due reminders and a campaign for the workers, and a load of month calls and bookings for a
 * rolling restart. Plain `pg` on the direct URL; nothing here imports vitest.
 */

export async function count(db: pg.Client, sql: string, params: unknown[] = []): Promise<number> {
  return Number((await db.query<{ n: string }>(sql, params)).rows[0]?.n ?? 0);
}

export async function demoBusinessId(db: pg.Client): Promise<number> {
  const owner = await db.query<{ business_id: number }>(
    `select m.business_id from memberships m join users u on u.id = m.user_id where u.email = $1`,
    [DEMO_LOGIN.email],
  );
  const id = owner.rows[0]?.business_id;
  if (!id) throw new Error('no demo business');
  return id;
}

/** Appointments of one new staff member fit in the reminders' 24 hours 5 minutes apart: 200 of them. */
const PER_STAFF = 200;

/**
 * `reminders` due reminders (booked three days ago, starting within the day, one client each) and
 * `campaignClients` clients who agreed to marketing (the first of the same clients), all `fleet-{n}@example.com`.
 * New staff members take turns, 200 each, 4-minute appointments 5 minutes apart, so none overlaps another.
 */
export async function seedRemindersAndAudience(
  db: pg.Client,
  businessId: number,
  { reminders, campaignClients }: { reminders: number; campaignClients: number },
): Promise<void> {
  const [service] = (
    await db.query<{ id: number }>(`select id from services where business_id = $1 order by id limit 1`, [
      businessId,
    ])
  ).rows;
  const staffIds = (
    await db.query<{ id: number }>(
      `insert into staff (business_id, first_name, last_name, email, role)
         select $1, 'Fleet', 'Tester ' || k, 'fleet.staff' || k || '@example.com', 'staff'
         from generate_series(1, $2::int) k returning id`,
      [businessId, Math.max(1, Math.ceil(reminders / PER_STAFF))],
    )
  ).rows.map((r) => r.id);
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
       select $1, c.id, $4, ($5::int[])[1 + (c.n - 1) % cardinality($5::int[])], to_char(s, 'YYYY-MM-DD'),
         to_char(s, 'HH24:MI'), to_char(s + interval '4 minutes', 'HH24:MI'), s, s + interval '4 minutes',
         'confirmed', now() - interval '3 days'
       from (select id, email, row_number() over (order by id) as n from c) c
       cross join lateral (select now() + interval '1 hour'
         + ((c.n - 1) / cardinality($5::int[]) + 1) * interval '5 minutes' as s) t
       where c.n <= $2`,
    [businessId, reminders, campaignClients, service?.id, staffIds],
  );
}

/** A campaign to every subscribed client, drafted and sent through the API as the owner; answers its id. */
export async function sendCampaignToAll(origin: string, cookie: string): Promise<number> {
  const call = (url: string, body: unknown) =>
    fetch(`${origin}${url}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin },
      body: JSON.stringify(body),
    });
  const draft = await call('/api/campaigns', {
    name: 'Fleet news',
    subject: 'News for {{firstName}}',
    body: 'Hello {{firstName}}, this is the fleet campaign.',
    targetAudience: { kind: 'all_subscribed' },
  });
  if (draft.status !== 201) throw new Error(`campaign draft: ${draft.status} ${await draft.text()}`);
  const campaignId = ((await draft.json()) as { id: number }).id;
  const send = await call(`/api/campaigns/${campaignId}/send`, {});
  if (send.status !== 200) throw new Error(`campaign send: ${send.status} ${await send.text()}`);
  return campaignId;
}

/** Resolves once nothing is left to send: the outbox empty of pending work and the campaign sent. */
export async function outboxSettled(db: pg.Client, campaignId: number, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (
    (await count(db, `select count(*) as n from outbox where status in ('pending', 'sending')`)) > 0 ||
    (await count(db, `select count(*) as n from campaign_recipients where status = 'pending'`)) > 0 ||
    (await count(db, `select count(*) as n from campaigns where id = $1 and status <> 'sent'`, [
      campaignId,
    ])) > 0
  ) {
    if (Date.now() > until) throw new Error(`the outbox did not empty in ${ms / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The Message-ID of a received message: the outbox row it came from (jobs/outbox-sender.ts). */
export const messageIdOf = (raw: string) => /^Message-ID:\s*<([^>]+)>/im.exec(raw)?.[1] ?? '';

export type LoadTally = {
  answered: number;
  posts: number;
  /** Network errors and 5xx, with what they were. */
  failures: string[];
  /** Answers by `METHOD path status`. */
  statuses: Record<string, number>;
  /** Ids of the bookings answered 201. */
  booked: number[];
};

/**
 * `loops` clients each sending, until `stop()`, a month call and then a booking POST (a new client, a distinct
 * day and hour far ahead) through `origin`, as a front desk does during a deploy. `stop()` waits for the requests
 * in flight and answers the tally.
 */
export function startBookingLoad({
  origin,
  cookie,
  serviceId,
  monthPath,
  loops = 3,
}: {
  origin: string;
  cookie: string;
  serviceId: number | undefined;
  monthPath: string;
  loops?: number;
}) {
  const tally: LoadTally = { answered: 0, posts: 0, failures: [], statuses: {}, booked: [] };
  let stopped = false;
  let slot = 0;
  const loop = async () => {
    while (!stopped) {
      const n = slot++;
      const day = new Date(Date.now() + (200 + Math.floor(n / 6)) * 86_400_000).toISOString().slice(0, 10);
      const requests: [string, RequestInit][] = [
        [monthPath, { headers: { cookie } }],
        [
          '/api/appointments',
          {
            method: 'POST',
            headers: { cookie, 'content-type': 'application/json', origin },
            body: JSON.stringify({
              clientName: `Rolling ${n}`,
              clientEmail: `rolling-${n}@example.com`,
              serviceId,
              date: day,
              startTime: `${String(10 + (n % 6)).padStart(2, '0')}:00`,
            }),
          },
        ],
      ];
      for (const [url, init] of requests) {
        const key = `${init.method ?? 'GET'} ${url.split('?')[0]}`;
        if (init.method === 'POST') tally.posts += 1;
        try {
          const response = await fetch(`${origin}${url}`, init);
          tally.answered += 1;
          const body = await response.text();
          tally.statuses[`${key} ${response.status}`] =
            (tally.statuses[`${key} ${response.status}`] ?? 0) + 1;
          if (response.status >= 500) tally.failures.push(`${key} ${response.status} ${body.slice(0, 200)}`);
          else if (init.method === 'POST' && response.status === 201)
            tally.booked.push((JSON.parse(body) as { id: number }).id);
        } catch (error) {
          tally.statuses[`${key} network error`] = (tally.statuses[`${key} network error`] ?? 0) + 1;
          tally.failures.push(`${key} ${String(error)}`);
        }
      }
    }
  };
  const running = Array.from({ length: loops }, loop);
  return {
    tally,
    stop: async (): Promise<LoadTally> => {
      stopped = true;
      await Promise.all(running);
      return tally;
    },
  };
}
