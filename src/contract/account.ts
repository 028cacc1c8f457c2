import { z } from 'zod';
import { imageAddressSchema } from './images';

/** A picture for the header avatar: an uploaded image (`/media/{id}`) or an https:// address; null for none. */
export const profileImageUrlSchema = imageAddressSchema(
  'Profile image must be an uploaded image or an https:// image address',
  'Profile image address must be at most 500 characters',
).nullable();

/** PUT /api/account/profile: the signed-in person's name and picture (the header avatar shows it, spec §2). */
export const updateProfileSchema = z
  .object({
    firstName: z
      .string({ error: 'First name is required' })
      .trim()
      .min(1, 'First name is required')
      .max(100, 'First name must be at most 100 characters'),
    lastName: z
      .string()
      .trim()
      .max(100, 'Last name must be at most 100 characters')
      .nullable()
      .optional()
      .transform((v) => (v ? v : null)),
    profileImageUrl: profileImageUrlSchema.optional().transform((v) => v ?? null),
  })
  .strict();
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type UpdateProfile = z.output<typeof updateProfileSchema>;

export const SESSION_NOT_FOUND = 'Session not found';

/** GET /api/account/sessions item: one signed-in browser of this person (its secret never leaves the server). */
export const accountSessionSchema = z
  .object({
    id: z.string().describe('Opaque id, for DELETE /api/account/sessions/{id}'),
    createdAt: z.string().describe('When it signed in'),
    lastActiveAt: z.string().describe('When it was last used, to the minute'),
    expiresAt: z.string(),
    userAgent: z.string().nullable().describe('The browser that signed in, when recorded'),
    businessName: z.string().nullable().describe('The business the session is signed in to'),
    current: z.boolean().describe('The session making this request'),
  })
  .meta({ id: 'AccountSession' });
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const sessionIdParamsSchema = z.object({ id: z.string().max(100) });

/** POST /api/account/sessions/sign-out-others answer. */
export const signedOutSchema = z
  .object({ signedOut: z.number().int().describe('How many sessions ended') })
  .meta({ id: 'SignedOut' });
export type SignedOut = z.infer<typeof signedOutSchema>;
