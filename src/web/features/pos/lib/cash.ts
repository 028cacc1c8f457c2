import { toCents } from '../../../lib/money';

export type CashCheck =
  | { state: 'empty' }
  | { state: 'short'; shortCents: number }
  | { state: 'enough'; changeCents: number };

/** Spec §5: tendered must be at least the total; change due = tendered minus total. */
export function checkCashTendered(tendered: string, totalCents: number): CashCheck {
  if (tendered.trim() === '' || !Number.isFinite(Number(tendered))) return { state: 'empty' };
  const tenderedCents = toCents(tendered);
  if (tenderedCents < totalCents) return { state: 'short', shortCents: totalCents - tenderedCents };
  return { state: 'enough', changeCents: tenderedCents - totalCents };
}
