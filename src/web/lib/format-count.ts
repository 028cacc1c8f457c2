/**
 * "1,204": a count with thousands separators, as `Number.prototype.toLocaleString('en-US')` writes a whole
 * number (format-count.unit.test.ts holds it to that), without the number formatter the browser would build
 * for it on the first call, a long task on a phone inside the render of a page that shows a count
 * (docs/decisions/016).
 */
export function formatCount(count: number): string {
  const whole = Math.trunc(count);
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return whole < 0 ? `-${digits}` : digits;
}
