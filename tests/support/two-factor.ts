import type { FastifyInstance } from 'fastify';
import { generateSync } from 'otplib';
import { TEST_PASSWORD } from './factories';

/** The code an authenticator app shows `steps` 30-second steps from now (each step's code works once). */
export const codeAt = (secret: string, steps = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/** A `cookie` header value of one named cookie from an answer. */
export function cookieOf(setCookie: string | string[] | undefined, name: string): string {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((c) => c.startsWith(`${name}=`) && !c.startsWith(`${name}=;`));
  if (!found) throw new Error(`no ${name} cookie in ${JSON.stringify(all)}`);
  return found.split(';')[0] as string;
}

/** Two-factor sign-in turned on for a signed-in member, as Settings does it: the secret and recovery codes. */
export async function turnOnTwoFactor(
  app: FastifyInstance,
  cookie: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await app.inject({
    method: 'POST',
    url: '/api/account/two-factor/setup',
    headers: { cookie },
    payload: { currentPassword: TEST_PASSWORD },
  });
  if (setup.statusCode !== 200) throw new Error(`two-factor setup: ${setup.statusCode} ${setup.body}`);
  const { secret } = setup.json() as { secret: string };
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/account/two-factor/confirm',
    headers: { cookie },
    payload: { code: codeAt(secret, -1) },
  });
  if (confirmed.statusCode !== 200)
    throw new Error(`two-factor confirm: ${confirmed.statusCode} ${confirmed.body}`);
  return { secret, recoveryCodes: (confirmed.json() as { recoveryCodes: string[] }).recoveryCodes };
}
