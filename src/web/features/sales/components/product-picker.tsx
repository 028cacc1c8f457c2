import { formatMoney } from '../../../lib/money';
import type { CartProduct } from '../../../lib/sales/cart';

/** A button per product; out of stock means disabled (spec §2). */
export function ProductPicker({
  products,
  onAdd,
}: {
  products: readonly CartProduct[];
  onAdd: (product: CartProduct) => void;
}) {
  if (products.length === 0) {
    return <p className="text-sm text-slate-600">No products yet. Add some on the Products screen.</p>;
  }
  return (
    <ul aria-label="Products" className="grid max-h-56 grid-cols-1 gap-2 overflow-y-auto sm:grid-cols-2">
      {products.map((product) => (
        <li key={product.id}>
          <button
            type="button"
            disabled={product.stockQuantity <= 0}
            onClick={() => onAdd(product)}
            className="flex w-full items-center justify-between gap-2 rounded-md border border-slate-200 px-3 py-2 text-left text-sm hover:border-primary-300 hover:bg-primary-50 disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:bg-white"
          >
            <span className="min-w-0">
              <span className="block truncate font-medium">{product.name}</span>
              <span className="block text-xs text-slate-600">
                {product.stockQuantity > 0 ? `${product.stockQuantity} in stock` : 'Out of stock'}
              </span>
            </span>
            <span className="font-semibold tabular-nums">{formatMoney(product.price)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
