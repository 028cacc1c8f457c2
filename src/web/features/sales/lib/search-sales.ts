/** Spec §5: sales are searched by customer name or sale id ("12" or "#12"). */
export function matchesSaleSearch(
  sale: { id: number; customer: { name: string } | null },
  search: string,
): boolean {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return true;
  const id = wanted.replace(/^#/, '');
  if (/^\d+$/.test(id) && String(sale.id) === id) return true;
  return (sale.customer?.name.toLowerCase() ?? 'walk-in customer').includes(wanted);
}
