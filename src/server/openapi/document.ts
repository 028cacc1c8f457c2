import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import type { Access } from '../modules/auth/access';

/** What a route tells the API document about itself, next to its `access`. */
export type RouteDocs = {
  summary: string;
  tag: string;
  body?: z.ZodType;
  params?: z.ZodType;
  responses?: Record<number, string>;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    docs?: RouteDocs;
  }
}

export type DocumentedRoute = { method: string; url: string; access?: Access; docs?: RouteDocs };

/** Collects the API routes as they are registered (a Fastify onRoute hook). */
export function routeCollector() {
  const routes: DocumentedRoute[] = [];
  const onRoute = (options: RouteOptions) => {
    if (!options.url.startsWith('/api/')) return;
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const config = options.config as { access?: Access; docs?: RouteDocs } | undefined;
      routes.push({
        method: method.toLowerCase(),
        url: options.url,
        access: config?.access,
        docs: config?.docs,
      });
    }
  };
  return { routes, onRoute };
}

function describeAccess(access: Access | undefined): string {
  if (access && 'public' in access) return 'Public.';
  const parts = ['Needs a signed-in member.'];
  if (access?.roles) parts.push(`Roles: ${access.roles.join(', ')}.`);
  if (access?.feature) parts.push(`Plan feature: ${access.feature}.`);
  return parts.join(' ');
}

const errorBody = {
  type: 'object',
  required: ['message'],
  properties: {
    message: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        properties: { path: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};

function responsesFor(route: DocumentedRoute) {
  const responses: Record<string, unknown> = {};
  for (const [status, description] of Object.entries(route.docs?.responses ?? { 200: 'OK' })) {
    responses[status] = { description };
  }
  const error = (description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  });
  if (route.docs?.body) responses['400'] ??= error('Invalid input, with a message per field');
  const isPublic = route.access && 'public' in route.access;
  if (!isPublic) responses['401'] ??= error('No session');
  if (route.access && !isPublic && ('roles' in route.access || 'feature' in route.access)) {
    responses['403'] ??= error('Missing role or plan feature');
  }
  return responses;
}

/** OpenAPI 3.1 from the routes' own zod schemas; served at /api/docs/openapi.json and committed. */
export function buildOpenApiDocument(routes: DocumentedRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  const sorted = [...routes].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  for (const route of sorted) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const params = [...route.url.matchAll(/:(\w+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'integer' },
    }));
    const operation: Record<string, unknown> = {
      summary: route.docs?.summary ?? `${route.method.toUpperCase()} ${route.url}`,
      tags: [route.docs?.tag ?? 'other'],
      description: describeAccess(route.access),
      responses: responsesFor(route),
    };
    if (params.length > 0) operation.parameters = params;
    if (route.docs?.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: z.toJSONSchema(route.docs.body, { io: 'input' }) } },
      };
    }
    paths[path] = { ...paths[path], [route.method]: operation };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Frontdesk API', version: '1' },
    components: {
      schemas: { Error: errorBody },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'fd_session' } },
    },
    security: [{ session: [] }],
    paths,
  };
}
