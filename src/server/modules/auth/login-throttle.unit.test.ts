import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

const options = {
  windowMs: 60_000,
  maxPerAddressAndEmail: 3,
  maxPerAddress: 5,
  freePerEmail: 3,
  baseDelayMs: 100,
  maxDelayMs: 1000,
};

describe('LoginThrottle', () => {
  it('refuses an address that keeps guessing one email, and only that address', () => {
    const throttle = new LoginThrottle(options);
    for (let i = 0; i < 3; i++) throttle.recordFailure('10.0.0.1', 'owner@example.com', 1000);
    expect(throttle.isBlocked('10.0.0.1', 'owner@example.com', 1000)).toBe(true);
    expect(throttle.isBlocked('10.0.0.99', 'owner@example.com', 1000)).toBe(false);
  });

  it('never refuses the owner at their own address, however many addresses guess their email', () => {
    const throttle = new LoginThrottle(options);
    for (let i = 0; i < 50; i++) throttle.recordFailure(`10.0.1.${i}`, 'owner@example.com', 1000);
    expect(throttle.isBlocked('192.168.1.5', 'owner@example.com', 1000)).toBe(false);
    // ...but every attempt at that email is slowed, up to the cap.
    expect(throttle.delayMs('owner@example.com', 1000)).toBe(1000);
    expect(throttle.delayMs('other@example.com', 1000)).toBe(0);
  });

  it('slows an email down gradually once its free failures are used', () => {
    const throttle = new LoginThrottle(options);
    const delays: number[] = [];
    for (let i = 0; i < 6; i++) {
      delays.push(throttle.delayMs('a@example.com', 1000));
      throttle.recordFailure(`10.0.0.${i}`, 'a@example.com', 1000);
    }
    expect(delays).toEqual([0, 0, 0, 100, 200, 400]);
  });

  it('refuses an address spraying many emails', () => {
    const throttle = new LoginThrottle(options);
    for (let i = 0; i < 5; i++) throttle.recordFailure('10.0.0.1', `user${i}@example.com`, 1000);
    expect(throttle.isBlocked('10.0.0.1', 'fresh@example.com', 1000)).toBe(true);
  });

  it('forgets failures after the window', () => {
    const throttle = new LoginThrottle(options);
    for (let i = 0; i < 3; i++) throttle.recordFailure('10.0.0.1', 'a@example.com', 1000);
    expect(throttle.isBlocked('10.0.0.1', 'a@example.com', 1000 + 60_000)).toBe(false);
    expect(throttle.delayMs('a@example.com', 1000 + 60_000)).toBe(0);
  });

  it("a success clears the email's counts but not the address's spray count", () => {
    const throttle = new LoginThrottle(options);
    for (let i = 0; i < 5; i++) throttle.recordFailure('10.0.0.1', 'a@example.com', 1000);
    throttle.recordSuccess('10.0.0.1', 'a@example.com');
    expect(throttle.delayMs('a@example.com', 1000)).toBe(0);
    expect(throttle.isBlocked('10.0.0.1', 'other@example.com', 1000)).toBe(true);
  });
});
