/** Spec §5: products are searched by name or SKU. */
export function matchesProductSearch(product: { name: string; sku: string | null }, search: string): boolean {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return true;
  return (
    product.name.toLowerCase().includes(wanted) || (product.sku?.toLowerCase().includes(wanted) ?? false)
  );
}
