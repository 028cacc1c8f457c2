import { z } from 'zod';

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

/** What signed-in members read about their business (no billing ids). */
export type BusinessProfile = {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  category: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  phone: string | null;
  email: string | null;
  website: string | null;
  hoursText: string | null;
  timezone: string;
  priceRange: string | null;
  listedInDirectory: boolean;
  subscriptionTier: string;
  subscriptionStatus: string;
};

export type BusinessMember = {
  id: number;
  userId: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: string;
};
