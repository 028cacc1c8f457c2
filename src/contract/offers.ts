import { z } from 'zod';
import {
  addRuleIssues,
  calendarDate,
  type FieldError,
  MAX_ID,
  optionalDescription,
  requiredText,
} from './common';
import { moneyInput, rowId } from './products';

/** Spec §3 offers.type. */
export const offerTypes = ['percentage', 'fixed_amount'] as const;
export type OfferType = (typeof offerTypes)[number];

/** Where an offer stands today, for the list's badge; derived, never stored. */
export const offerStatuses = ['active', 'scheduled', 'expired', 'used_up', 'inactive'] as const;
export type OfferStatus = (typeof offerStatuses)[number];

export const OFFER_ADDED = 'Offer created successfully';
export const OFFER_UPDATED = 'Offer updated successfully';
export const OFFER_DELETED = 'Offer deleted successfully';
export const OFFER_NOT_FOUND = 'Offer not found';
export const OFFER_CODE_TAKEN = 'An offer with this code already exists';

/** Why a code was refused, at the till and on the booking page (400, on the `offerCode` field). */
export const CODE_NOT_VALID = 'This code is not valid';
export const CODE_EXPIRED = 'This code has expired';
export const CODE_USED_UP = 'This code has reached its usage limit';
export const CODE_NOT_APPLICABLE = 'This code does not apply to these items';
export const spendAtLeast = (minCents: number) =>
  `Spend at least $${(minCents / 100).toFixed(2)} to use this code`;

/** What a client types: letters, digits, dashes and underscores; compared without regard to case. */
const CODE_SHAPE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;
export const offerCodeInput = z
  .string({ error: 'Code is required' })
  .trim()
  .min(3, 'Code must be at least 3 characters')
  .max(32, 'Code must be at most 32 characters')
  .regex(CODE_SHAPE, 'Code may contain only letters, digits, dashes and underscores');

/**
 * A code typed at a till or on the booking page: any text up to 64 characters. One of the wrong shape
 * can name no offer, so it answers CODE_NOT_VALID like an unknown code rather than a format message.
 */
export const offerCodeAttempt = z
  .string({ error: CODE_NOT_VALID })
  .trim()
  .max(64, CODE_NOT_VALID)
  .transform((code) => (code === '' ? undefined : code));

const idList = (message: string) =>
  z
    .array(rowId(message), { error: message })
    .max(200, 'At most 200 items')
    .transform((ids) => [...new Set(ids)]);

const limit = (label: string) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(1_000_000, `${label} is too large`)
    .nullable();

const offerFields = {
  name: requiredText('Offer name', 100),
  description: optionalDescription,
  type: z.enum(offerTypes, { error: 'Type must be percentage or fixed_amount' }),
  /** Percent off (1–100) for a percentage, dollars off for a fixed amount; in cents once parsed. */
  value: moneyInput('Value'),
  code: offerCodeInput,
  usageLimit: limit('Usage limit').describe('Uses in total; null: no limit'),
  perClientLimit: limit('Limit per client').describe('Uses by one client; null: no limit'),
  minPurchaseAmount: z
    .preprocess((value) => (value === '' ? null : value), moneyInput('Minimum purchase').nullable())
    .describe('Dollars; the code needs at least this before the discount'),
  validFrom: calendarDate('Valid from')
    .nullable()
    .describe("First day the code works, in the business's timezone; null: from now"),
  validUntil: calendarDate('Valid until')
    .nullable()
    .describe("Last day the code works (through its end, in the business's timezone); null: no end"),
  applicableServices: idList('Service not found').describe(
    'Services the code discounts. Both lists empty: everything; only the other list set: no services',
  ),
  applicableProducts: idList('Product not found').describe(
    'Products the code discounts. Both lists empty: everything; only the other list set: no products',
  ),
  isActive: z.boolean({ error: 'Active must be true or false' }),
};

type OfferShape = {
  type?: OfferType;
  value?: number;
  validFrom?: string | null;
  validUntil?: string | null;
};

/**
 * The rules that span fields, with the field each message belongs to: checked by the create schema, and by
 * the server on an offer as an update will leave it (an update may send one field of the pair).
 */
export function offerRuleErrors(offer: OfferShape): FieldError[] {
  const errors: FieldError[] = [];
  if (offer.value !== undefined && offer.value <= 0)
    errors.push({ path: 'value', message: 'Value must be more than 0' });
  if (offer.type === 'percentage' && offer.value !== undefined && offer.value > 100_00)
    errors.push({ path: 'value', message: 'A percentage can be at most 100' });
  if (offer.validFrom && offer.validUntil && offer.validUntil < offer.validFrom)
    errors.push({ path: 'validUntil', message: 'Valid until must be on or after valid from' });
  return errors;
}

/** POST /api/offers: name, type, value and code are required; the rest has defaults. */
export const createOfferSchema = z
  .object({
    ...offerFields,
    description: offerFields.description.optional(),
    usageLimit: offerFields.usageLimit.default(null),
    perClientLimit: offerFields.perClientLimit.default(null),
    minPurchaseAmount: offerFields.minPurchaseAmount.default(null),
    validFrom: offerFields.validFrom.default(null),
    validUntil: offerFields.validUntil.default(null),
    applicableServices: offerFields.applicableServices.default([]),
    applicableProducts: offerFields.applicableProducts.default([]),
    isActive: offerFields.isActive.default(true),
  })
  .strict()
  .superRefine((offer, ctx) => addRuleIssues(ctx, offerRuleErrors(offer)))
  .meta({ id: 'CreateOffer' });
export type CreateOfferInput = z.input<typeof createOfferSchema>;
export type CreateOffer = z.output<typeof createOfferSchema>;

/** PUT /api/offers/{id}: any field; one left out stays as it is (the rules are checked on the result). */
export const updateOfferSchema = z.object(offerFields).partial().strict().meta({ id: 'UpdateOffer' });
export type UpdateOfferInput = z.input<typeof updateOfferSchema>;
export type UpdateOffer = z.output<typeof updateOfferSchema>;

/** Spec §3 offers, with the limit per client and where it stands today. */
export const offerSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    type: z.enum(offerTypes),
    value: z.string().describe('Percent off, or dollars off; decimal string'),
    code: z.string(),
    isActive: z.boolean(),
    usageLimit: z.number().int().nullable(),
    usageCount: z.number().int(),
    perClientLimit: z.number().int().nullable(),
    minPurchaseAmount: z.string().nullable(),
    validFrom: z.string().nullable().describe("'YYYY-MM-DD', the business's day"),
    validUntil: z.string().nullable().describe("'YYYY-MM-DD', the business's day (inclusive)"),
    applicableServices: z.array(z.number().int()),
    applicableProducts: z.array(z.number().int()),
    status: z.enum(offerStatuses),
    /** The sum of every discount it gave. */
    totalDiscount: z.string().describe('Sum of the discounts it gave'),
    createdAt: z.string(),
  })
  .meta({ id: 'Offer' });
export type Offer = z.infer<typeof offerSchema>;

/** GET /api/offers/{id}/redemptions item: who used the code, where, and what it took off. */
export const offerRedemptionSchema = z
  .object({
    id: z.number().int(),
    clientId: z.number().int().nullable(),
    clientName: z.string().nullable(),
    saleId: z.number().int().nullable(),
    appointmentId: z.number().int().nullable(),
    discountAmount: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'OfferRedemption' });
export type OfferRedemption = z.infer<typeof offerRedemptionSchema>;

/** GET /api/public/businesses/{id}/offers/{code}?serviceId=: the check before booking. */
export const publicOfferQuerySchema = z.object({
  serviceId: z.coerce
    .number({ error: 'Please select a service' })
    .int('Please select a service')
    .positive('Please select a service')
    .max(MAX_ID, 'Service not found'),
});

export const publicOfferCheckSchema = z
  .object({
    code: z.string().describe('As the business wrote it'),
    name: z.string(),
    description: z.string().nullable(),
    servicePrice: z.string().describe("The service's price"),
    discountAmount: z.string(),
    price: z.string().describe('What the client pays for the service with the code'),
  })
  .meta({ id: 'PublicOfferCheck' });
export type PublicOfferCheck = z.infer<typeof publicOfferCheckSchema>;

/** "10% off", "$5.00 off": an offer as a badge and a discount line say it. */
export function describeOffer(offer: { type: OfferType; value: string }): string {
  const value = Number(offer.value);
  return offer.type === 'percentage' ? `${Number(value.toFixed(2))}% off` : `$${value.toFixed(2)} off`;
}
