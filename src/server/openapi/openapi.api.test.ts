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

  it('documents every operation: id, summary, who may call it, security, and a body for every answer', async () => {
    const document = (await t.app.inject({ url: '/api/docs/openapi.json' })).json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/', description: expect.any(String) }]);
    type Op = {
      operationId: string;
      summary: string;
      description: string;
      tags: string[];
      security: unknown[];
      parameters?: { in: string; name: string }[];
      responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
    };
    const operations = Object.entries(document.paths).flatMap(([path, ops]) =>
      Object.entries(ops as Record<string, Op>).map(([method, op]) => ({
        at: `${method.toUpperCase()} ${path}`,
        ...op,
      })),
    );
    expect(operations.length).toBeGreaterThan(90);
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const op of operations) {
      expect(op.operationId, op.at).toMatch(/^[a-z][A-Za-z0-9]+$/);
      expect(op.summary, op.at).not.toMatch(/^(GET|POST|PUT|PATCH|DELETE) /);
      expect(op.tags.length, op.at).toBeGreaterThan(0);
      expect(op.description, op.at).toMatch(/Public\.|Signed-in member with `[\w.]+`|client of the portal/);
      const success = Object.keys(op.responses).filter((status) => /^[23]/.test(status));
      expect(success.length, op.at).toBeGreaterThan(0);
      for (const [status, response] of Object.entries(op.responses)) {
        // Every answer but a redirect, an empty 204 or a 304 (not modified) says what its body is.
        if (status !== '204' && status !== '302' && status !== '304')
          expect(response.content, `${op.at} ${status}`).toBeDefined();
      }
      const isPublic = op.description.startsWith('Public.') || op.description.includes('\n\nPublic.');
      if (isPublic) expect(op.security, op.at).toEqual([]);
      else expect(op.responses['401'], op.at).toBeDefined();
    }
    const byId = Object.fromEntries(operations.map((op) => [op.operationId, op]));
    // Creates say 201, and the query parameters of a list are described.
    expect(Object.keys(byId.createService?.responses ?? {})).toContain('201');
    expect(byId.listAppointments?.parameters?.map((p) => p.name)).toEqual(
      expect.arrayContaining(['startDate', 'endDate', 'status', 'search']),
    );
    expect(byId.getPortalProfile?.security).toEqual([{ portalToken: [] }]);
    expect(byId.listServices?.security).toEqual([{ session: [] }]);
  });

  it('shows a readable list at /api/docs', async () => {
    const response = await t.app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('/api/auth/login');
  });
});
