/** SQLSTATE codes the services turn into answers (https://www.postgresql.org/docs/current/errcodes-appendix.html). */
export const UNIQUE_VIOLATION = '23505';
export const EXCLUSION_VIOLATION = '23P01';
export const FOREIGN_KEY_VIOLATION = '23503';
export const DEADLOCK_DETECTED = '40P01';

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
