import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(() => {
  vi.unstubAllEnvs();
});

/** The file's fields by name (RFC 9116 §2.3: `Name: value` lines; `#` starts a comment). */
function fieldsOf(body: string): Record<string, string> {
  const lines = body.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
  return Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(': ') + 2)]),
  );
}

describe('GET /.well-known/security.txt', () => {
  it('says where to report, in English, until about a year from now, from PUBLIC_URL', async () => {
    vi.stubEnv('PUBLIC_URL', 'https://book.example.com');
    vi.stubEnv('SECURITY_CONTACT', '');
    const response = await t.app.inject({ url: '/.well-known/security.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const fields = fieldsOf(response.body);
    expect(fields).toMatchObject({
      Contact: 'mailto:security@book.example.com',
      'Preferred-Languages': 'en',
      Canonical: 'https://book.example.com/.well-known/security.txt',
    });
    // RFC 9116 §2.5.5: always there, in the future, and better under a year ahead, so it never goes stale.
    const expires = new Date(fields.Expires as string).getTime();
    expect(fields.Expires).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const days = (expires - Date.now()) / (24 * 60 * 60 * 1000);
    expect(days).toBeGreaterThan(360);
    expect(days).toBeLessThan(365);
    // Without a published policy, the file names the document that holds it.
    expect(fields.Policy).toBeUndefined();
    expect(response.body).toMatch(/^# Policy: docs\/security\.md/m);
  });

  it('takes its contact from SECURITY_CONTACT and its policy from SECURITY_POLICY_URL', async () => {
    vi.stubEnv('PUBLIC_URL', 'https://book.example.com/');
    vi.stubEnv('SECURITY_CONTACT', 'https://example.com/report-a-vulnerability');
    vi.stubEnv('SECURITY_POLICY_URL', 'https://example.com/security-policy');
    const fields = fieldsOf((await t.app.inject({ url: '/.well-known/security.txt' })).body);
    expect(fields).toMatchObject({
      Contact: 'https://example.com/report-a-vulnerability',
      Canonical: 'https://book.example.com/.well-known/security.txt',
      Policy: 'https://example.com/security-policy',
    });
  });

  it('needs no session and is not the web app', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/.well-known/security.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
  });
});
