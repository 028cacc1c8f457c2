import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { CurrentUser } from '../../src/contract/auth';
import { sessionCookie } from '../../src/server/core/cookies';

export const TEST_PASSWORD = 'correct-horse-battery';

let counter = 0;
export function uniqueEmail(prefix = 'owner'): string {
  counter += 1;
  return `${prefix}-${counter}-${randomBytes(3).toString('hex')}@example.com`;
}

/** The session cookie from a response, as a `cookie` request header value (its name as the server decides it). */
export function sessionCookieFrom(setCookie: string | string[] | undefined): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const session = all.find((c) => c.startsWith(`${sessionCookie()}=`));
  if (!session) throw new Error(`no session cookie in ${JSON.stringify(all)}`);
  return session.split(';')[0] as string;
}

/** A loopback address of its own per sign-up, so many sign-ups in one file stay under the per-IP limit. */
export function uniqueClientAddress(): string {
  counter += 1;
  return `127.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
}

export type TestBusiness = { user: CurrentUser; cookie: string; email: string; password: string };

/** Signs up a new owner and business through the real endpoint, as a person would. */
export async function createTestBusiness(
  app: FastifyInstance,
  overrides: Partial<{ email: string; businessName: string; firstName: string; lastName: string }> = {},
): Promise<TestBusiness> {
  const email = overrides.email ?? uniqueEmail();
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    remoteAddress: uniqueClientAddress(),
    payload: {
      email,
      password: TEST_PASSWORD,
      firstName: overrides.firstName ?? 'Olivia',
      lastName: overrides.lastName ?? 'Owner',
      businessName: overrides.businessName ?? 'Test Salon',
    },
  });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  return {
    user: response.json(),
    cookie: sessionCookieFrom(response.headers['set-cookie']),
    email,
    password: TEST_PASSWORD,
  };
}
