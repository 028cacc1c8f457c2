import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { type Ability, rolesFor } from '../../contract/abilities';
import { apiErrorBodySchema } from '../../contract/errors';
import type { Feature } from '../../contract/plans';

/**
 * Who may call a route, declared beside it; required on every `/api/` route (registration fails without it).
 * - `public`: anyone;
 * - `portal`: a client of the portal, with its bearer token;
 * - `ability`: a signed-in member whose role has it in `contract/abilities.ts`, and the plan `feature` if named.
 */
export type Access = { public: true } | { portal: true } | { ability: Ability; feature?: Feature };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api/ route with its declared access, as registered (tests walk it). */
    routeTable: RouteAccess[];
  }
  interface FastifyContextConfig {
    access?: Access;
    /** Answers carry an ETag and a GET holding it gets 304 (lib/conditional-get.ts). */
    etag?: boolean;
  }
}

/**
 * The routes that declare a contract and are documented: the API, and the well-known files other software
 * reads at fixed addresses (security.txt). The web app's pages, its assets and /ws are not.
 */
export function isDocumentedRoute(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/.well-known/');
}

export type RouteAccess = { method: string; url: string; access: Access | undefined; operationId?: string };

export function routeAccessOf(options: RouteOptions): RouteAccess {
  const methods = Array.isArray(options.method) ? options.method : [options.method];
  return {
    method: methods.map(String).join(','),
    url: options.url,
    access: (options.config as { access?: Access } | undefined)?.access,
    operationId: (options.schema as { operationId?: string } | undefined)?.operationId,
  };
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type ResponseMap = Record<string, unknown>;
type RouteSchema = {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response?: ResponseMap;
  operationId?: string;
  summary?: string;
  tags?: string[];
  description?: string;
  security?: unknown;
  hide?: boolean;
  /** The body's media types, when not JSON (an uploaded file). */
  consumes?: string[];
};

const error = (description: string) => apiErrorBodySchema.describe(description);

export function describeAccess(access: Access): string {
  if ('public' in access) return 'Public.';
  if ('portal' in access) return "A client of the portal, with the bearer token from the portal's sign-in.";
  const parts = [`Signed-in member with \`${access.ability}\` (${rolesFor(access.ability).join(', ')}).`];
  if (access.feature) parts.push(`Plan feature: ${access.feature}.`);
  return parts.join(' ');
}

function securityFor(access: Access) {
  if ('public' in access) return [];
  if ('portal' in access) return [{ portalToken: [] }];
  return [{ session: [] }];
}

/**
 * Completes an API route's contract as it is registered (a Fastify onRoute hook, before @fastify/swagger's):
 * refuses a route without `access`, `operationId` or a success response, and adds the error answers that
 * follow from its access and inputs, so the document lists every status the server can give.
 */
const completed = new WeakSet<object>();

export function completeRouteContract(options: RouteOptions): void {
  if (!isDocumentedRoute(options.url)) return;
  const methods = (Array.isArray(options.method) ? options.method : [options.method]).map(String);
  const where = `${methods.join(',')} ${options.url}`;
  const access = (options.config as { access?: Access } | undefined)?.access;
  if (!access) throw new Error(`${where} declares no access (config.access)`);
  const schema = (options.schema ?? {}) as RouteSchema;
  options.schema = schema as RouteOptions['schema'];
  // Fastify registers HEAD beside GET with the same schema object: complete it once.
  if (schema.hide || completed.has(schema)) return;
  completed.add(schema);
  if (!schema.operationId) throw new Error(`${where} declares no operationId`);
  if (!schema.summary) throw new Error(`${where} declares no summary`);
  const response: ResponseMap = { ...(schema.response ?? {}) };
  if (!Object.keys(response).some((status) => /^[23]\d\d$/.test(status))) {
    throw new Error(`${where} declares no success response`);
  }
  const add = (status: number, description: string) => {
    response[status] ??= error(description);
  };
  const isPublic = 'public' in access;
  if (schema.body || schema.querystring) add(400, 'Invalid input, with a message per field');
  if (!isPublic) add(401, 'portal' in access ? 'No portal sign-in' : 'No session');
  if ('ability' in access) add(403, access.feature ? 'Missing role or plan feature' : 'Missing role');
  if (methods.some((m) => UNSAFE.has(m))) {
    add(403, 'Cross-site request refused');
    add(409, 'A conflicting change at the same moment (a deadlock PostgreSQL broke): try again');
  }
  if (schema.params) add(404, 'Not found');
  if (schema.body) {
    add(413, 'Request body is too large');
    // A route that reads its body as bytes (an upload, `consumes`) takes any media type.
    if (!schema.consumes) add(415, 'Request body must be JSON');
  }
  if ((options.config as { rateLimit?: unknown } | undefined)?.rateLimit) add(429, 'Too many requests');
  // Every /api/ request may read the database (a session cookie is looked up before the route runs).
  if (options.url.startsWith('/api/'))
    add(
      503,
      'The database dropped or refused the connection for a moment: try again after Retry-After seconds',
    );
  if (options.config?.etag)
    response[304] ??= z
      .null()
      .describe('Not modified: the ETag sent in If-None-Match is still current (no body)');
  schema.response = response;
  schema.security = securityFor(access);
  schema.description = [schema.description, describeAccess(access)].filter(Boolean).join('\n\n');
}

/** A response that is not JSON (CSV, iCalendar, HTML): documented with its media type, sent as a string. */
export function textResponse(mediaType: string, description: string) {
  return { description, content: { [mediaType]: { schema: z.string() } } };
}

/** A file that isn't text (a PDF): a binary string in the document. */
export function binaryResponse(mediaType: string, description: string) {
  return { description, content: { [mediaType]: { schema: z.string().meta({ format: 'binary' }) } } };
}

/** A redirect: no body. */
export function redirectResponse(description: string) {
  return z.null().describe(description);
}
