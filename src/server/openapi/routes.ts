import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument, type DocumentedRoute } from './document';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `/api/docs`: a readable list of every call, and the OpenAPI document beside it. */
export function registerDocsRoutes(app: FastifyInstance, routes: DocumentedRoute[]) {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  const getDocument = () => {
    document ??= buildOpenApiDocument(routes);
    return document;
  };

  app.get(
    '/api/docs/openapi.json',
    { config: { access: { public: true }, docs: { summary: 'This API as OpenAPI 3.1', tag: 'docs' } } },
    async () => getDocument(),
  );

  app.get(
    '/api/docs',
    { config: { access: { public: true }, docs: { summary: 'This API, readable', tag: 'docs' } } },
    async (_request, reply) => {
      const rows = Object.entries(getDocument().paths).flatMap(([path, ops]) =>
        Object.entries(ops).map(([method, op]) => {
          const { summary, description } = op as { summary: string; description: string };
          return `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(summary)}</td><td>${escapeHtml(description)}</td></tr>`;
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
