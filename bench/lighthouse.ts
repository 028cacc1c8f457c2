/**
 * `npm run lighthouse [-- --label NAME]`: every public page through Lighthouse (mobile defaults: a mid-range
 * phone on simulated slow 4G) in Debian's Chromium, against a freshly started app (`npm start`'s code, a new
 * embedded database with the demo business). Prints a table and appends it to bench/RESULTS.md with the date
 * and the label; `--runs N` (default 3) measures each page N times and keeps its median run. Lighthouse 12.2.3 is
 * pinned: 13 needs Node 22.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DEMO_LOGIN } from '../src/server/db/seed/demo';

// Chromium refuses some ports (5060, 5061...); this one it takes.
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 5471);
const origin = `http://localhost:${PORT}`;
const label = process.argv.includes('--label')
  ? process.argv[process.argv.indexOf('--label') + 1]
  : 'current';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Each page is measured this many times and its median run (by performance score) kept: the machine is noisy.
const runs = process.argv.includes('--runs') ? Number(process.argv[process.argv.indexOf('--runs') + 1]) : 3;

async function waitForApp(deadline = Date.now() + 180_000) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the app did not start');
}

/** The demo business's slug and its walk-in room, as a visitor would have them in links. */
async function demoAddresses() {
  const login = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_LOGIN),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const user = (await (await fetch(`${origin}/api/auth/user`, { headers: { cookie } })).json()) as {
    businessId: number;
  };
  const business = (await (await fetch(`${origin}/api/public/businesses/${user.businessId}`)).json()) as {
    slug: string;
    services: { id: number }[];
  };
  const rooms = (await (await fetch(`${origin}/api/waiting-rooms`, { headers: { cookie } })).json()) as {
    id: number;
  }[];
  const roomId = rooms[0]?.id ?? 1;
  // A visitor's own place in line, as the link they get after joining opens it.
  const joined = (await (
    await fetch(`${origin}/api/public/waiting-rooms/${roomId}/queue`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientName: 'Lighthouse Visitor' }),
    })
  ).json()) as { token: string };
  return {
    slug: business.slug,
    roomId,
    token: joined.token,
    waitlistToken: await joinWaitlist(user.businessId, business.services[0]?.id ?? 0),
  };
}

/**
 * A client's waitlist link, as the email after joining gives it: the first day of the next two weeks with no free
 * time for the service (the waitlist refuses, 409, a day that still has some).
 */
async function joinWaitlist(businessId: number, serviceId: number): Promise<string> {
  for (let days = 1; days <= 14; days += 1) {
    const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const response = await fetch(`${origin}/api/public/businesses/${businessId}/waitlist`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        serviceId,
        date,
        clientName: 'Lighthouse Visitor',
        clientEmail: 'visitor@example.com',
      }),
    });
    if (response.status === 201) return ((await response.json()) as { token: string }).token;
  }
  throw new Error('no day of the next two weeks has a waitlist to join');
}

type Row = {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  transferred: number;
  script: number;
  /** Lighthouse's measure of the host's speed (`environment.benchmarkIndex`): higher is faster. */
  host: number;
};

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

async function audit(port: number, page: string): Promise<Row> {
  const result = await lighthouse(`${origin}${page}`, { port, output: 'json', logLevel: 'error' });
  if (!result) throw new Error(`no Lighthouse result for ${page}`);
  const { lhr } = result;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
  const resources =
    (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] })
      ?.items ?? [];
  const bytes = (type: string) => resources.find((r) => r.resourceType === type)?.transferSize ?? 0;
  return {
    page,
    performance: score(lhr.categories.performance?.score),
    accessibility: score(lhr.categories.accessibility?.score),
    bestPractices: score(lhr.categories['best-practices']?.score),
    seo: score(lhr.categories.seo?.score),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    transferred: bytes('total'),
    script: bytes('script'),
    host: Math.round(lhr.environment.benchmarkIndex),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;

/** A Markdown table with its columns padded, as the repository's formatter writes them. */
function table(rows: Row[]): string {
  const head = ['page', 'performance', 'accessibility', 'best practices', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS'];
  const cells = rows.map((r) => [
    `\`${r.page}\``,
    String(r.performance),
    String(r.accessibility),
    String(r.bestPractices),
    String(r.seo),
    seconds(r.fcp),
    seconds(r.lcp),
    `${Math.round(r.tbt)} ms`,
    r.cls.toFixed(3),
    kib(r.transferred),
    kib(r.script),
    String(r.host),
  ]);
  const all = [[...head, 'transferred', 'JS', 'host speed'], ...cells];
  const widths = all[0]?.map((_, i) => Math.max(...all.map((row) => (row[i] ?? '').length))) ?? [];
  const line = (row: string[]) => `| ${row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(all[0] ?? []), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frontdesk-lighthouse-'));
const app = spawn(process.execPath, ['scripts/start.mjs'], {
  env: { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, NODE_ENV: 'production' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  await waitForApp();
  const { slug, roomId, token, waitlistToken } = await demoAddresses();
  const pages = [
    '/',
    `/booking?business=${slug}`,
    `/client?business=${slug}`,
    `/business?business=${slug}`,
    '/directory',
    `/queue/join/${roomId}`,
    `/queue/${token}`,
    `/waitlist/${waitlistToken}`,
  ];
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const rows: Row[] = [];
  for (const page of pages) {
    const measured: Row[] = [];
    for (let run = 0; run < runs; run += 1) measured.push(await audit(chrome.port, page));
    measured.sort((a, b) => a.performance - b.performance || b.tbt - a.tbt);
    rows.push({
      ...(measured[Math.floor(measured.length / 2)] as Row),
      page: page.replace(token, '{token}').replace(waitlistToken, '{token}'),
    });
    console.log(`measured ${page}: ${measured.map((r) => r.performance).join(', ')}`);
  }
  const date = new Date().toISOString().slice(0, 10);
  const section = `\n## ${date}: public pages in Lighthouse 12.2.3, mobile (${label})\n\n\`npm run lighthouse\` against a fresh \`npm start\`, the median of ${runs} runs of each page on this shared 2-core machine. TBT and LCP scale with the host's speed: "host speed" is Lighthouse's \`benchmarkIndex\` in that run (higher is faster).\n\n${table(rows)}\n`;
  console.log(section);
  fs.appendFileSync(path.join(import.meta.dirname, 'RESULTS.md'), section);
} finally {
  await chrome?.kill();
  app.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
