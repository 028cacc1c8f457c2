import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

describe('API document', () => {
  it('matches the committed docs/openapi.json (run `npm run openapi` after changing a route)', async () => {
    const response = await t.app.inject({ url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const committed = JSON.parse(fs.readFileSync('docs/openapi.json', 'utf8'));
    expect(response.json()).toEqual(committed);
  });

  it('documents every API route with a summary and who may call it', async () => {
    const document = (await t.app.inject({ url: '/api/docs/openapi.json' })).json();
    const operations = Object.entries(document.paths).flatMap(([path, ops]) =>
      Object.entries(ops as Record<string, { summary: string; description: string }>).map(([method, op]) => ({
        at: `${method.toUpperCase()} ${path}`,
        ...op,
      })),
    );
    expect(operations.map((op) => op.at)).toContain('POST /api/auth/signup');
    for (const op of operations) {
      expect(op.summary, op.at).not.toMatch(/^(GET|POST|PUT|PATCH|DELETE) /);
      expect(op.description, op.at).toMatch(/Public\.|Needs a signed-in member\./);
    }
  });

  it('shows a readable list at /api/docs', async () => {
    const response = await t.app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('/api/auth/login');
  });
});
