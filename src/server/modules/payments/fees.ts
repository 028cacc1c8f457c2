import { type SQL, sql } from 'drizzle-orm';
import { PAYMENT_METHODS, paymentMethods } from '../../../contract/payments';

/**
 * The processing fee in cents of a charge, in SQL, from the same constants as paymentFeeCents() so the
 * reports and the transaction list agree. `method` and `amount` are trusted column expressions.
 */
export function feeCentsSql(method: string, amount: string): SQL {
  const cases = paymentMethods
    .filter((m) => PAYMENT_METHODS[m].feeBasisPoints > 0 || PAYMENT_METHODS[m].fixedFeeCents > 0)
    .map((m) => {
      const { feeBasisPoints, fixedFeeCents } = PAYMENT_METHODS[m];
      return `when ${method} = '${m}' and ${amount} > 0 then round(${amount} * 100 * ${feeBasisPoints} / 10000.0) + ${fixedFeeCents}`;
    });
  return sql.raw(cases.length ? `(case ${cases.join(' ')} else 0 end)` : '0');
}
