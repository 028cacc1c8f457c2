import { z } from 'zod';
import { imageAddressSchema } from './images';

/** Spec §9: 17 categories counting "All Categories" (the filter's "any"); a business picks one of the 16. */
export const ALL_CATEGORIES = 'All Categories';
export const directoryCategories = [
  'Hair Salon',
  'Barbershop',
  'Nail Salon',
  'Day Spa',
  'Med Spa',
  'Massage',
  'Skin Care',
  'Lashes & Brows',
  'Makeup',
  'Waxing',
  'Tanning',
  'Tattoo & Piercing',
  'Fitness & Yoga',
  'Wellness',
  'Cleaning',
  'Auto Detailing',
] as const;
export type DirectoryCategory = (typeof directoryCategories)[number];
export const directoryCategoryOptions = [ALL_CATEGORIES, ...directoryCategories] as const;

export const priceRanges = ['$', '$$', '$$$', '$$$$'] as const;
export type PriceRange = (typeof priceRanges)[number];

/** The rating filter's choices (spec §5): 4+ means ≥ 4, 4.5+ means ≥ 4.5, of the rating shown (one decimal). */
export const minRatings = [4, 4.5] as const;

export const NO_BUSINESSES = 'No businesses found';
export const DIRECTORY_PAGE_SIZE = 12;
/** What a card shows (spec §2): three specialties, two services. */
export const CARD_SPECIALTIES = 3;
export const CARD_SERVICES = 2;

/** Listing settings' limits. */
export const MAX_SPECIALTIES = 10;
export const MAX_PHOTOS = 6;

export const specialtiesSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'A specialty cannot be empty')
      .max(50, 'Each specialty must be at most 50 characters'),
  )
  .max(MAX_SPECIALTIES, `At most ${MAX_SPECIALTIES} specialties`)
  .refine(
    (list) => new Set(list.map((s) => s.toLowerCase())).size === list.length,
    'Each specialty only once',
  );

/** Uploaded photos (`/media/{id}`, POST /api/uploads/business-photo) or https:// addresses. */
export const photoUrlsSchema = z
  .array(
    imageAddressSchema(
      'Photos must be uploaded images or https:// image addresses',
      'Photo addresses must be at most 500 characters',
    ),
  )
  .max(MAX_PHOTOS, `At most ${MAX_PHOTOS} photos`);

/** GET /api/business-directory?search&category&city&priceRange&minRating&page&pageSize */
export const directoryQuerySchema = z.object({
  search: z.string().trim().max(100, 'Search must be at most 100 characters').optional(),
  category: z
    .enum(directoryCategoryOptions, { error: 'Choose a category from the list' })
    .optional()
    .describe('"All Categories" or absent: any'),
  city: z.string().trim().max(100, 'City must be at most 100 characters').optional(),
  priceRange: z.enum(priceRanges, { error: 'Price range is $, $$, $$$ or $$$$' }).optional(),
  minRating: z.coerce
    .number({ error: 'Minimum rating must be a number' })
    .min(0, 'Minimum rating must be between 0 and 5')
    .max(5, 'Minimum rating must be between 0 and 5')
    .optional(),
  page: z.coerce.number({ error: 'Page must be a number' }).int().min(1).max(10_000).default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be a number' })
    .int()
    .min(1)
    .max(48)
    .default(DIRECTORY_PAGE_SIZE),
});
export type DirectoryQuery = z.input<typeof directoryQuerySchema>;

export const directoryEntrySchema = z
  .object({
    id: z.number().int(),
    slug: z.string().describe('The public page is /business?business={slug}'),
    name: z.string(),
    category: z.string().nullable(),
    description: z.string().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zipCode: z.string().nullable(),
    phone: z.string().nullable(),
    website: z.string().nullable(),
    rating: z
      .number()
      .describe(
        "Average of clients' published reviews, one decimal; 0 with fewer than 3 (no public rating yet)",
      ),
    reviewCount: z.number().int(),
    isVerified: z.boolean().describe('The business confirmed its email address'),
    isPremium: z.boolean().describe('On an active Premium or Enterprise plan'),
    images: z.array(z.string()),
    services: z
      .array(
        z.object({
          name: z.string(),
          price: z.string().describe('Decimal, e.g. "65.00"'),
          duration: z.number().int(),
        }),
      )
      .describe('Two of its active services'),
    availability: z
      .array(z.object({ day: z.string(), hours: z.string().describe('"9:00 AM–5:00 PM", or "Closed"') }))
      .describe("Monday to Sunday, from its team's weekly hours"),
    specialties: z.array(z.string()).describe('Up to three'),
    businessHours: z.string().nullable().describe('Its hours in a line: as written, or from its team'),
    priceRange: z.enum(priceRanges).nullable(),
  })
  .meta({ id: 'DirectoryEntry' });
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;

export const directoryPageSchema = z
  .object({
    items: z.array(directoryEntrySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    cities: z.array(z.string()).describe('Every city with a listed business, for the city filter'),
  })
  .meta({ id: 'DirectoryPage' });
export type DirectoryPage = z.infer<typeof directoryPageSchema>;

export const EMAIL_VERIFICATION_SENT = 'Verification email sent';
export const EMAIL_VERIFIED = 'Your business email is verified';
export const EMAIL_VERIFICATION_USED = 'This verification link was already used or has expired';
export const EMAIL_VERIFICATION_STALE = 'This link was sent to an address your business no longer uses';
export const NO_BUSINESS_EMAIL = 'Add a business email first';
export const ALREADY_VERIFIED = 'This email is already verified';

export const emailVerificationTokenSchema = z
  .object({ token: z.string().min(20, 'Invalid link').max(100, 'Invalid link') })
  .strict();
