/** Integer cents from the API's decimal strings ("12.50") or a number of dollars; money math stays in cents. */
export function toCents(amount: string | number | null | undefined): number {
  if (amount === null || amount === undefined || amount === '') return 0;
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
}

/** "12.50" for the API from integer cents. */
export function toDecimal(cents: number): string {
  return (cents / 100).toFixed(2);
}
