import { z } from 'zod';

/**
 * How a client's marketing consent was given or withdrawn: by the client themselves (booking page, portal,
 * unsubscribe link) or recorded by staff, who must say how the client agreed.
 */
export const staffConsentSources = ['in_person', 'phone', 'email', 'written_form'] as const;
export type StaffConsentSource = (typeof staffConsentSources)[number];

export const consentSources = [
  'booking_page',
  'portal',
  'unsubscribe_link',
  ...staffConsentSources.map((source) => `staff_${source}` as const),
] as const;
export type ConsentSource = (typeof consentSources)[number];

export const consentSourceLabels: Record<ConsentSource, string> = {
  booking_page: 'on the booking page',
  portal: 'in the client portal',
  unsubscribe_link: 'with the unsubscribe link',
  staff_in_person: 'in person (recorded by staff)',
  staff_phone: 'by phone (recorded by staff)',
  staff_email: 'by email (recorded by staff)',
  staff_written_form: 'on a signed form (recorded by staff)',
};

export const staffConsentSourceLabels: Record<StaffConsentSource, string> = {
  in_person: 'In person',
  phone: 'By phone',
  email: 'By email',
  written_form: 'Signed form',
};

/**
 * The unticked box on the booking page and in the portal. It doesn't start with "Email": the forms it
 * sits in have an Email field, and a label should name one control.
 */
export const marketingOptInLabel = (businessName: string) =>
  `Send me news and offers from ${businessName}. I can unsubscribe at any time.`;
export const CONSENT_SOURCE_REQUIRED = 'Choose how the client agreed';
export const CONSENT_UPDATED = 'Marketing consent updated';

/** A client's marketing consent as staff and the portal see it. */
export const marketingConsentSchema = z
  .object({
    marketingOptIn: z.boolean().describe('Agreed to marketing email'),
    marketingConsentAt: z
      .string()
      .nullable()
      .describe('When consent was last given or withdrawn (ISO instant)'),
    marketingConsentSource: z.enum(consentSources).nullable().describe('How it was given or withdrawn'),
  })
  .meta({ id: 'MarketingConsent' });
export type MarketingConsent = z.infer<typeof marketingConsentSchema>;

/** PUT /api/clients/{id}/marketing-consent: staff record a client's yes or no, and how they gave it. */
export const updateMarketingConsentSchema = z
  .object({
    marketingOptIn: z.boolean({ error: 'Choose subscribed or not subscribed' }),
    source: z.enum(staffConsentSources, { error: CONSENT_SOURCE_REQUIRED }),
  })
  .strict()
  .meta({ id: 'UpdateMarketingConsent' });
export type UpdateMarketingConsent = z.infer<typeof updateMarketingConsentSchema>;

/** GET /api/public/unsubscribe/{token}: whose list the link takes the reader off, and whether they are on it. */
export const unsubscribeStatusSchema = z
  .object({
    businessName: z.string(),
    subscribed: z.boolean(),
  })
  .meta({ id: 'UnsubscribeStatus' });
export type UnsubscribeStatus = z.infer<typeof unsubscribeStatusSchema>;

export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid';
