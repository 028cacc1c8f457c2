import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from './auth';
import { staffRoles } from './staff';

export const INVITATION_DAYS = 7;
export const INVITATION_USED = 'This invitation has already been used.';
export const INVITATION_EXPIRED = 'This invitation has expired. Ask for a new one.';
export const INVITATION_REVOKED = 'This invitation was replaced by a newer one or withdrawn.';
/** The link never checks an existing account's password: its owner signs in (throttled), then accepts. */
export const INVITATION_SIGN_IN_FIRST =
  'This email already has a Frontdesk account. Sign in to it, then open the invitation again to accept.';
export const invitationForAnotherEmail = (email: string) =>
  `This invitation is for ${email}. Sign out, then sign in as ${email} to accept it.`;

export const invitationTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

/** POST /api/staff/{id}/invite: the link is emailed and answered, so the owner may also copy it. */
export const sentInvitationSchema = z
  .object({
    inviteUrl: z.string().describe('Single use, valid 7 days'),
    expiresAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'SentInvitation' });

/** GET /api/invitations/{token}: what the person accepting sees. */
export const invitationSchema = z
  .object({
    businessName: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.enum(staffRoles),
    expiresAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof invitationSchema>;

/**
 * Signed out, a new person chooses a password (the sign-up rule) and may correct their name. Signed in as the
 * invited email, the body is empty: the session says who accepts.
 */
export const acceptInvitationSchema = z
  .object({
    password: z
      .string({ error: 'Password is required' })
      .min(1, 'Password is required')
      .max(MAX_PASSWORD_LENGTH)
      .optional(),
    firstName: z.string().trim().min(1, 'First name is required').max(100).optional(),
    lastName: z.string().trim().min(1, 'Last name is required').max(100).optional(),
  })
  .strict()
  .meta({ id: 'AcceptInvitation' });
export type AcceptInvitationInput = z.output<typeof acceptInvitationSchema>;
