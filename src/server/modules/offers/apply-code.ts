import { toDecimal } from '../../../contract/money';
import { CODE_NOT_VALID, describeOffer, type OfferType } from '../../../contract/offers';
import type { DbOrTx, Tx } from '../../db/client';
import { badRequest } from '../../lib/http-errors';
import { checkUsable, computeDiscount, type DiscountLine, OfferRefusal } from './discount';
import { clientRedemptions, findOfferByCode, recordRedemption } from './repository';
import { offerRules } from './rules';

export const CHOOSE_CUSTOMER = 'Choose the customer to use this code';

export type AppliedOffer = {
  offerId: number;
  /** As the business wrote it. */
  code: string;
  name: string;
  description: string | null;
  /** "10% off" */
  label: string;
  discountCents: number;
  /** Each line's part of the discount, in the order the lines were given. */
  perLine: number[];
};

type ApplyRequest = {
  businessId: number;
  code: string;
  /** Who uses it; null at the till for a walk-in. */
  clientId: number | null;
  lines: DiscountLine[];
  now?: Date;
  /** A check before the client is known (the booking page): the limit per client waits for the booking. */
  clientUnknown?: boolean;
  /**
   * Lock the offer's row until the transaction ends (a sale or booking that will record the use): a second
   * use of the code waits, then sees the first one's count. A preview reads without locking.
   */
  lock: boolean;
};

const refused = (message: string, path = 'offerCode') => badRequest(message, [{ path, message }]);

/** The discount a typed code gives on these lines, or a 400 on the code field saying why not. */
export async function applyOfferCode(tx: DbOrTx, r: ApplyRequest): Promise<AppliedOffer> {
  const row = await findOfferByCode(tx, r.businessId, r.code, r.lock);
  if (!row?.code) throw refused(CODE_NOT_VALID);
  const rules = offerRules(row);
  // A limit per client can't be kept for someone the till doesn't know.
  if (rules.perClientLimit !== null && r.clientId === null && !r.clientUnknown)
    throw refused(CHOOSE_CUSTOMER, 'customerId');
  try {
    const uses = r.clientId === null ? null : await clientRedemptions(tx, row.id, r.clientId);
    checkUsable(rules, r.now ?? new Date(), uses);
    const { discountCents, perLine } = computeDiscount(rules, r.lines);
    return {
      offerId: row.id,
      code: row.code,
      name: row.name,
      description: row.description,
      label: describeOffer({ type: row.type as OfferType, value: row.value }),
      discountCents,
      perLine,
    };
  } catch (error) {
    if (error instanceof OfferRefusal) throw refused(error.message);
    throw error;
  }
}

/** Records the use in the transaction that wrote the sale or the appointment. */
export function redeemOffer(
  tx: Tx,
  applied: AppliedOffer,
  use: { businessId: number; clientId: number | null; saleId?: number; appointmentId?: number },
) {
  return recordRedemption(tx, {
    ...use,
    offerId: applied.offerId,
    discountAmount: toDecimal(applied.discountCents),
  });
}
