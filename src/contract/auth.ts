import { z } from 'zod';
import { timezoneName } from './availability';
import { MAX_ID } from './common';
import { subscriptionStatuses, subscriptionTiers } from './plans';

/**
 * New passwords (sign-up, change, an invitation's new account) follow ASVS 5.0 V6.2: at least 12 characters,
 * no composition rules, and not in the list of breached passwords, which only the server holds
 * (modules/auth/breached-passwords.ts; decision 020). Sign-in takes any length: older accounts keep working.
 */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 200;
export const BREACHED_PASSWORD = 'This password is in a list of breached passwords. Choose another.';

/** A sign-in email, as people type it: compared trimmed and in lower case. */
export const accountEmail = z
  .email('Valid email is required')
  .max(255)
  .transform((value) => value.trim().toLowerCase());
export const password = z
  .string({ error: 'Password is required' })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

export const signupSchema = z.object({
  email: accountEmail,
  password,
  firstName: z.string({ error: 'First name is required' }).trim().min(1, 'First name is required').max(100),
  lastName: z.string({ error: 'Last name is required' }).trim().min(1, 'Last name is required').max(100),
  businessName: z
    .string({ error: 'Business name is required' })
    .trim()
    .min(1, 'Business name is required')
    .max(255),
  /** The business's time zone: the sign-up form offers the browser's own (issue 33); absent, UTC. */
  timezone: timezoneName.optional(),
});
export type SignupInput = z.input<typeof signupSchema>;
export type Signup = z.output<typeof signupSchema>;

export const loginSchema = z.object({
  email: accountEmail,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(MAX_PASSWORD_LENGTH),
});
export type LoginInput = z.input<typeof loginSchema>;
export type Login = z.output<typeof loginSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required'),
  newPassword: password,
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export type ChangePassword = z.output<typeof changePasswordSchema>;

export const memberRoles = ['owner', 'admin', 'manager', 'staff', 'contractor'] as const;
export type MemberRole = (typeof memberRoles)[number];

/** GET /api/auth/user: the spec's current user plus who and where the caller is. */
export const currentUserSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    role: z.enum(memberRoles),
    businessId: z.number().int(),
    businessName: z.string(),
    businessSlug: z.string().describe('The booking link: /booking?business={slug}'),
    subscriptionTier: z.enum(subscriptionTiers),
    subscriptionStatus: z.enum(subscriptionStatuses),
    twoFactorEnabled: z.boolean(),
    /** The business requires a second factor of this role and the member has none yet: only the account works. */
    twoFactorSetupRequired: z.boolean(),
  })
  .meta({ id: 'CurrentUser' });
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** A business the signed-in person belongs to, for the user menu's switcher. */
export const memberBusinessSchema = z
  .object({
    businessId: z.number().int(),
    businessName: z.string(),
    role: z.enum(memberRoles),
    /** The business this session is signed in to. */
    current: z.boolean(),
  })
  .meta({ id: 'MemberBusiness' });
export type MemberBusiness = z.infer<typeof memberBusinessSchema>;

export const switchBusinessSchema = z
  .object({
    businessId: z
      .number({ error: 'Business is required' })
      .int('Business not found')
      .positive('Business not found')
      .max(MAX_ID, 'Business not found'),
  })
  .strict();
export type SwitchBusiness = z.infer<typeof switchBusinessSchema>;
