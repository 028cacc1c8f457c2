import { Package } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import type { ProductItem } from '../../../../contract/products';
import { PageTitle } from '../../../components/layout/page-title';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { useCategories } from '../../../lib/api/products/get-categories';
import { useProductStats } from '../../../lib/api/products/get-product-stats';
import { useProducts } from '../../../lib/api/products/get-products';
import { useCan } from '../../../lib/current-user';
import { matchesProductSearch } from '../../../lib/products/search';
import { CategoriesDialog } from './categories-dialog';
import { DeleteProductDialog } from './delete-product-dialog';
import { LowStockAlert } from './low-stock-alert';
import { ProductFormDialog } from './product-form-dialog';
import { ProductStats } from './product-stats';
import { ProductToolbar } from './product-toolbar';
import { ProductsTable } from './products-table';

type Editing = { product?: ProductItem } | null;

export function ProductsPage() {
  const [showInactive, setShowInactive] = useState(false);
  const products = useProducts({ includeInactive: showInactive });
  const stats = useProductStats();
  const categories = useCategories();
  const [search, setSearch] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ProductItem | null>(null);
  const [managingCategories, setManagingCategories] = useState(false);
  const deferredSearch = useDeferredValue(search);
  const canManage = useCan()('products.manage');

  const all = products.data ?? [];
  const shown = all.filter(
    (product) =>
      matchesProductSearch(product, deferredSearch) &&
      (categoryId === '' || String(product.categoryId) === categoryId),
  );

  return (
    <>
      <PageTitle title="Products" subtitle="Manage your inventory" />
      <div className="grid grid-cols-1 gap-6">
        {stats.isError ? <ErrorState error={stats.error} onRetry={() => stats.refetch()} /> : null}
        <ProductStats
          loading={stats.isPending}
          totalProducts={stats.data?.totalProducts ?? 0}
          lowStockItems={stats.data?.lowStockItems ?? 0}
          totalValue={stats.data?.totalValue ?? '0'}
          categories={stats.data?.categories ?? 0}
        />
        <LowStockAlert products={all.filter((product) => product.isActive && product.isLowStock)} />
        <ProductToolbar
          search={search}
          onSearchChange={setSearch}
          categoryId={categoryId}
          onCategoryChange={setCategoryId}
          showInactive={showInactive}
          onShowInactiveChange={setShowInactive}
          categories={categories.data ?? []}
          onManageCategories={canManage ? () => setManagingCategories(true) : undefined}
          onAddProduct={canManage ? () => setEditing({}) : undefined}
        />
        <Card>
          {products.isPending ? (
            <LoadingSkeleton
              label="Loading products…"
              className="grid gap-2 p-4"
              bars={['h-10', 'h-10', 'h-10']}
            />
          ) : products.isError ? (
            <div className="p-4">
              <ErrorState error={products.error} onRetry={() => products.refetch()} />
            </div>
          ) : shown.length === 0 ? (
            <EmptyState
              icon={Package}
              title={all.length === 0 ? 'No products yet' : 'No products found'}
              description={
                all.length === 0
                  ? 'Add the products you sell to track stock and ring them up.'
                  : 'Try another name, SKU or category.'
              }
              action={
                all.length === 0 && canManage ? (
                  <Button onClick={() => setEditing({})}>Add Product</Button>
                ) : undefined
              }
            />
          ) : (
            <ProductsTable
              products={shown}
              onEdit={canManage ? (product) => setEditing({ product }) : undefined}
              onDelete={canManage ? setDeleting : undefined}
            />
          )}
        </Card>
      </div>
      <ProductFormDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        product={editing?.product}
        categories={categories.data ?? []}
      />
      <DeleteProductDialog product={deleting} onClose={() => setDeleting(null)} />
      <CategoriesDialog
        open={managingCategories}
        onOpenChange={setManagingCategories}
        categories={categories.data ?? []}
      />
    </>
  );
}
