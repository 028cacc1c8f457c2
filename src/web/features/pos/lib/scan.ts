type Scannable = { sku: string | null; barcode: string | null };

/**
 * A barcode scanner types the code and presses Enter: an exact SKU or barcode match (ignoring case and
 * surrounding spaces) is the product to ring up.
 */
export function findScannedProduct<T extends Scannable>(products: readonly T[], code: string): T | undefined {
  const wanted = code.trim().toLowerCase();
  if (!wanted) return undefined;
  return products.find(
    (product) => product.sku?.toLowerCase() === wanted || product.barcode?.toLowerCase() === wanted,
  );
}
