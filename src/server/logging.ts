const REDACTED = '[redacted]';

/**
 * Route parameters whose values a log line may show: ids (`:id`, `:entryId`, `:seriesId`…), a business's
 * public slug and a queue action. Every other parameter is taken for a secret without being named: `:token`
 * (invitations, walk-in queue, waitlist, review requests, unsubscribe), `:file` (the calendar feed's key),
 * `:code`, and whatever a later route calls its secret (`/api/auth/password-resets/:token`, `:key`…).
 */
const PUBLIC_PARAMETER = /^(id|[a-z][A-Za-z]*Id|slug|business|action)$/;

/**
 * A segment of a path that no server route matched, which a log line may show: a lowercase word (`queue`,
 * `join`, `favicon.ico`) or a number (an id). Such paths are the web app's pages, which the server answers
 * with its catch-all and whose parameters it does not know (`/invite/{token}`, `/unsubscribe/{token}`,
 * `/queue/{token}`, `/waitlist/{token}`, a later `/reset-password/{token}`), and unknown addresses. The
 * tokens the app puts in links are 32 or more random base64url characters (24 or 32 bytes), which pass for a
 * word or a number with odds below one in a hundred billion; a later page's token should be made the same way.
 */
const PLAIN_SEGMENT = /^([a-z]+([-_.][a-z]+)*|[0-9]+)$/;

/** The parameter names in one segment of a route's pattern: `:token` → token, `*` → *, `join-qr.svg` → none. */
function parametersIn(segment: string): string[] {
  if (segment.includes('*')) return ['*'];
  return [...segment.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
}

/**
 * What a log line may hold of a request's address, by one rule for every route and page: the path only (a
 * query string goes whole: `?token=`, `?review=`, `?link=` are credentials), and of the path only what is
 * known not to be a secret. With the route Fastify matched (`/api/invitations/:token`), that is its fixed
 * parts and its id-like parameters (PUBLIC_PARAMETER); without one (the web app's pages, unknown paths),
 * segments that are a word or a number (PLAIN_SEGMENT). Everything else becomes `[redacted]`, so a new
 * token-bearing route or page is covered as it is written, with no list here to keep up.
 */
export function safeRequestUrl(url: string, route?: string): string {
  const path = url.split('?')[0] ?? url;
  const segments = path.split('/');
  const pattern = route?.split('/');
  // A route matched the path segment for segment (a wildcard's value may span several: matched by shape).
  const byRoute = pattern?.length === segments.length ? pattern : undefined;
  return segments
    .map((segment, i) => {
      if (segment === '') return segment;
      const shown = byRoute
        ? parametersIn(byRoute[i] ?? '*').every((name) => PUBLIC_PARAMETER.test(name))
        : PLAIN_SEGMENT.test(segment);
      return shown ? segment : REDACTED;
    })
    .join('/');
}

/**
 * An error as it may be logged: never the SQL parameters (a sign-up's email and password hash), the row a
 * constraint names (`detail`), or anything else the driver copied from the input.
 */
export function logSafeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const cause = (error as { cause?: unknown }).cause;
  const driver = (cause ?? error) as { code?: unknown; constraint?: unknown; table?: unknown };
  return {
    type: error.name,
    message: error.message.replace(/\nparams: [\s\S]*$/, `\nparams: ${REDACTED}`),
    code: typeof driver.code === 'string' ? driver.code : undefined,
    constraint: typeof driver.constraint === 'string' ? driver.constraint : undefined,
    table: typeof driver.table === 'string' ? driver.table : undefined,
    stack: error.stack?.replace(/\nparams: [\s\S]*?(\n {4}at |$)/, `\nparams: ${REDACTED}$1`),
    cause: cause instanceof Error && cause !== error ? cause.message : undefined,
  };
}

/** Paths pino blanks in every line, whatever a log call passes. */
export const REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.passwordHash',
  '*.token',
  '*.accessCode',
  '*.params',
  '*.detail',
];

/** The server's logger: JSON lines (pino) with secrets redacted and requests reduced to what is safe. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      // Fastify logs its request lines with the request itself, which knows the route it matched.
      req: (request: { method: string; url: string; ip?: string; routeOptions?: { url?: string } }) => ({
        method: request.method,
        url: safeRequestUrl(request.url, request.routeOptions?.url),
        remoteAddress: request.ip,
      }),
      // @fastify/websocket logs the raw address of an upgrade to a route that takes no socket as `path`.
      path: (path: unknown) => (typeof path === 'string' ? safeRequestUrl(path) : path),
    },
  };
}
