import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';
import { recordJobRound } from '../jobs/job-stats';

const TOKEN = 'scrape-token-0123456789abcdef';
let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  t = await createTestApp({ metricsToken: TOKEN });
  off = await createTestApp();
});

const scrape = (app: TestApp, authorization?: string) =>
  app.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

/** A sample's value from the exposition text, by its name and labels as written. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : undefined;
}

describe('/metrics (issue 34)', () => {
  it('answers the scraper that brings the token, and nobody else', async () => {
    expect((await scrape(t)).statusCode).toBe(401);
    expect((await scrape(t, 'Bearer not-the-token')).statusCode).toBe(401);
    expect((await scrape(t, TOKEN)).statusCode).toBe(401);
    const ok = await scrape(t, `Bearer ${TOKEN}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.headers['cache-control']).toBe('no-store');
  });

  it('is not there at all without METRICS_TOKEN', async () => {
    expect((await scrape(off, `Bearer ${TOKEN}`)).statusCode).toBe(404);
  });

  it('counts requests by route template and status, times them, and reads the outbox and sockets', async () => {
    for (let i = 0; i < 3; i++) await t.app.inject({ url: '/api/health' });
    await t.app.inject({ url: '/api/clients/123' });
    await t.app.inject({ url: '/no/such/page' });
    const text = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(sample(text, 'frontdesk_http_requests_total{method="GET",route="/api/health",status="200"}')).toBe(
      3,
    );
    // The template, not the address: one series for every client id.
    expect(
      sample(text, 'frontdesk_http_requests_total{method="GET",route="/api/clients/:id",status="401"}'),
    ).toBe(1);
    expect(text).not.toContain('/api/clients/123');
    expect(
      sample(text, 'frontdesk_http_request_duration_seconds_count{method="GET",route="/api/health"}'),
    ).toBe(3);
    expect(sample(text, 'frontdesk_outbox_pending')).toBe(0);
    expect(sample(text, 'frontdesk_outbox_lag_seconds')).toBe(0);
    expect(sample(text, 'frontdesk_websocket_connections')).toBe(0);
    expect(text).toContain('frontdesk_process_resident_memory_bytes');
    // The scrape itself is not counted.
    expect(text).not.toContain('route="/metrics"');
  });

  it('shows a backed-up outbox and failing job rounds (job lag and failures)', async () => {
    await t.db.execute(sql`
      insert into outbox (kind, recipient, subject, body, status, next_attempt_at)
      values ('reminder', 'a@example.com', 'Reminder', 'See you', 'pending', now() - interval '90 seconds'),
             ('reminder', 'b@example.com', 'Reminder', 'See you', 'pending', now() + interval '1 hour')`);
    recordJobRound('test round', 'ok', 0.2, Date.now() - 30_000);
    recordJobRound('test round', 'failed', 0.1);
    const text = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(sample(text, 'frontdesk_outbox_pending')).toBe(2);
    expect(sample(text, 'frontdesk_outbox_lag_seconds')).toBeGreaterThanOrEqual(90);
    expect(sample(text, 'frontdesk_job_rounds_total{job="test round",outcome="ok"}')).toBe(1);
    expect(sample(text, 'frontdesk_job_rounds_total{job="test round",outcome="failed"}')).toBe(1);
    expect(sample(text, 'frontdesk_job_last_success_age_seconds{job="test round"}')).toBeGreaterThanOrEqual(
      30,
    );
  });
});
