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
