import { z } from 'zod';
import { memberRoles } from './auth';
import { optionalText } from './common';
import { directoryCategories, photoUrlsSchema, priceRanges, specialtiesSchema } from './directory';
import { imageAddressSchema } from './images';
import { subscriptionStatuses, subscriptionTiers } from './plans';
import { timeFormats } from './time-format';

/** Booking settings' defaults and limits (a new business gets the defaults). */
export const BOOKING_WINDOW_DAYS = { default: 60, min: 1, max: 365 } as const;
export const MIN_NOTICE_MINUTES = { default: 60, min: 0, max: 10_080 } as const;
/** Tax rates in basis points: 0 to 100%. */
export const TAX_BASIS_POINTS_MAX = 10_000;

/** "45 minutes", "1 hour", "2 hours 30 minutes", "1 day", "7 days": a notice as the booking page says it. */
export function formatNotice(minutes: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (minutes > 0 && minutes % 1440 === 0) return plural(minutes / 1440, 'day');
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return plural(m, 'minute');
  return m === 0 ? plural(h, 'hour') : `${plural(h, 'hour')} ${plural(m, 'minute')}`;
}
/** The public booking's answers to a time inside the minimum notice or past the booking window. */
export const bookingTooSoon = (minNoticeMinutes: number) =>
  `Please book at least ${formatNotice(minNoticeMinutes)} ahead`;
export const bookingTooFar = (bookingWindowDays: number) =>
  `Bookings open at most ${bookingWindowDays} day${bookingWindowDays === 1 ? '' : 's'} ahead; please choose an earlier date`;

export const SLUG_TAKEN = 'This booking link is taken by another business';
export const slugSchema = z
  .string({ error: 'Booking link is required' })
  .trim()
  .toLowerCase()
  .min(3, 'Booking link must be at least 3 characters')
  .max(60, 'Booking link must be at most 60 characters')
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    'Booking link may use letters, digits and single hyphens, not at the start or end',
  )
  // Digits alone would read as an old numbered link (issue 32 F7).
  .refine((slug) => /[a-z]/.test(slug), 'Booking link must include a letter');

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be between ${min} and ${max}`)
    .max(max, `${label} must be between ${min} and ${max}`);

const taxRate = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} is in basis points (825 = 8.25%)`)
    .min(0, `${label} must be between 0% and 100%`)
    .max(TAX_BASIS_POINTS_MAX, `${label} must be between 0% and 100%`);

export const updateBusinessSchema = z
  .object({
    name: z.string().trim().min(1, 'Business name is required').max(255),
    description: optionalText(2000),
    category: z.enum(directoryCategories, { error: 'Choose a category from the list' }).nullable().optional(),
    address: optionalText(255),
    city: optionalText(100),
    state: optionalText(100),
    zip: optionalText(20),
    phone: optionalText(50),
    email: z.email('Valid email is required').nullable().optional(),
    website: optionalText(255),
    hoursText: optionalText(255),
    /** Directory listing: whether the business is listed, its price range, specialties and photos. */
    priceRange: z.enum(priceRanges, { error: 'Price range is $, $$, $$$ or $$$$' }).nullable().optional(),
    listedInDirectory: z.boolean(),
    specialties: specialtiesSchema,
    photoUrls: photoUrlsSchema,
    /** Booking settings: the public link's slug, how far ahead and how soon clients may book online. */
    slug: slugSchema,
    bookingWindowDays: wholeNumber('Booking window', BOOKING_WINDOW_DAYS.min, BOOKING_WINDOW_DAYS.max),
    minNoticeMinutes: wholeNumber('Minimum notice', MIN_NOTICE_MINUTES.min, MIN_NOTICE_MINUTES.max),
    /** Taxes in basis points (1000 = 10%): the Sales screen's and the POS's. */
    salesTaxBasisPoints: taxRate('Sales tax'),
    posTaxBasisPoints: taxRate('POS tax'),
    /** Notification preferences: which emails go to clients. */
    emailClientConfirmations: z.boolean(),
    emailClientReminders: z.boolean(),
    emailClientReceipts: z.boolean(),
    emailClientReviewRequests: z.boolean(),
    /** Reviews without a visit wait for approval (off: published at once, the spec's default). */
    reviewsNeedApproval: z.boolean(),
    /** How times are written on every screen, staff and public. */
    timeFormat: z.enum(timeFormats, { error: 'Choose the 12-hour or the 24-hour clock' }),
  })
  .partial()
  .strict();
export type UpdateBusinessInput = z.output<typeof updateBusinessSchema>;

/** Plan feature custom_branding: a logo and accent colour on the public pages and in emails. */
export const brandingSchema = z
  .object({
    /** An uploaded logo (`/media/{id}`, POST /api/uploads/logo) or an https:// address. */
    logoUrl: imageAddressSchema(
      'Logo must be an uploaded image or an https:// image address',
      'Logo address must be at most 500 characters',
    ).nullable(),
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
    specialties: z.array(z.string()),
    photoUrls: z.array(z.string()),
    emailVerified: z.boolean().describe('The business email was confirmed through the link sent to it'),
    subscriptionTier: z.enum(subscriptionTiers),
    subscriptionStatus: z.enum(subscriptionStatuses),
    logoUrl: z.string().nullable(),
    accentColor: z.string().nullable(),
    bookingWindowDays: z.number().int().describe('How many days ahead clients may book online'),
    minNoticeMinutes: z.number().int().describe('How soon, at the earliest, clients may book online'),
    cancellationCutoffHours: z.number().int().describe('Set in the client portal settings'),
    salesTaxBasisPoints: z.number().int().describe('Sales screen tax, 1000 = 10%'),
    posTaxBasisPoints: z.number().int().describe('POS tax, 800 = 8%'),
    emailClientConfirmations: z.boolean(),
    emailClientReminders: z.boolean(),
    emailClientReceipts: z.boolean(),
    emailClientReviewRequests: z.boolean(),
    reviewsNeedApproval: z.boolean(),
    timeFormat: z
      .enum(timeFormats)
      .describe("How times are written, staff and public: chosen, else from the timezone's region"),
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
