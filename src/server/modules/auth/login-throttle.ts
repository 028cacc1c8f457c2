/**
 * Failed sign-ins, counted in a sliding window three ways so that nobody can lock the owner out:
 * - per address and email: an address that keeps guessing one account's password is refused (429);
 * - per address: an address that sprays many accounts is refused (429);
 * - per email, from anywhere: each attempt is slowed down (a growing delay, capped), never refused, so a
 *   guesser elsewhere costs the real owner a few seconds at most, not their sign-in.
 * This class counts in memory; the app uses it through shared-login-throttle.ts, which counts in PostgreSQL for
 * every instance together and falls back to this one when the database is slow (decision 027).
 */
export type LoginThrottleOptions = {
  windowMs: number;
  /** Failures from one address for one email before that pair is refused. */
  maxPerAddressAndEmail: number;
  /** Failures from one address, any email, before the address is refused. */
  maxPerAddress: number;
  /** Failures for one email, any address, that go without delay. */
  freePerEmail: number;
  /** First delay after those, doubled with each further failure up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
};

export const defaultLoginThrottle: LoginThrottleOptions = {
  windowMs: 15 * 60 * 1000,
  maxPerAddressAndEmail: 5,
  maxPerAddress: 20,
  freePerEmail: 5,
  baseDelayMs: 250,
  maxDelayMs: 4000,
};

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();
  private readonly options: LoginThrottleOptions;

  constructor(options: Partial<LoginThrottleOptions> = {}) {
    this.options = { ...defaultLoginThrottle, ...options };
  }

  /** Whether this address may not try this email now (429), and how long this email's next try waits. */
  check(ip: string, email: string, now = Date.now()): ThrottleVerdict {
    const keys = throttleKeys(ip, email);
    return throttleVerdict(
      {
        pair: this.recent(keys.pair, now),
        address: this.recent(keys.address, now),
        email: this.recent(keys.email, now),
      },
      this.options,
    );
  }

  /** Whether this address may not try this email now (429). */
  isBlocked(ip: string, email: string, now = Date.now()): boolean {
    return this.check(ip, email, now).blocked;
  }

  /** How long to wait before checking this email's password, from its failures at every address. */
  delayMs(email: string, now = Date.now()): number {
    return this.check('', email, now).delayMs;
  }

  recordFailure(ip: string, email: string, now = Date.now()): void {
    for (const key of [pairKey(ip, email), `ip:${ip}`, `email:${email}`]) {
      const times = this.prune(key, now);
      times.push(now);
      this.failures.set(key, times);
    }
    if (this.failures.size > 10_000) this.sweep(now);
  }

  /** A success clears the email's counts, not the address's: one good password doesn't reset a spray. */
  recordSuccess(ip: string, email: string): void {
    this.failures.delete(pairKey(ip, email));
    this.failures.delete(`email:${email}`);
  }

  private recent(key: string, now: number): number {
    return this.prune(key, now).length;
  }

  private prune(key: string, now: number): number[] {
    const times = (this.failures.get(key) ?? []).filter((t) => now - t < this.options.windowMs);
    if (times.length === 0) this.failures.delete(key);
    else this.failures.set(key, times);
    return times;
  }

  private sweep(now: number): void {
    for (const key of [...this.failures.keys()]) this.prune(key, now);
  }
}

function pairKey(ip: string, email: string): string {
  // A space: an address never has one, and PostgreSQL's text (the shared throttle's key) takes no NUL.
  return `pair:${ip} ${email}`;
}

export type ThrottleVerdict = { blocked: boolean; delayMs: number };

/**
 * The rules of decision 009 from the failures counted in the window: the address and email pair's, the
 * address's, and the email's from anywhere. Refused (429) past either of the first two; slowed by the third.
 */
export function throttleVerdict(
  failures: { pair: number; address: number; email: number },
  options: LoginThrottleOptions,
): ThrottleVerdict {
  const blocked = failures.pair >= options.maxPerAddressAndEmail || failures.address >= options.maxPerAddress;
  const over = failures.email - options.freePerEmail;
  const delayMs = over < 0 ? 0 : Math.min(options.baseDelayMs * 2 ** Math.min(over, 20), options.maxDelayMs);
  return { blocked, delayMs };
}

/** What sign-in routes ask of a throttle: in memory (one instance) or shared through PostgreSQL (many). */
export type SignInThrottle = {
  check: (ip: string, email: string) => ThrottleVerdict | Promise<ThrottleVerdict>;
  recordFailure: (ip: string, email: string) => void | Promise<void>;
  recordSuccess: (ip: string, email: string) => void | Promise<void>;
};

export const throttleKeys = (ip: string, email: string) => ({
  pair: pairKey(ip, email),
  address: `ip:${ip}`,
  email: `email:${email}`,
});
