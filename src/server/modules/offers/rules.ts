import { toCents, toDecimal } from '../../../contract/money';
import type { Offer, OfferStatus, OfferType } from '../../../contract/offers';
import { addDays, instantToLocal, localToInstant } from '../../lib/time';
import type { OfferRules } from './discount';
import type { OfferRow } from './repository';

type StoredOffer = Omit<OfferRow, 'totalDiscount'>;

/** The rules of a stored offer, in the units `computeDiscount` takes. */
export function offerRules(row: StoredOffer): OfferRules {
  return {
    type: row.type as OfferType,
    valueCents: toCents(row.value),
    isActive: row.isActive,
    usageLimit: row.usageLimit,
    usageCount: row.usageCount,
    perClientLimit: row.perClientLimit,
    minPurchaseCents: row.minPurchaseAmount === null ? null : toCents(row.minPurchaseAmount),
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    applicableServices: row.applicableServices,
    applicableProducts: row.applicableProducts,
  };
}

/** The days an offer runs, stored as instants: from the first day's local midnight to the midnight after the last. */
export function validityInstants(validFrom: string | null, validUntil: string | null, timezone: string) {
  return {
    validFrom: validFrom === null ? null : localToInstant(validFrom, '00:00', timezone),
    validUntil: validUntil === null ? null : localToInstant(addDays(validUntil, 1), '00:00', timezone),
  };
}

export function offerStatus(rules: OfferRules, now: Date): OfferStatus {
  if (!rules.isActive) return 'inactive';
  if (rules.validUntil && now >= rules.validUntil) return 'expired';
  if (rules.usageLimit !== null && rules.usageCount >= rules.usageLimit) return 'used_up';
  if (rules.validFrom && now < rules.validFrom) return 'scheduled';
  return 'active';
}

/** An offer as the API answers it: its days in the business's timezone and where it stands now. */
export function toOffer(row: OfferRow, timezone: string, now = new Date()): Offer {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type as OfferType,
    value: row.value,
    code: row.code ?? '',
    isActive: row.isActive,
    usageLimit: row.usageLimit,
    usageCount: row.usageCount,
    perClientLimit: row.perClientLimit,
    minPurchaseAmount: row.minPurchaseAmount,
    validFrom: row.validFrom ? instantToLocal(row.validFrom, timezone).date : null,
    validUntil: row.validUntil ? addDays(instantToLocal(row.validUntil, timezone).date, -1) : null,
    applicableServices: row.applicableServices,
    applicableProducts: row.applicableProducts,
    status: offerStatus(offerRules(row), now),
    totalDiscount: toDecimal(toCents(row.totalDiscount)),
    createdAt: row.createdAt.toISOString(),
  };
}
