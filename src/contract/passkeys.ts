import { z } from 'zod';
import { requiredText } from './common';

export const PASSKEY_FAILED = 'That passkey didn’t work. Try again, or sign in with your password.';
export const PASSKEY_NOT_FOUND = 'Passkey not found';
export const NO_PASSKEY_YET = 'You have no passkey yet. Enter the code from your authenticator app.';
export const MAX_PASSKEYS = 10;
export const TOO_MANY_PASSKEYS = `You can keep up to ${MAX_PASSKEYS} passkeys. Remove one first.`;

export const passkeySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
  })
  .meta({ id: 'Passkey' });
export type Passkey = z.infer<typeof passkeySchema>;

/** What the browser's WebAuthn call needs (`@simplewebauthn/browser`'s startRegistration / startAuthentication). */
export const webauthnOptionsSchema = z
  .record(z.string(), z.unknown())
  .describe(
    'PublicKeyCredentialCreationOptionsJSON or PublicKeyCredentialRequestOptionsJSON (WebAuthn Level 3)',
  );

/** The browser's answer to a WebAuthn ceremony, as JSON; the server checks every part of it. */
const credentialSchema = z.looseObject({
  id: z.string({ error: 'A passkey answer is required' }).min(1).max(2000),
  rawId: z.string().max(2000),
  type: z.literal('public-key'),
  response: z.looseObject({ clientDataJSON: z.string().max(20_000) }),
});

export const registerPasskeySchema = z.object({
  name: requiredText('Name', 60),
  credential: credentialSchema,
});
export type RegisterPasskey = z.input<typeof registerPasskeySchema>;

export const passkeySignInSchema = z.object({ credential: credentialSchema });

/** A passkey instead of the code, after the right password. */
export const passkeySecondFactorSchema = z.object({
  credential: credentialSchema,
  rememberDevice: z.boolean({ error: 'rememberDevice must be true or false' }).optional(),
});
export type PasskeySecondFactor = z.input<typeof passkeySecondFactorSchema>;
export type PasskeySignIn = z.input<typeof passkeySignInSchema>;
