import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct-horse-battery');
    expect(hash).toMatch(/^scrypt\$16384\$8\$5\$/);
    expect(hash).not.toContain('correct-horse-battery');
    await expect(verifyPassword('correct-horse-battery', hash)).resolves.toBe(true);
    await expect(verifyPassword('correct-horse-batterY', hash)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same-password-twice')).not.toBe(await hashPassword('same-password-twice'));
  });

  it('refuses a malformed stored hash instead of throwing', async () => {
    await expect(verifyPassword('anything-at-all', 'md5$abc')).resolves.toBe(false);
  });
});
