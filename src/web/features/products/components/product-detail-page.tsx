import { ArrowLeft, PackagePlus, Pencil, SlidersHorizontal, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { ProductItem } from '../../../../contract/products';
import { PageTitle } from '../../../components/layout/page-title';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCategories } from '../../../lib/api/products/get-categories';
import { useCan } from '../../../lib/current-user';
import { formatMoney } from '../../../lib/money';
import { useProduct } from '../api/get-product';
import { DeleteProductDialog } from './delete-product-dialog';
import { ProductFormDialog } from './product-form-dialog';
import { StockHistory } from './stock-history';
import { StockMoveDialog, type StockMoveType } from './stock-move-dialog';

function Facts({ product }: { product: ProductItem }) {
  const facts: [string, string][] = [
    ['Price', formatMoney(product.price)],
    ['Cost price', product.costPrice === null ? '—' : formatMoney(product.costPrice)],
    ['In stock', String(product.stockQuantity)],
    ['Low stock at', String(product.lowStockThreshold)],
    ['SKU', product.sku ?? '—'],
    ['Barcode', product.barcode ?? '—'],
    ['Category', product.category?.name ?? 'Uncategorized'],
    ['Weight', product.weight === null ? '—' : String(product.weight)],
    ['Dimensions', product.dimensions ?? '—'],
    ['Tags', product.tags.length === 0 ? '—' : product.tags.join(', ')],
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      {facts.map(([label, value]) => (
        <div key={label} className="grid gap-0.5">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="font-medium break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ProductDetailPage({ id }: { id: number }) {
  const product = useProduct(id);
  const categories = useCategories();
  const [, navigate] = useLocation();
  const [move, setMove] = useState<StockMoveType | null>(null);
  const [editing, setEditing] = useState(false);
  const canManage = useCan()('products.manage');
  const [deleting, setDeleting] = useState(false);

  if (product.isPending) {
    return (
      <div role="status" className="grid gap-4">
        <PageTitle title="Product" />
        <span className="sr-only">Loading product…</span>
        <Skeleton className="h-40" />
        <Skeleton className="h-60" />
      </div>
    );
  }
  if (product.isError) {
    return (
      <>
        <PageTitle title="Product" />
        <ErrorState error={product.error} onRetry={() => product.refetch()} />
      </>
    );
  }
  const item = product.data;
  return (
    <>
      <PageTitle title={item.name} subtitle={item.description ?? undefined} />
      <div className="grid grid-cols-1 gap-6">
        <div className="flex flex-wrap items-center gap-2">
          <Button variant="ghost" asChild>
            <Link href="/products">
              <ArrowLeft aria-hidden="true" />
              Products
            </Link>
          </Button>
          <span className="flex-1" />
          {canManage ? (
            <>
              <Button onClick={() => setMove('restock')}>
                <PackagePlus aria-hidden="true" />
                Restock
              </Button>
              <Button variant="outline" onClick={() => setMove('adjustment')}>
                <SlidersHorizontal aria-hidden="true" />
                Adjust
              </Button>
              <Button variant="outline" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
              <Button variant="outline" className="text-red-700" onClick={() => setDeleting(true)}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            </>
          ) : null}
        </div>
        <Card>
          <CardHeader className="flex flex-wrap items-center gap-2">
            <CardTitle>Details</CardTitle>
            {item.isLowStock ? <Badge variant="warning">Low stock</Badge> : null}
            {item.isActive ? null : <Badge variant="neutral">Inactive</Badge>}
          </CardHeader>
          <CardContent>
            <Facts product={item} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Stock history</CardTitle>
          </CardHeader>
          <CardContent>
            <StockHistory productId={item.id} />
          </CardContent>
        </Card>
      </div>
      <StockMoveDialog product={item} type={move} onClose={() => setMove(null)} />
      <ProductFormDialog
        open={editing}
        onOpenChange={setEditing}
        product={item}
        categories={categories.data ?? []}
      />
      <DeleteProductDialog
        product={deleting ? item : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate('/products')}
      />
    </>
  );
}
