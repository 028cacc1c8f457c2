import type { ProductItem } from '../../../../contract/products';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useDeleteProduct } from '../api/delete-product';

/** Spec §5: deleting asks first. A product that sales reference is deactivated by the server instead. */
export function DeleteProductDialog({
  product,
  onClose,
  onDeleted,
}: {
  product: ProductItem | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteProduct();
  return (
    <ConfirmDialog
      open={product !== null}
      onOpenChange={(open) => !open && onClose()}
      title={product ? `Delete ${product.name}?` : 'Delete product?'}
      description="Are you sure you want to delete this product?"
      pending={remove.isPending}
      onConfirm={() => {
        if (!product) return;
        remove.mutate(product.id, {
          onSuccess: (result) => {
            // A product on past sales stays on their receipts: it is switched off, and the owner is told so.
            toast(
              'deactivated' in result
                ? {
                    type: 'success',
                    title: 'Product deactivated',
                    message: `${product.name} is on past sales, so it was switched off instead of deleted.`,
                  }
                : { type: 'success', title: 'Product deleted successfully' },
            );
            onClose();
            onDeleted?.();
          },
          onError: (error) =>
            toast({
              type: 'error',
              title: 'Error',
              message: errorMessage(error, 'Failed to delete product'),
            }),
        });
      }}
    />
  );
}
