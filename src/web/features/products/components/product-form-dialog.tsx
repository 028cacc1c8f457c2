import { useEffect } from 'react';
import { type Path, useForm } from 'react-hook-form';
import {
  type CategoryItem,
  createProductSchema,
  type ProductItem,
  REASON_REQUIRED,
  updateProductSchema,
} from '../../../../contract/products';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useCreateProduct } from '../api/create-product';
import { useUpdateProduct } from '../api/update-product';
import {
  emptyProductForm,
  formToProductInput,
  type ProductFormValues,
  productFormFields,
  productToForm,
} from '../lib/product-form';
import { ProductFormFields } from './product-form-fields';

type ProductFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Absent: Add New Product. */
  product?: ProductItem;
  categories: readonly CategoryItem[];
};

export function ProductFormDialog({ open, onOpenChange, product, categories }: ProductFormDialogProps) {
  const form = useForm<ProductFormValues>({ defaultValues: emptyProductForm });
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const pending = create.isPending || update.isPending;

  useEffect(() => {
    if (open) form.reset(product ? productToForm(product) : emptyProductForm);
  }, [open, product, form]);

  const stockChanged =
    product !== undefined && form.watch('stockQuantity').trim() !== String(product.stockQuantity);

  const onError = (error: unknown) => {
    if (applyFieldErrors(error, form.setError, productFormFields)) return;
    toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to save product') });
  };

  const submit = form.handleSubmit((values) => {
    const input = formToProductInput(values);
    // An untouched stock field is left out, so a sale made while the dialog was open is not undone; a
    // changed one carries the count the owner saw, and the server refuses it if that count has moved.
    const body = product
      ? stockChanged
        ? {
            ...input,
            adjustmentReason: values.adjustmentReason,
            expectedStockQuantity: product.stockQuantity,
          }
        : { ...input, stockQuantity: undefined }
      : input;
    const parsed = (product ? updateProductSchema : createProductSchema).safeParse(body);
    const issues = parsed.success
      ? []
      : parsed.error.issues.map((issue) => ({ field: String(issue.path[0]), message: issue.message }));
    if (stockChanged && !values.adjustmentReason.trim()) {
      issues.push({ field: 'adjustmentReason', message: REASON_REQUIRED });
    }
    if (issues.length > 0) {
      issues.forEach(({ field, message }, index) => {
        form.setError(
          field as Path<ProductFormValues>,
          { type: 'validate', message },
          { shouldFocus: index === 0 },
        );
      });
      return;
    }
    const done = (title: string) => () => {
      toast({ type: 'success', title });
      onOpenChange(false);
    };
    if (product) {
      update.mutate(
        { id: product.id, ...body },
        { onSuccess: done('Product updated successfully'), onError },
      );
    } else {
      create.mutate(input, { onSuccess: done('Product created successfully'), onError });
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={product ? 'Edit Product' : 'Add New Product'} className="max-w-2xl">
        <form
          id="product-form"
          noValidate
          aria-label={product ? 'Edit Product' : 'Add New Product'}
          onSubmit={submit}
        >
          <ProductFormFields
            register={form.register}
            errors={form.formState.errors}
            categories={categories}
            stockChanged={stockChanged}
            active={form.watch('isActive')}
            onActiveChange={(checked) => form.setValue('isActive', checked, { shouldDirty: true })}
            imageUrl={form.watch('imageUrl')}
            onImageUrlChange={(address) => {
              form.clearErrors('imageUrl');
              form.setValue('imageUrl', address, { shouldDirty: true });
            }}
          />
        </form>
        <FormDialogFooter
          onCancel={() => onOpenChange(false)}
          pending={pending}
          label={product ? 'Update Product' : 'Create Product'}
          form="product-form"
        />
      </DialogContent>
    </Dialog>
  );
}
