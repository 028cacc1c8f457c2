import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

const options = { windowMs: 60_000, maxPerEmail: 3, maxPerIp: 5 };

describe('LoginThrottle', () => {
  it('blocks an email after its failures, from any IP', () => {
    const throttle = new LoginThrottle(options);
    for (let i = 0; i < 3; i++) throttle.recordFailure(`10.0.0.${i}`, 'a@example.com', 1000);
    expect(throttle.isBlocked('10.0.0.99', 'a@example.com', 1000)).toBe(true);
    expect(throttle.isBlocked('10.0.0.99', 'b@example.com', 1000)).toBe(false);
  });

  it('blocks an IP spraying many emails', () => {
    const throttle = new LoginThrottle(options);
    for (let i = 0; i < 5; i++) throttle.recordFailure('10.0.0.1', `user${i}@example.com`, 1000);
    expect(throttle.isBlocked('10.0.0.1', 'fresh@example.com', 1000)).toBe(true);
  });

  it('forgets failures once the window has passed', () => {
    const throttle = new LoginThrottle(options);
    for (let i = 0; i < 3; i++) throttle.recordFailure('10.0.0.1', 'a@example.com', 1000);
    expect(throttle.isBlocked('10.0.0.1', 'a@example.com', 1000 + 60_000)).toBe(false);
  });

  it("a success clears the email's count but not the IP's", () => {
    const throttle = new LoginThrottle(options);
    for (let i = 0; i < 5; i++) throttle.recordFailure('10.0.0.1', 'a@example.com', 1000);
    throttle.recordSuccess('a@example.com');
    expect(throttle.isBlocked('10.0.0.2', 'a@example.com', 1000)).toBe(false);
    expect(throttle.isBlocked('10.0.0.1', 'other@example.com', 1000)).toBe(true);
  });
});
