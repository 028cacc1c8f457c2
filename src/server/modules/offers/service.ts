import { toCents, toDecimal } from '../../../contract/money';
import {
  type CreateOffer,
  OFFER_CODE_TAKEN,
  OFFER_NOT_FOUND,
  type Offer,
  type OfferRedemption,
  offerRuleErrors,
  type UpdateOffer,
} from '../../../contract/offers';
import { recordAudit } from '../../core/audit';
import { businessTimezone } from '../../core/timezone';
import type { Database, DbOrTx, Tx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../lib/postgres-errors';
import { missingItems } from './applicable-items';
import {
  codeTaken,
  deleteOfferRow,
  findOfferRow,
  insertOffer,
  listOfferRows,
  listRedemptionRows,
  updateOfferRow,
} from './repository';
import { toOffer, validityInstants } from './rules';

export async function listOffers(db: DbOrTx, businessId: number): Promise<Offer[]> {
  const timezone = await businessTimezone(db, businessId);
  const now = new Date();
  return (await listOfferRows(db, businessId)).map((row) => toOffer(row, timezone, now));
}

async function readOffer(db: DbOrTx, businessId: number, id: number): Promise<Offer> {
  const row = await findOfferRow(db, businessId, id);
  if (!row) throw notFound(OFFER_NOT_FOUND);
  return toOffer(row, await businessTimezone(db, businessId));
}

/** Two writes of one code can both pass the check: the unique index (on the lower-cased code) decides, as 409. */
async function asCodeConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw conflict(OFFER_CODE_TAKEN);
    throw error;
  }
}

/** The services and products an offer names must be the business's own: another's is "not found". */
async function checkItems(tx: Tx, businessId: number, input: UpdateOffer) {
  const missing = await missingItems(tx, businessId, input);
  if (missing.length > 0) throw badRequest(missing[0]?.message ?? OFFER_NOT_FOUND, missing);
}

/** The stored columns of what was sent: money in decimals, days as the instants they start and end. */
function offerValues(input: UpdateOffer, timezone: string) {
  const { value, minPurchaseAmount, validFrom, validUntil, ...rest } = input;
  const days = validityInstants(validFrom ?? null, validUntil ?? null, timezone);
  return {
    ...rest,
    ...(value === undefined ? {} : { value: toDecimal(value) }),
    ...(minPurchaseAmount === undefined
      ? {}
      : { minPurchaseAmount: minPurchaseAmount === null ? null : toDecimal(minPurchaseAmount) }),
    ...(validFrom === undefined ? {} : { validFrom: days.validFrom }),
    ...(validUntil === undefined ? {} : { validUntil: days.validUntil }),
  };
}

export async function createOffer(db: Database, businessId: number, input: CreateOffer): Promise<Offer> {
  const id = await asCodeConflict(() =>
    db.transaction(async (tx) => {
      if (await codeTaken(tx, businessId, input.code)) throw conflict(OFFER_CODE_TAKEN);
      await checkItems(tx, businessId, input);
      const values = offerValues(input, await businessTimezone(tx, businessId));
      return insertOffer(tx, {
        ...values,
        businessId,
        name: input.name,
        type: input.type,
        value: values.value ?? '0',
      });
    }),
  );
  return readOffer(db, businessId, id);
}

export async function updateOffer(
  db: Database,
  businessId: number,
  id: number,
  input: UpdateOffer,
): Promise<Offer> {
  await asCodeConflict(() =>
    db.transaction(async (tx) => {
      const current = await findOfferRow(tx, businessId, id);
      if (!current) throw notFound(OFFER_NOT_FOUND);
      // The rules that span fields hold for the offer as it will be, not only for what was sent.
      const timezone = await businessTimezone(tx, businessId);
      const before = toOffer(current, timezone);
      const problems = offerRuleErrors({
        type: input.type ?? before.type,
        value: input.value ?? toCents(before.value),
        validFrom: input.validFrom === undefined ? before.validFrom : input.validFrom,
        validUntil: input.validUntil === undefined ? before.validUntil : input.validUntil,
      });
      if (problems.length > 0) throw badRequest(problems[0]?.message ?? 'Invalid offer', problems);
      if (input.code !== undefined && (await codeTaken(tx, businessId, input.code, id)))
        throw conflict(OFFER_CODE_TAKEN);
      await checkItems(tx, businessId, input);
      if (
        input.usageLimit !== undefined &&
        input.usageLimit !== null &&
        input.usageLimit < current.usageCount
      )
        throw badRequest(`Usage limit can't be below the ${current.usageCount} uses so far`, [
          { path: 'usageLimit', message: `Usage limit can't be below the ${current.usageCount} uses so far` },
        ]);
      await updateOfferRow(tx, businessId, id, offerValues(input, timezone));
    }),
  );
  return readOffer(db, businessId, id);
}

/** Sales and appointments keep the code and the discount they got; only the offer and its history go. */
export async function deleteOffer(db: Database, businessId: number, id: number) {
  await db.transaction(async (tx) => {
    const deleted = await deleteOfferRow(tx, businessId, id);
    if (!deleted) throw notFound(OFFER_NOT_FOUND);
    await recordAudit(tx, {
      businessId,
      action: 'offer.deleted',
      target: { type: 'offer', id: deleted.id, label: deleted.name },
      before: { name: deleted.name, code: deleted.code, usageCount: deleted.usageCount },
    });
  });
}

export async function listRedemptions(
  db: DbOrTx,
  businessId: number,
  id: number,
): Promise<OfferRedemption[]> {
  if (!(await findOfferRow(db, businessId, id))) throw notFound(OFFER_NOT_FOUND);
  const rows = await listRedemptionRows(db, businessId, id);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
