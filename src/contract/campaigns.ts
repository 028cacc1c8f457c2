import { z } from 'zod';
import { addRuleIssues, dayCount, optionalDescription, requiredText } from './common';
import { CAMPAIGN_OFFER_MISSING, MESSAGE_VARIABLES, variableErrors } from './message-variables';
import { rowId } from './products';

/** Spec §3 campaigns.status; a new campaign is a draft. */
export const campaignStatuses = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

export const campaignStatusLabels: Record<CampaignStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
  cancelled: 'Cancelled',
};

/** Who a campaign goes to; always only clients who agreed to marketing email and have an address. */
export const audienceKinds = [
  'all_subscribed',
  'visited_within',
  'not_seen_for',
  'booked_service',
  'bought_product',
] as const;
export type AudienceKind = (typeof audienceKinds)[number];

export const audienceKindLabels: Record<AudienceKind, string> = {
  all_subscribed: 'All subscribed clients',
  visited_within: 'Clients who visited in the last N days',
  not_seen_for: "Clients who haven't been back for N days",
  booked_service: 'Clients who booked a service',
  bought_product: 'Clients who bought a product',
};

export const CAMPAIGN_ADDED = 'Campaign created successfully';
export const CAMPAIGN_UPDATED = 'Campaign updated successfully';
export const CAMPAIGN_DELETED = 'Campaign deleted successfully';
export const CAMPAIGN_NOT_FOUND = 'Campaign not found';
export const CAMPAIGN_LOCKED = "A campaign that is sending or sent can't be changed";
export const CAMPAIGN_NOT_DRAFT = 'Only a draft campaign can be sent';
export const CAMPAIGN_SENDING = "A campaign can't be deleted while it is sending";
export const CAMPAIGN_NO_AUDIENCE = 'No subscribed clients match this audience';
export const TEST_SENT = 'Test email sent';

/** The audience: a kind, and the number of days or the service or product it needs. */
export const audienceSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.object({ kind: z.literal('all_subscribed') }).strict(),
      z.object({ kind: z.literal('visited_within'), days: dayCount }).strict(),
      z.object({ kind: z.literal('not_seen_for'), days: dayCount }).strict(),
      z.object({ kind: z.literal('booked_service'), serviceId: rowId('Service not found') }).strict(),
      z.object({ kind: z.literal('bought_product'), productId: rowId('Product not found') }).strict(),
    ],
    { error: 'Choose an audience' },
  )
  .meta({ id: 'CampaignAudience' });
export type Audience = z.infer<typeof audienceSchema>;

/** The words a campaign's subject and body may carry, filled in per recipient. */
export const campaignVariables = {
  firstName: '{{firstName}}',
  businessName: '{{businessName}}',
  bookingLink: '{{bookingLink}}',
  offerCode: '{{offerCode}}',
} as const;

export const campaignVariableLabels: Record<keyof typeof campaignVariables, string> = {
  firstName: "Client's first name",
  businessName: 'Business name',
  bookingLink: 'Booking link',
  offerCode: 'Offer code',
};

export type CampaignValues = Record<keyof typeof campaignVariables, string>;

/** Fills the variables in; anything else in braces stays as written. */
const VARIABLE = new RegExp(`\\{\\{\\s*(${MESSAGE_VARIABLES.join('|')})\\s*\\}\\}`, 'g');
export function renderCampaignText(template: string, values: CampaignValues): string {
  return template.replace(VARIABLE, (_, key) => values[key as keyof CampaignValues]);
}

/** The line every marketing email ends with (campaigns and marketing flows): why it came, and how to stop it. */
export const unsubscribeFooter = (businessName: string, url: string) =>
  `You're getting this because you agreed to news and offers from ${businessName}. Unsubscribe: ${url}`;

/** "Avery" from "Avery Morgan"; a one-word name is the first name. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? '';

const campaignFields = {
  name: requiredText('Campaign name', 100),
  description: optionalDescription,
  subject: requiredText('Subject', 150),
  body: requiredText('Message', 5000),
  targetAudience: audienceSchema,
  /** The offer whose code {{offerCode}} puts in; null: none. */
  offerId: rowId('Offer not found').nullable(),
};

/** Unknown variables in the subject or message, or {{offerCode}} with no offer chosen. */
export const campaignVariableErrors = (content: {
  subject?: string;
  body?: string;
  offerId: number | null;
}) =>
  variableErrors(
    [
      { path: 'subject', text: content.subject },
      { path: 'body', text: content.body },
    ],
    { given: content.offerId !== null, noOffer: CAMPAIGN_OFFER_MISSING },
  );

/** POST /api/campaigns: a draft. */
export const createCampaignSchema = z
  .object({
    ...campaignFields,
    description: campaignFields.description.optional(),
    offerId: campaignFields.offerId.default(null),
  })
  .strict()
  .superRefine((campaign, ctx) => addRuleIssues(ctx, campaignVariableErrors(campaign)))
  .meta({ id: 'CreateCampaign' });
export type CreateCampaignInput = z.input<typeof createCampaignSchema>;
export type CreateCampaign = z.output<typeof createCampaignSchema>;

/**
 * PUT /api/campaigns/{id}: a draft's or scheduled campaign's fields, any subset; or `status: 'cancelled'` to
 * stop a scheduled or sending campaign (recipients not reached yet get nothing).
 */
export const updateCampaignSchema = z
  .object({
    ...campaignFields,
    status: z.literal('cancelled', { error: "Status can only be set to 'cancelled'" }),
  })
  .partial()
  .strict()
  .meta({ id: 'UpdateCampaign' });
export type UpdateCampaignInput = z.input<typeof updateCampaignSchema>;
export type UpdateCampaign = z.output<typeof updateCampaignSchema>;

/** POST /api/campaigns/{id}/send: now, or at a later instant (ISO, with its offset). */
export const sendCampaignSchema = z
  .object({
    scheduledAt: z.iso
      .datetime({ offset: true, error: 'Send time must be a date and time' })
      .nullable()
      .optional()
      .describe('Absent or null: now'),
  })
  .strict()
  .meta({ id: 'SendCampaign' });
export type SendCampaign = z.infer<typeof sendCampaignSchema>;

export const campaignMetricsSchema = z
  .object({
    audience: z.number().int().describe('Recipients (before sending: subscribed clients who match now)'),
    sent: z.number().int().describe('Emails the mail server accepted'),
    failed: z.number().int().describe('Emails that could not be delivered after every retry'),
    unsubscribed: z.number().int().describe('Recipients who unsubscribed after it was sent'),
    bookings: z.number().int().describe('Appointments recipients made within 7 days of being sent it'),
  })
  .meta({ id: 'CampaignMetrics' });
export type CampaignMetrics = z.infer<typeof campaignMetricsSchema>;

export const campaignSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    type: z.literal('email'),
    status: z.enum(campaignStatuses),
    subject: z.string(),
    body: z.string(),
    offerId: z.number().int().nullable(),
    targetAudience: audienceSchema,
    scheduledAt: z.string().nullable().describe('When it goes (or went) out, ISO instant'),
    startDate: z.string().nullable().describe('When sending began'),
    endDate: z.string().nullable().describe('When the last email was queued'),
    metrics: campaignMetricsSchema,
    createdAt: z.string(),
  })
  .meta({ id: 'Campaign' });
export type Campaign = z.infer<typeof campaignSchema>;

/** POST /api/campaigns/audience: the live count of an audience being chosen. */
export const audienceCountRequestSchema = z
  .object({ targetAudience: audienceSchema })
  .strict()
  .meta({ id: 'AudienceCountRequest' });
export const audienceCountSchema = z
  .object({ count: z.number().int().describe('Subscribed clients with an email who match') })
  .meta({ id: 'AudienceCount' });
export type AudienceCount = z.infer<typeof audienceCountSchema>;

/** POST /api/campaigns/{id}/test (202): where the test went. */
export const testSendResultSchema = z.object({ sentTo: z.string() }).meta({ id: 'CampaignTestSent' });
export type TestSendResult = z.infer<typeof testSendResultSchema>;
