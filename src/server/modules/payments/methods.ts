import { eq } from 'drizzle-orm';
import {
  PAYMENT_METHODS,
  type PaymentMethod,
  type PaymentMethodSetting,
  paymentMethods,
} from '../../../contract/payments';
import type { Database, DbOrTx } from '../../db/client';
import { businesses } from '../../db/schema/index';

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
  const [row] = await db
    .select({ accepted: businesses.acceptedPaymentMethods })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return settings(row?.accepted ?? []);
}

export async function setAcceptedMethods(db: Database, businessId: number, accepted: PaymentMethod[]) {
  const ordered = paymentMethods.filter((m) => accepted.includes(m));
  await db.transaction(async (tx) => {
    await tx
      .update(businesses)
      .set({ acceptedPaymentMethods: ordered, updatedAt: new Date() })
      .where(eq(businesses.id, businessId));
  });
  return settings(ordered);
}
