const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$1,234.50" from the API's decimal strings ("1234.5") or from numbers; spec §9: currency shown with $. */
export function formatMoney(amount: string | number | null | undefined): string {
  const value = typeof amount === 'string' ? Number(amount) : (amount ?? 0);
  return dollars.format(Number.isFinite(value) ? value : 0);
}
