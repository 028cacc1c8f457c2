import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { routeSpecs } from '../core/route-spec';
import { textResponse } from './route-contract';

const spec = routeSpecs(['docs']);

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Escaped, with the document's `code` spans shown as code. */
function describeHtml(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');
}

type Operation = { summary?: string; description?: string };

/** `/api/docs`: a readable list of every call, and the OpenAPI document beside it. */
export function registerDocsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/docs/openapi.json',
    spec({
      access: { public: true },
      operationId: 'getOpenApiDocument',
      summary: 'This API as OpenAPI 3.1',
      response: { 200: z.record(z.string(), z.unknown()).describe('The OpenAPI 3.1 document') },
    }),
    async () => app.swagger() as unknown as Record<string, unknown>,
  );

  r.get(
    '/api/docs',
    spec({
      access: { public: true },
      operationId: 'getApiDocs',
      summary: 'This API, readable',
      response: { 200: textResponse('text/html', 'A table of every call') },
    }),
    async (_request, reply) => {
      const paths = (app.swagger() as { paths?: Record<string, Record<string, Operation>> }).paths ?? {};
      const rows = Object.entries(paths).flatMap(([path, ops]) =>
        Object.entries(ops).map(([method, op]) => {
          const who = (op.description ?? '').split('\n\n').at(-1) ?? '';
          return `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(op.summary ?? '')}</td><td>${describeHtml(who)}</td></tr>`;
        }),
      );
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Frontdesk API</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem;color:#0f172a}td,th{padding:.35rem .6rem;border-bottom:1px solid #e2e8f0;text-align:left}</style>
</head><body><main><h1>Frontdesk API</h1><p>Machine-readable: <a href="/api/docs/openapi.json">openapi.json</a>.
Errors answer <code>{ message, errors: [{ path, message }] }</code>.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>What</th><th>Who</th></tr></thead><tbody>${rows.join('')}</tbody></table></main></body></html>`;
      return reply.type('text/html').send(html);
    },
  );
}
