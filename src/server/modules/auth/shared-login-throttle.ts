import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/sql-rows';
import { withinTime } from '../../lib/within-time';
import { SHARED_COUNT_WAIT_MS } from '../../limits/rate-limit-store';
import { logSafeError } from '../../logging';
import {
  defaultLoginThrottle,
  LoginThrottle,
  type LoginThrottleOptions,
  type SignInThrottle,
  throttleKeys,
  throttleVerdict,
} from './login-throttle';

type Log = { warn: (obj: object, msg: string) => void };

/** Failures older than the window are deleted after this many failures recorded here. */
const SWEEP_EVERY = 200;

/**
 * The login throttle of decision 009 with its counts in PostgreSQL (`login_failures`, on the database clock),
 * so guesses spread over several instances are throttled exactly as on one (issue 34, decision 027). Each
 * answer waits at most 250 ms for the database; past that (or with the database down) this instance answers
 * from its own counts, which it keeps as well, and logs it.
 */
export function sharedLoginThrottle(
  db: Database,
  log: Log,
  overrides: Partial<LoginThrottleOptions> = {},
): SignInThrottle {
  const options = { ...defaultLoginThrottle, ...overrides };
  const here = new LoginThrottle(options);
  let sinceSweep = 0;
  const window = sql`now() - ${options.windowMs} * interval '1 millisecond'`;

  const counts = async (keys: string[]): Promise<Map<string, number>> => {
    const result = await withinTime(
      db.execute(sql`
        select key, count(*)::int as failures from login_failures
        where key in (${sql.join(
          keys.map((key) => sql`${key}`),
          sql`, `,
        )}) and failed_at > ${window}
        group by key`),
      SHARED_COUNT_WAIT_MS,
    );
    return new Map(
      rowsOf<{ key: string; failures: number }>(result).map((row) => [row.key, Number(row.failures)]),
    );
  };

  const alone = (what: string, error: unknown) =>
    log.warn(
      { err: logSafeError(error) },
      `login throttle: ${what} on this instance only: the database did not answer, or not in time`,
    );

  return {
    async check(ip, email) {
      const keys = throttleKeys(ip, email);
      try {
        // One query for the three counts a sign-in needs.
        const found = await counts([keys.pair, keys.address, keys.email]);
        return throttleVerdict(
          {
            pair: found.get(keys.pair) ?? 0,
            address: found.get(keys.address) ?? 0,
            email: found.get(keys.email) ?? 0,
          },
          options,
        );
      } catch (error) {
        alone('counted', error);
        return here.check(ip, email);
      }
    },
    async recordFailure(ip, email) {
      here.recordFailure(ip, email);
      const keys = throttleKeys(ip, email);
      try {
        await withinTime(
          db.execute(sql`
            insert into login_failures (key, failed_at)
            values (${keys.pair}, now()), (${keys.address}, now()), (${keys.email}, now())`),
          SHARED_COUNT_WAIT_MS,
        );
      } catch (error) {
        alone('a failure recorded', error);
      }
      if (++sinceSweep >= SWEEP_EVERY) {
        sinceSweep = 0;
        db.execute(sql`delete from login_failures where failed_at <= ${window}`).catch((error: unknown) =>
          log.warn({ err: logSafeError(error) }, 'login throttle sweep failed'),
        );
      }
    },
    async recordSuccess(ip, email) {
      here.recordSuccess(ip, email);
      const keys = throttleKeys(ip, email);
      try {
        await withinTime(
          db.execute(sql`delete from login_failures where key in (${keys.pair}, ${keys.email})`),
          SHARED_COUNT_WAIT_MS,
        );
      } catch (error) {
        alone('a success recorded', error);
      }
    },
  };
}
