import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/support/test-app';
import type { TrustedProxies } from './lib/trusted-proxies';

// A real reverse proxy (Debian's haproxy, installed by .ci/run) on loopback in front of the app. Clients connect
// from 127.0.0.2 and 127.0.0.3 (all of 127/8 is this machine), haproxy from 127.0.0.1, so the app can tell the
// proxy from its clients. Whatever X-Forwarded-For a client sends, the per-address limits must see the address
// haproxy saw.
const HAPROXY = '/usr/sbin/haproxy';
const proxies: ChildProcess[] = [];
const folders: string[] = [];

afterAll(() => {
  for (const proxy of proxies) proxy.kill('SIGKILL');
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

type Answer = { status: number; body: string };

function send(
  port: number,
  from: string,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: unknown },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method: options.method ?? 'GET',
        path: options.path,
        agent: false,
        headers: { ...options.headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** haproxy on a free loopback port in front of `appPort`, once it answers. */
async function startHaproxy(appPort: number): Promise<number> {
  if (!fs.existsSync(HAPROXY))
    throw new Error(`${HAPROXY} is missing: apt-get install haproxy (.ci/run does)`);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fd-haproxy-'));
  folders.push(folder);
  // A port the kernel picks, released for haproxy to bind.
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  const config = path.join(folder, 'haproxy.cfg');
  fs.writeFileSync(
    config,
    [
      'global',
      '  maxconn 256',
      'defaults',
      '  mode http',
      '  timeout connect 5s',
      '  timeout client 30s',
      '  timeout server 30s',
      'frontend web',
      `  bind 127.0.0.1:${port}`,
      // Appends the address haproxy saw to whatever X-Forwarded-For the client sent.
      '  option forwardfor',
      '  default_backend app',
      'backend app',
      `  server app 127.0.0.1:${appPort}`,
      '',
    ].join('\n'),
  );
  const proxy = spawn(HAPROXY, ['-db', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  proxies.push(proxy);
  let stderr = '';
  proxy.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (proxy.exitCode !== null) throw new Error(`haproxy exited: ${stderr}`);
    try {
      const answer = await send(port, '127.0.0.2', { path: '/api/health' });
      if (answer.status === 200) return port;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
}

async function appBehindProxy(trustProxy: TrustedProxies) {
  const t = await createTestApp({ trustProxy, loginThrottle: { maxPerAddress: 3, baseDelayMs: 0 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const appPort = (t.app.server.address() as AddressInfo).port;
  return { appPort, proxyPort: await startHaproxy(appPort) };
}

let spoofed = 0;
/** A different made-up client address on every call. */
const spoofedAddress = () => `203.0.113.${(spoofed++ % 250) + 1}`;

describe.each<[string, TrustedProxies]>([
  ['its address', ['127.0.0.1']],
  ['its range', ['127.0.0.1/32', '10.0.0.0/8']],
])('behind haproxy, trusted by %s', (_name, trustProxy) => {
  let ports: { appPort: number; proxyPort: number };
  beforeAll(async () => {
    ports = await appBehindProxy(trustProxy);
  });

  it("counts a client's requests by the address haproxy saw, whatever X-Forwarded-For it sends", async () => {
    const feed = { path: '/api/public/calendar/0123456789abcdef0123456789abcdef.ics' };
    const statuses: number[] = [];
    for (let i = 0; i < 65; i++) {
      const answer = await send(ports.proxyPort, '127.0.0.2', {
        ...feed,
        headers: { 'x-forwarded-for': spoofedAddress() },
      });
      statuses.push(answer.status);
    }
    // The feed allows 60 a minute per address: rotating the header doesn't make 65 addresses.
    expect(statuses.slice(0, 60).filter((s) => s === 429)).toEqual([]);
    expect(statuses.slice(60)).toEqual([429, 429, 429, 429, 429]);
    // Another client behind the same proxy has its own allowance: the limit is the client's, not haproxy's.
    expect((await send(ports.proxyPort, '127.0.0.3', feed)).status).not.toBe(429);
  });

  const logIn = (port: number, from: string, n: number) =>
    send(port, from, {
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'x-forwarded-for': spoofedAddress() },
      body: { email: `nobody-${n}@example.com`, password: 'not the password' },
    });

  it('refuses sign-ins by the address haproxy saw once it failed too often', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 5; n++) statuses.push((await logIn(ports.proxyPort, '127.0.0.4', n)).status);
    // Three failures from one address (this app's setting), then refused, new emails and headers or not.
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    expect((await logIn(ports.proxyPort, '127.0.0.5', 99)).status).toBe(401);
  });

  it('ignores the X-Forwarded-For of a client that reaches the app directly', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 4; n++) statuses.push((await logIn(ports.appPort, '127.0.0.6', n)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});
