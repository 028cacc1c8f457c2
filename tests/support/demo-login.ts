import { DEMO_LOGIN } from '../../src/server/db/seed/demo';

/** Signs in as the demo owner; answers the session cookie for later requests. */
export async function logInAsDemo(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_LOGIN),
  });
  if (response.status !== 200) throw new Error(`demo login: ${response.status} ${await response.text()}`);
  return (response.headers.get('set-cookie') ?? '').split(';')[0] as string;
}
