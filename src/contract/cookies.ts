/**
 * A cookie the page can read, set beside the httpOnly session cookie and cleared with it: when it's absent the
 * web app knows nobody is signed in without asking (GET /api/auth/user would answer 401). Kept apart from
 * auth.ts so the web's entry imports no schema (and no zod) for it.
 */
export const SIGNED_IN_MARKER_COOKIE = 'fd_signed_in';

/** `/api/logout` sends the browser to `/?signed-out=1`; the landing page then says 'Logged Out' (spec §8). */
export const SIGNED_OUT_PARAM = 'signed-out';
