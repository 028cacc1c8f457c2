import { PackageSearch } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatMoney } from '../../../lib/money';
import type { CartProduct } from '../../../lib/sales/cart';

/** The products a cashier can ring up: a button each (spec §2: only products with stock above 0). */
export function PosProductGrid<T extends CartProduct>({
  products,
  onAdd,
}: {
  products: readonly T[];
  onAdd: (product: T) => void;
}) {
  if (products.length === 0) {
    return (
      <EmptyState
        icon={PackageSearch}
        title="No products found"
        description="Only products in stock appear here. Try another search or category."
      />
    );
  }
  return (
    <ul aria-label="Products" className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
      {products.map((product) => (
        <li key={product.id}>
          <button
            type="button"
            onClick={() => onAdd(product)}
            className="flex h-full w-full flex-col items-start gap-1 rounded-lg border border-slate-200 bg-white p-3 text-left shadow-sm transition-colors hover:border-primary-300 hover:bg-primary-50"
          >
            <span className="font-medium text-slate-900">{product.name}</span>
            {product.sku ? <span className="text-xs text-slate-600">SKU {product.sku}</span> : null}
            <span className="mt-auto flex w-full items-end justify-between gap-2 pt-2">
              <span className="font-semibold text-primary-800">{formatMoney(product.price)}</span>
              <span className="text-xs text-slate-600">{product.stockQuantity} in stock</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
