// The one money module of the web app: the API speaks decimal strings ("12.50"), math happens in integer
// cents, people read "$12.50" (spec §9).

import { toDecimal } from '../../contract/money';
import { formatCount } from './format-count';

/**
 * "$1,234.50" from the API's decimal strings ("1234.5") or from numbers of dollars: what
 * `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })` writes (money.unit.test.ts holds it to
 * that), without building one. The first currency formatter a page builds costs about 50 ms on a mid-range
 * phone, inside the first render of every public page that shows a price (docs/decisions/016).
 */
export function formatMoney(amount: string | number | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  const cents = Number.isFinite(value) ? Math.round(Math.abs(value) * 100) : 0;
  const whole = formatCount(Math.floor(cents / 100));
  return `${value < 0 && cents > 0 ? '-' : ''}$${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/** "$12.50" from integer cents. */
export function formatCents(cents: number): string {
  return formatMoney(toDecimal(cents));
}

export { toCents, toDecimal } from '../../contract/money';
