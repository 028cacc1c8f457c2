import { loadConfig } from '../config';

/**
 * The origin sign-in links in emails point at: PUBLIC_URL (default http://localhost:PORT). Never the
 * request's Host header, which is whatever the caller sent: anyone could otherwise ask for a victim's
 * sign-in link pointing at their own site. Read at call time, like the rest of the environment, so a
 * test can pin it.
 */
export function publicOrigin(env: NodeJS.ProcessEnv = process.env): string {
  return loadConfig(env).publicUrl;
}

/**
 * Whether people reach the app over HTTPS: PUBLIC_URL says so (config.ts refused anything but an http(s) URL
 * at start). Then the session cookie is `__Host-` and Secure and every answer carries HSTS; over plain http
 * (a developer's machine, the tests) browsers would refuse both. Read on every request, so it stays cheap.
 */
export function servedOverHttps(env: NodeJS.ProcessEnv = process.env): boolean {
  return /^https:\/\//i.test(env.PUBLIC_URL ?? '');
}
