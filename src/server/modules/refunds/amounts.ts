export type RefundableLine = {
  id: number;
  unitCents: number;
  quantity: number;
  refundedQuantity: number;
  /** The line's part of an offer code's discount (0 without one). */
  discountCents?: number;
};

/**
 * What each refunded line gives back: its share of the sale's total, so the tax it carried goes back with
 * it. A line counts at what it was paid (its price less its part of the discount), so a discounted sale
 * returns what was paid, not the list price. Shares are rounded per line; the refund that empties the sale
 * settles the exact remainder, so a sale never returns more or less than was paid.
 */
export function refundAmounts(
  sale: { subtotalCents: number; discountCents?: number; totalCents: number; refundedCents: number },
  lines: RefundableLine[],
  requested: Map<number, number>,
): { perLine: Map<number, number>; totalCents: number } {
  const remaining = sale.totalCents - sale.refundedCents;
  const paidBeforeTax = sale.subtotalCents - (sale.discountCents ?? 0);
  const share = (line: RefundableLine, quantity: number) =>
    paidBeforeTax <= 0
      ? 0
      : Math.round(
          (((line.unitCents * line.quantity - (line.discountCents ?? 0)) * quantity) / line.quantity) *
            (sale.totalCents / paidBeforeTax),
        );
  const perLine = new Map<number, number>();
  for (const line of lines) {
    const quantity = requested.get(line.id);
    if (quantity) perLine.set(line.id, share(line, quantity));
  }
  const settlesAll = lines.every((l) => l.refundedQuantity + (requested.get(l.id) ?? 0) === l.quantity);
  const sum = [...perLine.values()].reduce((a, b) => a + b, 0);
  const totalCents = settlesAll ? remaining : Math.min(sum, remaining);
  const lastId = [...perLine.keys()].at(-1);
  if (lastId !== undefined && totalCents !== sum) {
    perLine.set(lastId, (perLine.get(lastId) ?? 0) + totalCents - sum);
  }
  return { perLine, totalCents };
}
