/** SQLSTATE codes the services turn into answers (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const UNIQUE_VIOLATION = '23505';
export const EXCLUSION_VIOLATION = '23P01';
export const FOREIGN_KEY_VIOLATION = '23503';
export const DEADLOCK_DETECTED = '40P01';
export const SERIALIZATION_FAILURE = '40001';

/** Drizzle wraps driver errors; the SQLSTATE sits on the error or its cause depending on the driver. */
export function postgresErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
/** A number outside its column's range: only an id nobody could have (above 2^31-1) gets there. */
export const NUMERIC_OUT_OF_RANGE = '22003';

/** The constraint or index a violation names (`constraint` on the error or its cause), if any. */
export function postgresConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const name = (current as { constraint?: unknown }).constraint;
    if (typeof name === 'string' && name) return name;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** SQLSTATEs of a server that went away or can't take us now: class 08, shutdowns, too many connections. */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
/** What node-postgres and Node's sockets say when the connection itself broke. */
const LOST_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|Client was closed and is not queryable|timeout exceeded when trying to connect)/;
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * Whether an error means the database connection was lost or refused (not that the statement was wrong):
 * such a request may succeed if tried again in a moment.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || SOCKET_CODES.has(code))) return true;
    if (typeof message === 'string' && LOST_CONNECTION.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
