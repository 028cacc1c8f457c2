import { ScanBarcode } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import type { CategoryItem, ProductItem } from '../../../../contract/products';
import { Input } from '../../../components/ui/input';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { NativeSelect } from '../../../components/ui/native-select';
import { matchesProductSearch } from '../../../lib/products/search';
import { findScannedProduct } from '../lib/scan';
import { PosProductGrid } from './pos-product-grid';

type PosCatalogProps = {
  products: ProductItem[] | undefined;
  categories: readonly CategoryItem[];
  onAdd: (product: ProductItem) => void;
};

/** Search (a barcode scanner types here and presses Enter), category filter and the in-stock products. */
export function PosCatalog({ products, categories, onAdd }: PosCatalogProps) {
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const deferredSearch = useDeferredValue(search);
  const inStock = (products ?? []).filter((product) => product.stockQuantity > 0);
  const shown = inStock.filter(
    (product) =>
      matchesProductSearch(product, deferredSearch) &&
      (categoryId === '' || String(product.categoryId) === categoryId),
  );

  return (
    <div className="grid content-start gap-4">
      <div className="flex flex-col gap-3 sm:flex-row">
        <div className="relative flex-1">
          <ScanBarcode
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
          />
          <Input
            type="search"
            aria-label="Search products by name, SKU or barcode"
            placeholder="Search or scan a product..."
            className="pl-9"
            autoFocus
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              const scanned = findScannedProduct(inStock, search);
              if (scanned) {
                onAdd(scanned);
                setSearch('');
              }
            }}
          />
        </div>
        <NativeSelect
          aria-label="Category"
          className="sm:w-52"
          value={categoryId}
          onChange={(event) => setCategoryId(event.target.value)}
        >
          <option value="">All Categories</option>
          {categories.map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      {products === undefined ? (
        <LoadingSkeleton
          label="Loading products…"
          className="grid grid-cols-2 gap-3 sm:grid-cols-3"
          bars={['h-24', 'h-24', 'h-24']}
        />
      ) : (
        <PosProductGrid products={shown} onAdd={onAdd} />
      )}
    </div>
  );
}
