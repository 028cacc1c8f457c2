// The one money module, for the server and the web: the API speaks decimal strings ("12.50"), the database
// numeric(10,2), and money math happens in integer cents.

/** Integer cents from a decimal string ("12.50", numeric(10,2) text) or a number of dollars; 0 for none. */
export function toCents(amount: string | number | null | undefined): number {
  if (amount === null || amount === undefined || amount === '') return 0;
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
}

/** Cents to the API's decimal string ("12.50", "-3.00"). */
export function toDecimal(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** A decimal as the API writes it, with two places: "12.5" and 12.5 are "12.50". */
export function decimalText(amount: string | number | null | undefined): string {
  return toDecimal(toCents(amount));
}
