import { describe, expect, it } from 'vitest';
import { usageState } from './usage-state';

describe('plan usage state', () => {
  it('is unlimited at -1, with no warning', () => {
    expect(usageState({ tier: 'premium', limit: -1, used: 500 })).toMatchObject({
      unlimited: true,
      level: 'ok',
    });
  });

  it('warns from 80% of the limit and stops at the limit', () => {
    expect(usageState({ tier: 'free', limit: 10, used: 7 }).level).toBe('ok');
    expect(usageState({ tier: 'free', limit: 10, used: 8 }).level).toBe('nearing');
    expect(usageState({ tier: 'free', limit: 10, used: 10 })).toMatchObject({
      level: 'reached',
      percent: 100,
    });
    expect(usageState({ tier: 'basic', limit: 100, used: 120 })).toMatchObject({
      level: 'reached',
      percent: 100,
    });
  });

  it('offers Upgrade only on the free tier', () => {
    expect(usageState({ tier: 'free', limit: 10, used: 0 }).showUpgrade).toBe(true);
    expect(usageState({ tier: 'basic', limit: 100, used: 0 }).showUpgrade).toBe(false);
    expect(usageState({ tier: 'enterprise', limit: -1, used: 0 }).showUpgrade).toBe(false);
  });
});
