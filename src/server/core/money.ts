/** Cents to the API's decimal string ("12.50", "-3.00"). */
export const toDecimal = (cents: number) => (cents / 100).toFixed(2);

/** numeric(10,2) text (or a number) to integer cents without float drift. */
export const toCents = (value: string | number | null | undefined) =>
  value === null || value === undefined ? 0 : Math.round(Number(value) * 100);
