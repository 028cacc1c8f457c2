import {
  CODE_EXPIRED,
  CODE_NOT_APPLICABLE,
  CODE_NOT_VALID,
  CODE_USED_UP,
  type OfferType,
  spendAtLeast,
} from '../../../contract/offers';

/** What an offer needs to be judged: its rules, its uses so far and the window it runs in. */
export type OfferRules = {
  type: OfferType;
  /** Percent in hundredths (10% = 1000) or dollars in cents. */
  valueCents: number;
  isActive: boolean;
  usageLimit: number | null;
  usageCount: number;
  perClientLimit: number | null;
  minPurchaseCents: number | null;
  validFrom: Date | null;
  /** The instant it stops working (the midnight after its last day). */
  validUntil: Date | null;
  applicableServices: number[];
  applicableProducts: number[];
};

/** A line of what is being bought: a product at the till or the service booked. */
export type DiscountLine = { kind: 'product' | 'service'; itemId: number; cents: number };

export type Discount = { discountCents: number; perLine: number[] };

/** The code was refused: the message to show on the code field. */
export class OfferRefusal extends Error {}

/**
 * Both lists empty: the offer covers everything. Otherwise it covers exactly what its lists name, so a
 * code for two services never takes money off the retail shelf.
 */
export function covers(offer: OfferRules, line: DiscountLine): boolean {
  if (offer.applicableServices.length === 0 && offer.applicableProducts.length === 0) return true;
  const list = line.kind === 'service' ? offer.applicableServices : offer.applicableProducts;
  return list.includes(line.itemId);
}

/** Refuses a code that can't be used now (by this client: `clientUses` is how often they already did). */
export function checkUsable(offer: OfferRules, now: Date, clientUses: number | null) {
  if (!offer.isActive || (offer.validFrom && now < offer.validFrom)) throw new OfferRefusal(CODE_NOT_VALID);
  if (offer.validUntil && now >= offer.validUntil) throw new OfferRefusal(CODE_EXPIRED);
  if (offer.usageLimit !== null && offer.usageCount >= offer.usageLimit) throw new OfferRefusal(CODE_USED_UP);
  if (offer.perClientLimit !== null && clientUses !== null && clientUses >= offer.perClientLimit)
    throw new OfferRefusal(CODE_USED_UP);
}

/**
 * The discount on the lines the offer covers, never more than they cost: a percentage rounds half up on
 * their sum, a fixed amount stops at it. The minimum purchase is measured on everything bought, before the
 * discount. The discount is spread over the covered lines in proportion to their price (the last takes the
 * rounding), so a refund of one line gives back what that line was paid.
 */
export function computeDiscount(offer: OfferRules, lines: DiscountLine[]): Discount {
  const covered = lines.map((line) => covers(offer, line) && line.cents > 0);
  const coveredCents = lines.reduce((sum, line, i) => sum + (covered[i] ? line.cents : 0), 0);
  if (coveredCents === 0) throw new OfferRefusal(CODE_NOT_APPLICABLE);
  const totalCents = lines.reduce((sum, line) => sum + line.cents, 0);
  if (offer.minPurchaseCents !== null && totalCents < offer.minPurchaseCents)
    throw new OfferRefusal(spendAtLeast(offer.minPurchaseCents));

  const discountCents =
    offer.type === 'percentage'
      ? Math.min(coveredCents, Math.round((coveredCents * offer.valueCents) / 10_000))
      : Math.min(coveredCents, offer.valueCents);
  const perLine = lines.map((line, i) =>
    covered[i] ? Math.floor((discountCents * line.cents) / coveredCents) : 0,
  );
  const lastCovered = covered.lastIndexOf(true);
  perLine[lastCovered] =
    (perLine[lastCovered] ?? 0) + discountCents - perLine.reduce((sum, cents) => sum + cents, 0);
  return { discountCents, perLine };
}
