import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../../../tests/support/factories';
import { MIN_PASSWORD_LENGTH } from '../../../contract/auth';
import { DEMO_LOGIN } from '../../db/seed/demo';
import { breachedPasswords, isBreachedPassword } from './breached-passwords';

describe('the breached passwords list', () => {
  it('holds at least the 3,000 most common passwords the length rule lets through (ASVS 5.0 6.2.4)', async () => {
    const list = await breachedPasswords();
    expect(list.size).toBeGreaterThan(3000);
    for (const password of list) expect(password.length).toBeGreaterThanOrEqual(MIN_PASSWORD_LENGTH);
    // Loaded once: every later check uses the same set.
    expect(await breachedPasswords()).toBe(list);
  });

  it('finds a listed password whatever its case or Unicode form', async () => {
    expect(await isBreachedPassword('qwertyuiopasdfgh')).toBe(true);
    expect(await isBreachedPassword('QwertyuiopASDFGH')).toBe(true);
    // Fullwidth letters are the same password once normalized (NFKC), as the hash sees it.
    expect(await isBreachedPassword('ｑｗｅｒｔｙ123456')).toBe(true);
    expect(await isBreachedPassword('qwertyuiopasdfgh!')).toBe(false);
  });

  it('lets every password the tests, the browser tests, the benchmarks and the demo choose through', async () => {
    const chosen = [
      TEST_PASSWORD,
      DEMO_LOGIN.password,
      // tests/e2e: support.ts, shell.spec.ts, staff.spec.ts; the API tests' new passwords; bench/.
      'a-long-password-1',
      'an-even-longer-password',
      'a-long-stylist-password',
      'a-brand-new-password',
      'attacker-chosen-1',
      'bench-password-1',
    ];
    for (const password of chosen) {
      expect(password.length, password).toBeGreaterThanOrEqual(MIN_PASSWORD_LENGTH);
      expect(await isBreachedPassword(password), password).toBe(false);
    }
  });
});
