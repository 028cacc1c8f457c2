import {
  PAYMENT_METHODS,
  type PaymentMethod,
  type PaymentMethodSetting,
  paymentMethods,
} from '../../../contract/payments';
import type { Database, DbOrTx } from '../../db/client';
import { findAcceptedMethods, saveAcceptedMethods } from './repository';

function feeDescription(method: PaymentMethod): string {
  const { feeBasisPoints, fixedFeeCents } = PAYMENT_METHODS[method];
  if (feeBasisPoints === 0 && fixedFeeCents === 0) return 'Free';
  return `${feeBasisPoints / 100}% + $${(fixedFeeCents / 100).toFixed(2)}`;
}

const settings = (accepted: string[]): PaymentMethodSetting[] =>
  paymentMethods.map((method) => ({
    method,
    label: PAYMENT_METHODS[method].label,
    processingTime: PAYMENT_METHODS[method].processingTime,
    feeDescription: feeDescription(method),
    accepted: accepted.includes(method),
  }));

export async function paymentMethodSettings(db: DbOrTx, businessId: number) {
  return settings(await findAcceptedMethods(db, businessId));
}

export async function setAcceptedMethods(db: Database, businessId: number, accepted: PaymentMethod[]) {
  const ordered = paymentMethods.filter((m) => accepted.includes(m));
  await db.transaction(async (tx) => saveAcceptedMethods(tx, businessId, ordered));
  return settings(ordered);
}
