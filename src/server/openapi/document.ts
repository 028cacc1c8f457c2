import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { isDocumentedRoute } from './route-contract';

const transformRoute = createJsonSchemaTransform({ skipList: [] });

type OpenApiDocument = {
  paths?: Record<string, Record<string, { responses?: Record<string, { description?: string }> }>>;
  components?: { schemas?: Record<string, unknown> };
};

const STATUS_TEXT: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No content',
  '302': 'Redirect',
};

/** Names each success answer by its status, and drops component schemas that nothing refers to. */
function tidy<T extends OpenApiDocument>(document: T): T {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (response.description === 'Default Response') response.description = STATUS_TEXT[status] ?? 'OK';
      }
    }
  }
  const schemas = document.components?.schemas;
  if (schemas) {
    // A schema may refer to another, so keep what is reachable from the paths.
    const used = new Set<string>();
    const visit = (value: unknown) => {
      const text = JSON.stringify(value);
      for (const match of text.matchAll(/#\/components\/schemas\/([\w.-]+)/g)) {
        const name = match[1] as string;
        if (used.has(name)) continue;
        used.add(name);
        visit(schemas[name]);
      }
    };
    visit(document.paths);
    for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
  }
  return document;
}

/**
 * The API document: @fastify/swagger gathers every route's zod contract (completed by route-contract.ts) into
 * OpenAPI 3.1; served at /api/docs/openapi.json and committed as docs/openapi.json (`npm run openapi`).
 */
export async function registerApiDocument(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Frontdesk API',
        version: '1.0.0',
        description:
          'Appointments, clients, chat, products, sales and payments of one business. Errors answer `{ message, errors?: [{ path, message }] }`. Signed-in calls carry the session cookie from `POST /api/auth/login` (`fd_session`; `__Host-fd_session` when the server is reached over HTTPS); the client portal sends the token from `POST /api/portal/sign-in` as a bearer token.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'fd_session',
            description: 'Set by sign-in; named `__Host-fd_session` when the server is reached over HTTPS',
          },
          portalToken: { type: 'http', scheme: 'bearer', description: "The client portal's sign-in token" },
        },
      },
      security: [],
    },
    transform: (document) => {
      // Only the API and the well-known files are documented: not /ws, the web app or its assets.
      if (!isDocumentedRoute(document.url))
        return { schema: { ...document.schema, hide: true }, url: document.url };
      return transformRoute(document);
    },
    transformObject: (document) => tidy(jsonSchemaTransformObject(document) as OpenApiDocument),
  });
}
