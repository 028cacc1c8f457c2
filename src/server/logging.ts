const REDACTED = '[redacted]';

/**
 * What a log line may hold of a request: method, path and the caller's address. Query strings go (a `?token=`
 * is a credential) and so do secret path segments (the calendar feed's file name is its key).
 */
export function safeRequestUrl(url: string): string {
  const path = url.split('?')[0] ?? url;
  return path.replace(/^(\/api\/public\/calendar\/)[^/]+$/, `$1${REDACTED}`);
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
      req: (request: { method: string; url: string; ip?: string; id?: string }) => ({
        method: request.method,
        url: safeRequestUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
