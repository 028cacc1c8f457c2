import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

// OWASP Password Storage Cheat Sheet lists scrypt N=2^14, r=8, p=5 among its equivalent minimums
// (https://cheatsheetseries.owasp.org/cheatsheets/Password_Storage_Cheat_Sheet.html#scrypt):
// about 190 ms here and 16 MiB per hash, against 500 ms and 128 MiB for N=2^17.
const PARAMS = { N: 2 ** 14, r: 8, p: 5 };
/**
 * The API tests' cost (tests/support/api-setup.ts calls hashCheaplyInTests): the same scrypt, salt and encoding
 * at about 2 ms a hash instead of 220 ms. Their 580 sign-ups and sign-ins per database spent two of the suite's
 * minutes in scrypt alone (decision 037). Nothing in src/ calls it; the unit tests and every server the tests
 * start as a process (npm start, the fleet, the browser tests) hash at PARAMS.
 */
const TEST_PARAMS = { N: 2 ** 10, r: 8, p: 1 };
let params = PARAMS;

export function hashCheaplyInTests(): void {
  params = TEST_PARAMS;
}
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, cost: typeof PARAMS): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...cost, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** Encoded as `scrypt$N$r$p$salt$key` so the parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const [algorithm, n, r, p, salt, key] = encoded.split('$');
  if (algorithm !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check when the email is unknown, so timing doesn't tell which was wrong. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(password, await dummyHash);
  return false;
}
