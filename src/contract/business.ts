import { z } from 'zod';
import { memberRoles } from './auth';
import { subscriptionStatuses, subscriptionTiers } from './plans';

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const updateBusinessSchema = z
  .object({
    name: z.string().trim().min(1, 'Business name is required').max(255),
    description: optionalText(2000),
    category: optionalText(100),
    address: optionalText(255),
    city: optionalText(100),
    state: optionalText(100),
    zip: optionalText(20),
    phone: optionalText(50),
    email: z.email('Valid email is required').nullable().optional(),
    website: optionalText(255),
    hoursText: optionalText(255),
    priceRange: z.enum(['$', '$$', '$$$', '$$$$']).nullable().optional(),
    listedInDirectory: z.boolean(),
  })
  .partial()
  .strict();
export type UpdateBusinessInput = z.output<typeof updateBusinessSchema>;

/** Plan feature custom_branding: a logo and accent colour on the public pages and in emails. */
export const brandingSchema = z
  .object({
    logoUrl: z
      .url({ protocol: /^https$/, error: 'Logo must be an https:// image address' })
      .max(500, 'Logo address must be at most 500 characters')
      .nullable(),
    accentColor: z
      .string()
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, 'Accent colour must be a hex colour such as #4f46e5')
      .transform((v) => v.toLowerCase())
      .nullable(),
  })
  .strict()
  .meta({ id: 'Branding' });
export type BrandingInput = z.output<typeof brandingSchema>;
export const publicBrandingSchema = z
  .object({ logoUrl: z.string().nullable(), accentColor: z.string().nullable() })
  .meta({ id: 'PublicBranding' });

/** Where a business is and how to reach it: in its profile, on its public page and on receipts. */
export const businessContactFields = {
  name: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  timezone: z.string(),
};

/** What signed-in members read about their business (no billing ids). */
export const businessProfileSchema = z
  .object({
    ...businessContactFields,
    id: z.number().int(),
    slug: z.string(),
    description: z.string().nullable(),
    category: z.string().nullable(),
    website: z.string().nullable(),
    hoursText: z.string().nullable(),
    priceRange: z.string().nullable(),
    listedInDirectory: z.boolean(),
    subscriptionTier: z.enum(subscriptionTiers),
    subscriptionStatus: z.enum(subscriptionStatuses),
    logoUrl: z.string().nullable(),
    accentColor: z.string().nullable(),
  })
  .meta({ id: 'BusinessProfile' });
export type BusinessProfile = z.infer<typeof businessProfileSchema>;

export const businessMemberSchema = z
  .object({
    id: z.number().int().describe('Membership id'),
    userId: z.number().int(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    role: z.enum(memberRoles),
  })
  .meta({ id: 'BusinessMember' });
export type BusinessMember = z.infer<typeof businessMemberSchema>;
