import { z } from 'zod';
import { accountEmail, password } from './auth';

/**
 * "Forgot password?" (issue 33): an emailed single-use link, good for an hour. The request answers the same
 * whether or not an account uses the email; the link's token travels in the address's fragment
 * (`/reset-password#<token>`), so it reaches neither server logs nor a Referer.
 */
export const PASSWORD_RESET_HOURS = 1;
export const PASSWORD_RESET_SENT =
  'If an account uses that email, we’ve sent it a link to reset the password. The link works once, for 1 hour.';
export const PASSWORD_RESET_INVALID = 'This reset link has expired or was already used. Ask for a new one.';
export const PASSWORD_RESET_DONE =
  'Your password is reset, and every other session is signed out. Sign in with your new password.';

export const requestPasswordResetSchema = z.object({ email: accountEmail });
export type RequestPasswordResetInput = z.input<typeof requestPasswordResetSchema>;

export const completePasswordResetSchema = z.object({
  token: z
    .string({ error: PASSWORD_RESET_INVALID })
    .trim()
    .min(20, PASSWORD_RESET_INVALID)
    .max(200, PASSWORD_RESET_INVALID),
  newPassword: password,
});
export type CompletePasswordResetInput = z.input<typeof completePasswordResetSchema>;

export const passwordResetMessageSchema = z
  .object({ message: z.string() })
  .meta({ id: 'PasswordResetMessage' });
