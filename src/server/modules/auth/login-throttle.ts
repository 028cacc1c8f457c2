/**
 * Counts failed sign-ins per IP and per email in a sliding window. In memory: with several app
 * instances each counts on its own, which still bounds guessing to N times the limit (docs/decisions).
 */
export type LoginThrottleOptions = { windowMs: number; maxPerEmail: number; maxPerIp: number };

export const defaultLoginThrottle: LoginThrottleOptions = {
  windowMs: 15 * 60 * 1000,
  maxPerEmail: 5,
  maxPerIp: 20,
};

export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly options: LoginThrottleOptions = defaultLoginThrottle) {}

  isBlocked(ip: string, email: string, now = Date.now()): boolean {
    return (
      this.recent(`ip:${ip}`, now) >= this.options.maxPerIp ||
      this.recent(`email:${email}`, now) >= this.options.maxPerEmail
    );
  }

  recordFailure(ip: string, email: string, now = Date.now()): void {
    for (const key of [`ip:${ip}`, `email:${email}`]) {
      const times = this.prune(key, now);
      times.push(now);
      this.failures.set(key, times);
    }
    if (this.failures.size > 10_000) this.sweep(now);
  }

  /** A success clears the email's count, not the IP's: one good password doesn't reset a spray. */
  recordSuccess(email: string): void {
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
