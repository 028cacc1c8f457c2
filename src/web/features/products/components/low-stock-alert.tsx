import { TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';

type LowStockProduct = { id: number; name: string; stockQuantity: number; lowStockThreshold: number };

const SHOWN = 3;

/** Spec §9: the first 3 low-stock products, then '+N more items'. Renders nothing when stock is fine. */
export function LowStockAlert({ products }: { products: readonly LowStockProduct[] }) {
  if (products.length === 0) return null;
  const more = products.length - SHOWN;
  return (
    <section
      aria-labelledby="low-stock-title"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="low-stock-title" className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden="true" className="size-5 text-amber-700" />
        Low Stock Alert
      </h2>
      <ul className="mt-2 grid gap-1 text-sm">
        {products.slice(0, SHOWN).map((product) => (
          <li key={product.id} className="flex flex-wrap justify-between gap-x-4">
            <Link href={`/products/${product.id}`} className="font-medium underline-offset-2 hover:underline">
              {product.name}
            </Link>
            <span>
              {product.stockQuantity} left (alert at {product.lowStockThreshold})
            </span>
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="mt-2 text-sm font-medium">+{more} more items</p> : null}
    </section>
  );
}
