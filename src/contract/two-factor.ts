import { z } from 'zod';
import { type Ability, can } from './abilities';
import type { MemberRole } from './auth';

/**
 * Abilities whose holders an owner may oblige to sign in with a second factor (issue 32): pay, payroll,
 * exports and billing. Whoever holds any of them is covered by Settings → Security's requirement.
 */
export const TWO_FACTOR_ABILITIES = [
  'staff.pay',
  'payroll.manage',
  'appointments.export',
  'clients.export',
  'billing.view',
] as const satisfies readonly Ability[];

/** Whether the business's requirement covers this role. */
export function roleNeedsTwoFactor(role: MemberRole): boolean {
  return TWO_FACTOR_ABILITIES.some((ability) => can(role, ability));
}

export const RECOVERY_CODE_COUNT = 10;
export const REMEMBER_DEVICE_DAYS = 30;

export const TWO_FACTOR_CODE_INVALID = 'That code didn’t work. Check your authenticator app and try again.';
export const TWO_FACTOR_SIGN_IN_EXPIRED = 'Your sign-in timed out. Enter your email and password again.';
export const TWO_FACTOR_SETUP_REQUIRED =
  'Your business requires two-factor sign-in for your role. Set it up in Settings → Account → Two-factor sign-in to continue.';
export const TWO_FACTOR_STILL_REQUIRED =
  'Your business requires two-factor sign-in for your role, so it can’t be turned off.';
export const TWO_FACTOR_ALREADY_ON = 'Two-factor sign-in is already on.';
export const TWO_FACTOR_NOT_ON = 'Two-factor sign-in is not on.';
export const TWO_FACTOR_NOT_STARTED = 'Start the setup again: scan a new QR code.';
export const PASSWORD_INCORRECT = 'Current password is incorrect';

/** A code as typed: six digits from the app, or a recovery code (`xxxxx-xxxxx`), spaces ignored. */
const codeField = z
  .string({ error: 'Enter the code' })
  .transform((v) => v.replace(/\s+/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, 'Enter the code')
      .regex(/^(\d{6}|[0-9a-z]{5}-?[0-9a-z]{5})$/, 'Enter the 6-digit code or a recovery code'),
  );

/** The answer to a right password when a second factor is still to come (202). */
export const twoFactorChallengeSchema = z
  .object({
    twoFactorRequired: z.literal(true),
    message: z.string(),
    passkey: z.boolean().describe('One of the account’s passkeys may answer instead of the code'),
  })
  .meta({ id: 'TwoFactorChallenge' });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;
export const TWO_FACTOR_PROMPT = 'Enter the 6-digit code from your authenticator app.';

export const twoFactorSignInSchema = z.object({
  code: codeField,
  rememberDevice: z.boolean({ error: 'rememberDevice must be true or false' }).optional(),
});
export type TwoFactorSignIn = z.input<typeof twoFactorSignInSchema>;

export const twoFactorStatusSchema = z
  .object({
    enabled: z.boolean(),
    recoveryCodesLeft: z.number().int(),
    rememberedDevices: z.number().int(),
    requiredByBusiness: z.boolean().describe('The business requires it of this member’s role'),
  })
  .meta({ id: 'TwoFactorStatus' });
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** Re-authentication: the sensitive change carries the current password. */
export const currentPasswordSchema = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required'),
});
export type CurrentPassword = z.infer<typeof currentPasswordSchema>;

export const twoFactorSetupSchema = z.object({
  secret: z.string().describe('Base32, for typing into an app that can’t scan'),
  otpauthUrl: z.string(),
  qrCodeSvg: z.string().describe('The otpauth URL as an SVG QR code'),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorConfirmSchema = z.object({ code: codeField });
export type TwoFactorConfirm = z.input<typeof twoFactorConfirmSchema>;

export const twoFactorDisableSchema = currentPasswordSchema.extend({ code: codeField });
export type TwoFactorDisable = z.input<typeof twoFactorDisableSchema>;

export const recoveryCodesSchema = z.object({
  recoveryCodes: z.array(z.string()).describe('Shown once; each works once'),
});
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const securitySettingsSchema = z
  .object({
    requireTwoFactor: z.boolean({ error: 'requireTwoFactor must be true or false' }),
  })
  .meta({ id: 'SecuritySettings' });
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;
