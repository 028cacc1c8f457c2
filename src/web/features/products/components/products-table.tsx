import { Link } from 'wouter';
import type { ProductItem } from '../../../../contract/products';
import { Badge } from '../../../components/ui/badge';
import { CardList, CardListItem, TableOrCards } from '../../../components/ui/card-list';
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

/** The product's name, a link to its page, and "Inactive" when it is switched off. */
function ProductName({ product }: { product: ProductItem }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Link href={`/products/${product.id}`} className="font-medium text-primary-700 hover:underline">
        {product.name}
      </Link>
      {product.isActive ? null : <Badge variant="neutral">Inactive</Badge>}
    </span>
  );
}

/** Units on the shelf, flagged Low or Out. */
function Stock({ product }: { product: ProductItem }) {
  return (
    <span className="inline-flex items-center gap-2 tabular-nums">
      {product.isLowStock ? (
        <Badge variant={product.stockQuantity === 0 ? 'danger' : 'warning'}>
          {product.stockQuantity === 0 ? 'Out' : 'Low'}
        </Badge>
      ) : null}
      {product.stockQuantity}
    </span>
  );
}

/** Products: a table from `md` up, a card per product on a phone, with the same link and buttons. */
export function ProductsTable({ products, onEdit, onDelete }: ProductsTableProps) {
  const actions = (product: ProductItem) =>
    onEdit || onDelete ? (
      <RowActions
        label={product.name}
        onEdit={onEdit ? () => onEdit(product) : undefined}
        onDelete={onDelete ? () => onDelete(product) : undefined}
      />
    ) : null;
  const table = (
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
              <ProductName product={product} />
            </TableCell>
            <TableCell className="whitespace-nowrap">{product.sku ?? '—'}</TableCell>
            <TableCell>{product.category?.name ?? 'Uncategorized'}</TableCell>
            <TableCell className="text-right tabular-nums">{formatMoney(product.price)}</TableCell>
            <TableCell className="text-right">
              <Stock product={product} />
            </TableCell>
            {onEdit || onDelete ? (
              <TableCell className="text-right whitespace-nowrap">{actions(product)}</TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  const cards = (
    <CardList aria-label="Products" className="p-4">
      {products.map((product) => (
        <CardListItem
          key={product.id}
          title={<ProductName product={product} />}
          lines={[
            { label: 'SKU', value: product.sku ?? '—' },
            { label: 'Category', value: product.category?.name ?? 'Uncategorized' },
            { label: 'Price', value: <span className="tabular-nums">{formatMoney(product.price)}</span> },
            { label: 'Stock', value: <Stock product={product} /> },
          ]}
          actions={actions(product)}
        />
      ))}
    </CardList>
  );
  return <TableOrCards table={table} cards={cards} />;
}
