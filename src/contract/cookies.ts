/**
 * A cookie the page can read, set beside the httpOnly session cookie and cleared with it: when it's absent the
 * web app knows nobody is signed in without asking (GET /api/auth/user would answer 401). Kept apart from
 * auth.ts so the web's entry imports no schema (and no zod) for it.
 */
export const SIGNED_IN_MARKER_COOKIE = 'fd_signed_in';

/**
 * The httpOnly session cookie's name, decided here only (the server's `sessionCookie()`, the browser tests).
 * Over HTTPS it carries the `__Host-` prefix: a browser keeps such a cookie only when it is Secure, for Path=/
 * and with no Domain, so neither a sibling subdomain nor a network attacker on plain http can plant or
 * overwrite it (ASVS 5.0 3.3.3). Over plain http browsers refuse Secure cookies, so the name stays plain.
 */
export function sessionCookieName(servedOverHttps: boolean): string {
  return servedOverHttps ? '__Host-fd_session' : 'fd_session';
}

/** `/api/logout` sends the browser to `/?signed-out=1`; the landing page then says 'Logged Out' (spec §8). */
export const SIGNED_OUT_PARAM = 'signed-out';
