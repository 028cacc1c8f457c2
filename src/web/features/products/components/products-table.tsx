import { Link } from 'wouter';
import type { ProductItem } from '../../../../contract/products';
import { Badge } from '../../../components/ui/badge';
import { RowActions } from '../../../components/ui/row-actions';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { formatMoney } from '../../../lib/money';

type ProductsTableProps = {
  products: ProductItem[];
  /** Absent when the member may not edit; the button is not shown. */
  onEdit?: (product: ProductItem) => void;
  /** Absent when the member may not delete; the button is not shown. */
  onDelete?: (product: ProductItem) => void;
};

export function ProductsTable({ products, onEdit, onDelete }: ProductsTableProps) {
  return (
    <Table aria-label="Products">
      <TableHeader>
        <TableRow>
          <TableHead>Product</TableHead>
          <TableHead>SKU</TableHead>
          <TableHead>Category</TableHead>
          <TableHead className="text-right">Price</TableHead>
          <TableHead className="text-right">Stock</TableHead>
          {onEdit || onDelete ? <TableHead className="text-right">Actions</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {products.map((product) => (
          <TableRow key={product.id}>
            <TableCell>
              <span className="inline-flex flex-wrap items-center gap-2">
                <Link
                  href={`/products/${product.id}`}
                  className="font-medium text-primary-700 hover:underline"
                >
                  {product.name}
                </Link>
                {product.isActive ? null : <Badge variant="neutral">Inactive</Badge>}
              </span>
            </TableCell>
            <TableCell className="whitespace-nowrap">{product.sku ?? '—'}</TableCell>
            <TableCell>{product.category?.name ?? 'Uncategorized'}</TableCell>
            <TableCell className="text-right tabular-nums">{formatMoney(product.price)}</TableCell>
            <TableCell className="text-right">
              <span className="inline-flex items-center gap-2 tabular-nums">
                {product.isLowStock ? (
                  <Badge variant={product.stockQuantity === 0 ? 'danger' : 'warning'}>
                    {product.stockQuantity === 0 ? 'Out' : 'Low'}
                  </Badge>
                ) : null}
                {product.stockQuantity}
              </span>
            </TableCell>
            {onEdit || onDelete ? (
              <TableCell className="text-right whitespace-nowrap">
                <RowActions
                  label={product.name}
                  onEdit={onEdit ? () => onEdit(product) : undefined}
                  onDelete={onDelete ? () => onDelete(product) : undefined}
                />
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
