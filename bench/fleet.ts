/**
 * Several instances behind haproxy and PgBouncer (issue 34, Deliver 9): deploy/compose.yaml's layout on loopback
 * (tests/support/fleet.ts, the built server as its own processes), four measurements:
 *   1. the month calendar call through haproxy with 1, 2 and 3 web instances (autocannon, 10 connections, cases
 *      alternating within each round), with the CPU each process spent per request;
 *   2. exactly once at scale: 2 web + 2 workers, 1,000 due reminders and a 500-client campaign, worker 2 killed
 *      with kill -9 once a fifth of the mail arrived; every message counted by Message-ID (3 runs, fresh fleets);
 *   3. chat across instances: a staff socket on web2, messages posted through web1, POST start → socket arrival;
 *   4. a rolling restart of both web instances under load (3 loops of a month call and a booking).
 * Needs PostgreSQL (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else postgres@127.0.0.1:5432) and Debian's
 * haproxy and pgbouncer. Every process it starts is killed and every database dropped, even on failure.
 */
process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { hasFeature } from '../src/contract/plans';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { openSocket, type TestSocket } from '../src/server/realtime/test-socket';
import { logInAsDemo } from '../tests/support/demo-login';
import { type Instance, startFleet } from '../tests/support/fleet';
import {
  count,
  demoBusinessId,
  messageIdOf,
  outboxSettled,
  seedRemindersAndAudience,
  sendCampaignToAll,
  startBookingLoad,
} from '../tests/support/fleet-scenarios';
import { startSmtpCapture } from '../tests/support/smtp';
import { adminQuery } from '../tests/support/test-database';
import { freshBenchDatabase } from './fresh-database';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 10;
const EXACTLY_ONCE_RUNS = Number(process.env.BENCH_FLEET_RUNS ?? 3);
const REMINDERS = 1000;
const CAMPAIGN_CLIENTS = 500;
const CHAT_MESSAGES = 200;
const METRICS_TOKEN = 'bench-fleet-metrics-token';
const TEMPLATE = 'frontdesk_bench_fleet_template';
const CLK_TCK = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** What must run however the bench ends: fleets stopped, SMTP servers closed, clients ended. */
const cleanups: (() => Promise<unknown>)[] = [];
async function cleanUp() {
  await unwind(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the fleet`);
    cleanUp().finally(() => process.exit(130));
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
function percentile(xs: number[], p: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
const ms = (x: number) => x.toFixed(1);

function monthRange(): { start: string; end: string } {
  const now = new Date();
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { start: `${y}-${mm}-01`, end: `${y}-${mm}-${String(last).padStart(2, '0')}` };
}
const month = monthRange();
const MONTH_PATH = `/api/appointments?startDate=${month.start}&endDate=${month.end}`;

/** A migrated database to copy each fleet's from. */
async function buildTemplate(): Promise<void> {
  const url = await freshBenchDatabase(TEMPLATE);
  const handle = await openDatabase({ driver: 'postgres', url, poolSize: 1 });
  await runMigrations(handle);
  await handle.close();
}

/** Undoes what was pushed to `cleanups` since `mark` (a scenario's fleet, SMTP server, clients). */
async function unwind(mark: number): Promise<void> {
  while (cleanups.length > mark)
    await cleanups
      .pop()?.()
      .catch((error) => console.error('clean-up:', error));
}

/** A fleet with a direct client on its database, both undone by unwind(). */
async function newFleet(env: Record<string, string>) {
  const fleet = await startFleet(TEMPLATE, { env });
  cleanups.push(() => fleet.stop());
  const db = new pg.Client({ connectionString: fleet.directUrl });
  await db.connect();
  cleanups.push(() => db.end());
  return { fleet, db };
}

// ---------------------------------------------------------------------------------------------------------------
// CPU accounting from /proc: what each process spent during a case, in milliseconds.

function cpuMsOf(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After "pid (comm) ": state is field 0; utime and stime are fields 11 and 12.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK;
  } catch {
    return 0;
  }
}

/** This process's children by name (haproxy, pgbouncer, the instances' node). */
function childrenByName(): Map<number, string> {
  const found = new Map<number, string>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === process.pid) found.set(Number(entry), comm);
    } catch {
      // gone meanwhile
    }
  }
  return found;
}

/** The machine's busy and total jiffies (every core), for its load during a case, the other work included. */
function machineJiffies(): { busy: number; total: number } {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const values = line.split(/\s+/).slice(1).map(Number);
  const total = values.reduce((a, b) => a + (Number.isFinite(b) ? b : 0), 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: total - idle, total };
}

/** PostgreSQL's processes that work for this fleet: its database's backends and the server's own helpers. */
async function postgresPids(db: pg.Client, database: string): Promise<number[]> {
  const rows = await db.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = $1 or backend_type <> 'client backend'`,
    [database],
  );
  return rows.rows.map((r) => r.pid);
}

type CpuSnapshot = {
  at: number;
  self: number;
  byPid: Map<number, number>;
  names: Map<number, string>;
  pg: Map<number, number>;
  machine: { busy: number; total: number };
};

async function cpuSnapshot(db: pg.Client, database: string, pgKnown: Set<number>): Promise<CpuSnapshot> {
  const names = childrenByName();
  const byPid = new Map([...names.keys()].map((pid) => [pid, cpuMsOf(pid)]));
  for (const pid of await postgresPids(db, database)) pgKnown.add(pid);
  const pgCpu = new Map([...pgKnown].map((pid) => [pid, cpuMsOf(pid)]));
  const usage = process.cpuUsage();
  return {
    at: performance.now(),
    self: (usage.user + usage.system) / 1000,
    byPid,
    names,
    pg: pgCpu,
    machine: machineJiffies(),
  };
}

type CpuSpent = {
  seconds: number;
  /** CPU ms by who spent it: each web instance by name, haproxy, pgbouncer, postgres, autocannon (this process). */
  spent: Record<string, number>;
  machineBusy: number;
};

function cpuSpent(before: CpuSnapshot, after: CpuSnapshot, instances: Instance[]): CpuSpent {
  const spent: Record<string, number> = {};
  const add = (who: string, value: number) => {
    spent[who] = (spent[who] ?? 0) + Math.max(0, value);
  };
  for (const [pid, end] of after.byPid) {
    const instance = instances.find((i) => i.child.pid === pid);
    const who = instance ? instance.name : (after.names.get(pid) ?? 'other');
    add(who, end - (before.byPid.get(pid) ?? 0));
  }
  for (const [pid, end] of after.pg) add('postgres', end - (before.pg.get(pid) ?? 0));
  add('autocannon (bench process)', after.self - before.self);
  const busy = after.machine.busy - before.machine.busy;
  const total = after.machine.total - before.machine.total;
  return { seconds: (after.at - before.at) / 1000, spent, machineBusy: total ? busy / total : 0 };
}

// ---------------------------------------------------------------------------------------------------------------
// 1. Month call throughput with 1, 2 and 3 web instances.

type Figures = { rps: number; p50: number; p99: number; non2xx: number; requests: number };

async function load(url: string, cookie: string, duration = DURATION): Promise<Figures> {
  const result = await autocannon({ url, headers: { cookie }, connections: CONNECTIONS, duration });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
    requests: result.requests.total,
  };
}

/** GET /api/appointments answered on an instance so far, from its /metrics. */
async function monthCallsServed(instance: Instance): Promise<number> {
  const text = await fetch(`http://127.0.0.1:${instance.port}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  }).then((r) => r.text());
  let n = 0;
  for (const line of text.split('\n'))
    if (line.startsWith('frontdesk_http_requests_total{') && line.includes('route="/api/appointments"'))
      if (line.includes('method="GET"')) n += Number(line.split(' ').at(-1));
  return n;
}

type ThroughputCase = {
  instances: number;
  figures: Figures;
  /** CPU ms per request by process, summed over the rounds. */
  cpuPerRequest: Record<string, number>;
  machineBusy: number;
  /** Requests each instance answered, summed over the rounds. */
  spread: number[];
};

async function throughput(): Promise<{ cases: ThroughputCase[]; monthRows: number }> {
  const mark = cleanups.length;
  const { fleet, db } = await newFleet({
    // compose.yaml's pool; no request logs, so the bench process reads no log lines while autocannon runs.
    DATABASE_POOL_SIZE: '10',
    LOG_LEVEL: 'warn',
    METRICS_TOKEN,
  });
  const webs = [
    await fleet.start('web1', 'web', { SEED_DEMO: 'true' }),
    await fleet.start('web2', 'web'),
    await fleet.start('web3', 'web'),
  ];
  // One haproxy per configuration, all started up front (the idle ones only run their health checks).
  const proxies = [
    await fleet.startProxy(webs.slice(0, 1)),
    await fleet.startProxy(webs.slice(0, 2)),
    await fleet.startProxy(webs.slice(0, 3)),
  ];
  const cookie = await logInAsDemo(proxies[0]?.origin as string);
  const first = await fetch(`${proxies[0]?.origin}${MONTH_PATH}`, { headers: { cookie } });
  if (first.status !== 200) throw new Error(`month call: ${first.status} ${await first.text()}`);
  const monthRows = ((await first.json()) as unknown[]).length;
  console.log(`month call ${MONTH_PATH} answers ${monthRows} appointments`);
  const pgKnown = new Set<number>();

  // Warm-up: every instance's code paths compiled and every pool filled before anything is measured.
  for (const proxy of proxies) await load(`${proxy.origin}${MONTH_PATH}`, cookie, 2);

  const runs: Figures[][] = proxies.map(() => []);
  const cpu: Record<string, number>[] = proxies.map(() => ({}));
  const requests = proxies.map(() => 0);
  const busy: number[][] = proxies.map(() => []);
  const spread: number[][] = proxies.map(() => webs.map(() => 0));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [k, proxy] of proxies.entries()) {
      const served = await Promise.all(webs.map(monthCallsServed));
      const before = await cpuSnapshot(db, fleet.database, pgKnown);
      const figures = await load(`${proxy.origin}${MONTH_PATH}`, cookie);
      const after = await cpuSnapshot(db, fleet.database, pgKnown);
      const servedAfter = await Promise.all(webs.map(monthCallsServed));
      const spent = cpuSpent(before, after, fleet.instances);
      runs[k]?.push(figures);
      requests[k] = (requests[k] ?? 0) + figures.requests;
      busy[k]?.push(spent.machineBusy);
      for (const [who, value] of Object.entries(spent.spent))
        (cpu[k] as Record<string, number>)[who] = ((cpu[k] as Record<string, number>)[who] ?? 0) + value;
      servedAfter.forEach((n, i) => {
        (spread[k] as number[])[i] = ((spread[k] as number[])[i] ?? 0) + n - (served[i] ?? 0);
      });
      console.log(
        `round ${round + 1}, ${k + 1} instance(s): ${figures.rps.toFixed(0)} req/s, p50 ${figures.p50} ms, p99 ${figures.p99} ms, non-2xx ${figures.non2xx}, machine busy ${(spent.machineBusy * 100).toFixed(0)}%`,
      );
    }
  }
  await unwind(mark);
  const cases = proxies.map((_proxy, k) => {
    const r = runs[k] ?? [];
    const total = requests[k] || 1;
    return {
      instances: k + 1,
      figures: {
        rps: median(r.map((f) => f.rps)),
        p50: median(r.map((f) => f.p50)),
        p99: median(r.map((f) => f.p99)),
        non2xx: r.reduce((n, f) => n + f.non2xx, 0),
        requests: total,
      },
      cpuPerRequest: Object.fromEntries(Object.entries(cpu[k] ?? {}).map(([who, v]) => [who, v / total])),
      machineBusy: median(busy[k] ?? []),
      spread: spread[k] ?? [],
    };
  });
  return { cases, monthRows };
}

// ---------------------------------------------------------------------------------------------------------------
// 2. Exactly once at scale.

type ExactlyOnce = {
  rowsSent: number;
  received: number;
  distinct: number;
  repeats: number;
  /** Outbox rows sent that no received message carries (dropped), and received ids with no sent row. */
  missing: number;
  stray: number;
  reminderRows: number;
  campaignRows: number;
  failedNew: number;
  killedAfter: number;
  receivedAtKill: number;
  worker2Sent: number;
  /** Rows worker 2 had claimed and not sent when it died (taken over once their lease ran out). */
  orphaned: number;
  secondsToEmpty: number;
  secondsAfterKill: number;
};

/** Messages an instance's log says it sent ("outbox round" lines). */
function sentInLog(instance: Instance): number {
  let n = 0;
  for (const line of instance.output().split('\n')) {
    if (!line.includes('"outbox round"')) continue;
    try {
      n += Number((JSON.parse(line) as { sent?: number }).sent ?? 0);
    } catch {
      // a line cut by kill -9
    }
  }
  return n;
}

async function exactlyOnce(run: number): Promise<ExactlyOnce> {
  const mark = cleanups.length;
  const smtp = await startSmtpCapture();
  cleanups.push(() => smtp.close());
  const { fleet, db } = await newFleet({
    SMTP_URL: smtp.url,
    OUTBOX_INTERVAL_MS: '200',
    OUTBOX_LEASE_SECONDS: '5',
    DRAIN_SECONDS: '3',
  });
  const webs = [await fleet.start('web1', 'web', { SEED_DEMO: 'true' }), await fleet.start('web2', 'web')];
  const proxy = await fleet.startProxy(webs);
  const origin = proxy.origin;
  const businessId = await demoBusinessId(db);

  // As fleet.pg.test.ts seeds them, at these sizes (five new staff members take turns, 200 reminders each).
  await seedRemindersAndAudience(db, businessId, { reminders: REMINDERS, campaignClients: CAMPAIGN_CLIENTS });
  const campaignId = await sendCampaignToAll(origin, await logInAsDemo(origin));

  const failedBefore = await count(db, `select count(*) as n from outbox where status = 'failed'`);
  const sentBefore = await count(db, `select count(*) as n from outbox where status = 'sent'`);
  const sentIdsBefore = new Set(
    (await db.query<{ id: number }>(`select id from outbox where status = 'sent'`)).rows.map((r) => r.id),
  );
  const started = performance.now();
  const workers = [await fleet.start('worker1', 'worker'), await fleet.start('worker2', 'worker')];
  // Mid-round: a fifth of the mail out, worker 2 dies without a word.
  const killAt = (REMINDERS + CAMPAIGN_CLIENTS) / 5;
  const until = Date.now() + 120_000;
  while (smtp.received.length < killAt && Date.now() < until) await sleep(10);
  workers[1]?.child.kill('SIGKILL');
  const killed = performance.now();
  const receivedAtKill = smtp.received.length;
  const code = await workers[1]?.exited;
  if (code !== null) throw new Error(`worker2 exited with ${code}, not killed`);
  // What worker 2 held when it died: rows claimed at the kill and still under the same claim 1.5 s later, when
  // worker 1's round of 20 (a few hundred ms) has long moved on. They wait for their lease, then worker 1 sends.
  const claimedAtKill = (
    await db.query<{ id: number; claim_token: string }>(
      `select id, claim_token from outbox where status = 'sending'`,
    )
  ).rows;
  await sleep(1500);
  const stillClaimed = await count(
    db,
    `select count(*) as n from outbox o join unnest($1::int[], $2::text[]) k(id, token)
       on k.id = o.id and k.token = o.claim_token where o.status = 'sending'`,
    [claimedAtKill.map((r) => r.id), claimedAtKill.map((r) => r.claim_token)],
  );

  await outboxSettled(db, campaignId, 180_000);
  const emptied = performance.now();
  // A repeat, if any, arrives before its row is marked sent again; a moment more for anything in flight.
  await sleep(500);

  const rowsSent = (await count(db, `select count(*) as n from outbox where status = 'sent'`)) - sentBefore;
  const sentIds = new Set(
    (await db.query<{ id: number }>(`select id from outbox where status = 'sent'`)).rows.map((r) => r.id),
  );
  const ids = smtp.received.map((m) => messageIdOf(m.raw));
  const distinct = new Set(ids);
  const outboxIds = new Set([...distinct].map((id) => Number(/^outbox-(\d+)-/.exec(id)?.[1] ?? 0)));
  const result: ExactlyOnce = {
    rowsSent,
    received: ids.length,
    distinct: distinct.size,
    repeats: ids.length - distinct.size,
    missing: 0,
    stray: [...outboxIds].filter((id) => !sentIds.has(id)).length,
    reminderRows: await count(
      db,
      `select count(*) as n from outbox where kind = 'appointment_reminder' and recipient like 'fleet-%'`,
    ),
    campaignRows: await count(
      db,
      `select count(*) as n from outbox where kind = 'campaign' and recipient like 'fleet-%'`,
    ),
    failedNew: (await count(db, `select count(*) as n from outbox where status = 'failed'`)) - failedBefore,
    killedAfter: (killed - started) / 1000,
    receivedAtKill,
    worker2Sent: workers[1] ? sentInLog(workers[1]) : 0,
    orphaned: stillClaimed,
    secondsToEmpty: (emptied - started) / 1000,
    secondsAfterKill: (emptied - killed) / 1000,
  };
  // Rows sent during this run that reached nobody (the demo's sent history before it is not in `ids`).
  result.missing = [...sentIds].filter((id) => !sentIdsBefore.has(id) && !outboxIds.has(id)).length;
  console.log(
    `run ${run}: ${result.rowsSent} rows sent, ${result.received} received, ${result.distinct} distinct, ${result.repeats} repeats, empty after ${result.secondsToEmpty.toFixed(1)} s (worker2 killed at ${result.killedAfter.toFixed(1)} s, ${receivedAtKill} received)`,
  );
  await unwind(mark);
  return result;
}

// ---------------------------------------------------------------------------------------------------------------
// 3. Chat across instances.

type ChatFigures = { mode: string; sent: number; arrived: number; arrivals: number[]; posts: number[] };

async function chat(): Promise<ChatFigures[]> {
  const mark = cleanups.length;
  const { fleet, db } = await newFleet({});
  const web1 = await fleet.start('web1', 'web', { SEED_DEMO: 'true' });
  const web2 = await fleet.start('web2', 'web');
  const businessId = await demoBusinessId(db);
  const plan = (
    await db.query<{ subscription_tier: string; subscription_status: string }>(
      `select subscription_tier, subscription_status from businesses where id = $1`,
      [businessId],
    )
  ).rows[0];
  const onPlan = hasFeature(
    {
      subscriptionTier: plan?.subscription_tier,
      subscriptionStatus: plan?.subscription_status,
    } as Parameters<typeof hasFeature>[0],
    'chat',
  );
  if (!onPlan)
    await db.query(
      `update businesses set subscription_tier = 'premium', subscription_status = 'active' where id = $1`,
      [businessId],
    );
  const origin1 = `http://127.0.0.1:${web1.port}`;
  const origin2 = `http://127.0.0.1:${web2.port}`;
  const cookie = await logInAsDemo(origin1);
  const [client] = (
    await db.query<{ id: number }>(`select id from clients where business_id = $1 order by id limit 1`, [
      businessId,
    ])
  ).rows;
  const post = (url: string, body: unknown) =>
    fetch(`${origin1}${url}`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', origin: origin1 },
      body: JSON.stringify(body),
    });
  const room = await post('/api/chat/rooms', { clientId: client?.id });
  if (room.status !== 201 && room.status !== 200)
    throw new Error(`chat room: ${room.status} ${await room.text()}`);
  const roomId = ((await room.json()) as { id: number }).id;

  const socket: TestSocket = await openSocket(origin2, { cookie });
  cleanups.push(() => socket.close());
  const arrivedAt = new Map<number, number>();
  socket.socket.on('message', (data) => {
    const at = performance.now();
    const m = JSON.parse(String(data)) as { type: string; data?: { message?: { id: number } } };
    if (m.type === 'new_message' && m.data?.message) arrivedAt.set(m.data.message.id, at);
  });

  async function sendOne(text: string) {
    const start = performance.now();
    const response = await post(`/api/chat/rooms/${roomId}/messages`, { message: text });
    const answered = performance.now();
    if (response.status !== 201) throw new Error(`chat message: ${response.status} ${await response.text()}`);
    const id = ((await response.json()) as { id: number }).id;
    return { id, start, post: answered - start };
  }
  async function arrival(id: number, timeoutMs = 5000): Promise<number | undefined> {
    const until = performance.now() + timeoutMs;
    while (!arrivedAt.has(id) && performance.now() < until) await sleep(1);
    return arrivedAt.get(id);
  }

  // Warm-up: both instances' paths compiled.
  for (let i = 0; i < 10; i++) {
    const sent = await sendOne(`warm-up ${i}`);
    await arrival(sent.id);
  }

  const results: ChatFigures[] = [];
  // One after another: each message's arrival awaited before the next is sent.
  {
    const arrivals: number[] = [];
    const posts: number[] = [];
    let arrived = 0;
    for (let i = 0; i < CHAT_MESSAGES; i++) {
      const sent = await sendOne(`one after another ${i}`);
      posts.push(sent.post);
      const at = await arrival(sent.id);
      if (at !== undefined) {
        arrived += 1;
        arrivals.push(at - sent.start);
      }
    }
    results.push({ mode: 'one after another', sent: CHAT_MESSAGES, arrived, arrivals, posts });
  }
  // A steady 20 messages a second, whatever the answers' times.
  {
    const started = performance.now();
    const sends: Promise<{ id: number; start: number; post: number }>[] = [];
    for (let i = 0; i < CHAT_MESSAGES; i++) {
      const due = started + i * 50;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      sends.push(sendOne(`paced ${i}`));
    }
    const sent = await Promise.all(sends);
    const arrivals: number[] = [];
    let arrived = 0;
    for (const s of sent) {
      const at = await arrival(s.id);
      if (at !== undefined) {
        arrived += 1;
        arrivals.push(at - s.start);
      }
    }
    results.push({
      mode: '20 a second',
      sent: CHAT_MESSAGES,
      arrived,
      arrivals,
      posts: sent.map((s) => s.post),
    });
  }
  const total = results.reduce((n, r) => n + r.sent, 0) + 10;
  const arrivedAll = arrivedAt.size;
  if (arrivedAll < total) console.log(`chat: ${total - arrivedAll} messages never reached the socket`);
  await unwind(mark);
  return results;
}

// ---------------------------------------------------------------------------------------------------------------
// 4. Rolling restart under load.

type Rolling = {
  answered: number;
  failed: number;
  failures: string[];
  statuses: Record<string, number>;
  posts: number;
  booked: number;
  found: number;
  rowsForRollingClients: number;
  restarts: {
    name: string;
    toExit: number;
    toRunning: number;
    toRotation: number;
    answeredMeanwhile: number;
  }[];
  seconds: number;
};

async function rollingRestart(): Promise<Rolling> {
  const mark = cleanups.length;
  const { fleet, db } = await newFleet({ DRAIN_SECONDS: '3' });
  const webs = [await fleet.start('web1', 'web', { SEED_DEMO: 'true' }), await fleet.start('web2', 'web')];
  await fleet.start('worker1', 'worker');
  const proxy = await fleet.startProxy(webs);
  const origin = proxy.origin;
  const businessId = await demoBusinessId(db);
  const cookie = await logInAsDemo(origin);
  const [service] = (
    await db.query<{ id: number }>(
      `select s.id from services s where s.business_id = $1 and s.is_active order by s.duration limit 1`,
      [businessId],
    )
  ).rows;
  const started = performance.now();
  const load = startBookingLoad({ origin, cookie, serviceId: service?.id, monthPath: MONTH_PATH });
  const restarts: Rolling['restarts'] = [];
  try {
    await sleep(2000);
    for (const web of [...webs]) {
      const before = load.tally.answered;
      const t0 = performance.now();
      web.child.kill('SIGTERM');
      const code = await web.exited;
      if (code !== 0) throw new Error(`${web.name} exited with ${code} after SIGTERM`);
      const t1 = performance.now();
      const again = await fleet.start(web.name, 'web');
      const t2 = performance.now();
      webs[webs.indexOf(web)] = again;
      await proxy.inRotation(web.name);
      const t3 = performance.now();
      restarts.push({
        name: web.name,
        toExit: (t1 - t0) / 1000,
        toRunning: (t2 - t1) / 1000,
        toRotation: (t3 - t2) / 1000,
        answeredMeanwhile: load.tally.answered - before,
      });
    }
    await sleep(2000);
  } finally {
    await load.stop();
  }
  const { answered, failures, statuses, posts, booked } = load.tally;
  const seconds = (performance.now() - started) / 1000;
  const found = await count(db, `select count(*) as n from appointments where id = any($1::int[])`, [booked]);
  // Every row the load's bookings made, answered or not: more than the 201s would be a booking made twice.
  const rowsForRollingClients = await count(
    db,
    `select count(*) as n from appointments a join clients c on c.id = a.client_id
       where a.business_id = $1 and c.email like 'rolling-%@example.com'`,
    [businessId],
  );
  await unwind(mark);
  return {
    answered,
    failed: failures.length,
    failures,
    statuses,
    posts,
    booked: booked.length,
    found,
    rowsForRollingClients,
    restarts,
    seconds,
  };
}

// ---------------------------------------------------------------------------------------------------------------

async function main() {
  const built = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the build failed');
  await buildTemplate();
  cleanups.push(() => adminQuery(`DROP DATABASE IF EXISTS "${TEMPLATE}" WITH (FORCE)`));

  console.log('\n1. month call through haproxy with 1, 2 and 3 web instances');
  const { cases, monthRows } = await throughput();

  console.log('\n2. exactly once at scale');
  const once: ExactlyOnce[] = [];
  for (let run = 1; run <= EXACTLY_ONCE_RUNS; run++) once.push(await exactlyOnce(run));

  console.log('\n3. chat across instances');
  const chats = await chat();

  console.log('\n4. rolling restart under load');
  const rolling = await rollingRestart();

  // The summary.
  const base = cases[0]?.figures.rps || 1;
  console.log(
    `\n## month call through haproxy (${monthRows} appointments, ${CONNECTIONS} connections, ${DURATION} s per case, median of ${ROUNDS} rounds)`,
  );
  console.log('| web instances | req/s | p50 ms | p99 ms | non-2xx | ratio to 1 | requests per instance |');
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  for (const c of cases)
    console.log(
      `| ${c.instances} | ${c.figures.rps.toFixed(0)} | ${c.figures.p50} | ${c.figures.p99} | ${c.figures.non2xx} | ${(c.figures.rps / base).toFixed(2)} | ${c.spread
        .slice(0, c.instances)
        .join(' / ')} |`,
    );
  const who = ['web', 'postgres', 'pgbouncer', 'haproxy', 'autocannon (bench process)'];
  console.log('\nCPU ms per request (all rounds), and the machine busy (both cores, other work included):');
  console.log(`| web instances | ${who.join(' | ')} | total | machine busy |`);
  console.log(`| --- | ${who.map(() => '---').join(' | ')} | --- | --- |`);
  for (const c of cases) {
    const web = Object.entries(c.cpuPerRequest)
      .filter(([k]) => /^web\d$/.test(k))
      .reduce((n, [, v]) => n + v, 0);
    const row = [web, ...who.slice(1).map((k) => c.cpuPerRequest[k] ?? 0)];
    const total = Object.values(c.cpuPerRequest).reduce((a, b) => a + b, 0);
    console.log(
      `| ${c.instances} | ${row.map((v) => v.toFixed(2)).join(' | ')} | ${total.toFixed(2)} | ${(c.machineBusy * 100).toFixed(0)}% |`,
    );
  }

  console.log(
    `\n## exactly once: 2 web + 2 workers, ${REMINDERS} reminders + ${CAMPAIGN_CLIENTS}-client campaign, worker2 kill -9 mid-round`,
  );
  console.log(
    '| run | rows sent | received | distinct Message-IDs | repeats | sent rows not received | received not sent | reminder rows | campaign rows | new failed | worker2 sent (logged rounds) | worker2 claims orphaned | killed at (received) | s until empty | s after kill |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [i, r] of once.entries())
    console.log(
      `| ${i + 1} | ${r.rowsSent} | ${r.received} | ${r.distinct} | ${r.repeats} | ${r.missing} | ${r.stray} | ${r.reminderRows} | ${r.campaignRows} | ${r.failedNew} | ${r.worker2Sent} | ${r.orphaned} | ${r.killedAfter.toFixed(1)} s (${r.receivedAtKill}) | ${r.secondsToEmpty.toFixed(1)} | ${r.secondsAfterKill.toFixed(1)} |`,
    );

  console.log(
    '\n## chat: staff socket on web2, messages posted through web1 (ms, POST start → socket arrival)',
  );
  console.log('| mode | sent | arrived | p50 | p95 | p99 | max | POST answered p50 / p99 |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const c of chats)
    console.log(
      `| ${c.mode} | ${c.sent} | ${c.arrived} | ${ms(percentile(c.arrivals, 50))} | ${ms(percentile(c.arrivals, 95))} | ${ms(percentile(c.arrivals, 99))} | ${ms(Math.max(...c.arrivals))} | ${ms(percentile(c.posts, 50))} / ${ms(percentile(c.posts, 99))} |`,
    );

  console.log('\n## rolling restart: 2 web + 1 worker behind haproxy, 3 load loops, DRAIN_SECONDS=3');
  console.log(
    '| seconds | requests answered | failed (network or 5xx) | booking POSTs | answered 201 | found in the database | rows for the load clients |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- |');
  console.log(
    `| ${rolling.seconds.toFixed(1)} | ${rolling.answered} | ${rolling.failed} | ${rolling.posts} | ${rolling.booked} | ${rolling.found} | ${rolling.rowsForRollingClients} |`,
  );
  console.log(
    '| instance | SIGTERM → exit s | exit → running s | running → in rotation s | answered meanwhile |',
  );
  console.log('| --- | --- | --- | --- | --- |');
  for (const r of rolling.restarts)
    console.log(
      `| ${r.name} | ${r.toExit.toFixed(1)} | ${r.toRunning.toFixed(1)} | ${r.toRotation.toFixed(1)} | ${r.answeredMeanwhile} |`,
    );
  console.log(`statuses: ${JSON.stringify(rolling.statuses)}`);
  if (rolling.failures.length) console.log(`failures:\n  ${rolling.failures.slice(0, 20).join('\n  ')}`);
}

main()
  .then(
    () => 0,
    (error) => {
      console.error(error);
      return 1;
    },
  )
  .then(async (code) => {
    await cleanUp();
    process.exit(code);
  });
