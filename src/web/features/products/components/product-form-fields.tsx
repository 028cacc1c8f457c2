import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { CategoryItem } from '../../../../contract/products';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { TextField } from '../../../components/ui/text-field';
import { Textarea } from '../../../components/ui/textarea';
import type { ProductFormValues } from '../lib/product-form';

type ProductFormFieldsProps = {
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  categories: readonly CategoryItem[];
  /** Editing and the stock differs from what it was: ask why (it becomes an adjustment). */
  stockChanged: boolean;
};

export function ProductFormFields({ register, errors, categories, stockChanged }: ProductFormFieldsProps) {
  const id = useId();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Name"
        className="grid gap-1.5 sm:col-span-2"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField label="SKU" error={errors.sku?.message} {...register('sku')} />
      <TextField label="Barcode" error={errors.barcode?.message} {...register('barcode')} />
      <div className="grid gap-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Textarea id={`${id}-description`} rows={2} {...register('description')} />
      </div>
      <TextField
        label="Price"
        inputMode="decimal"
        placeholder="0.00"
        error={errors.price?.message}
        {...register('price')}
      />
      <TextField
        label="Cost price"
        inputMode="decimal"
        placeholder="Optional"
        error={errors.costPrice?.message}
        {...register('costPrice')}
      />
      <TextField
        label="Stock quantity"
        type="number"
        min="0"
        step="1"
        error={errors.stockQuantity?.message}
        {...register('stockQuantity')}
      />
      <TextField
        label="Low stock threshold"
        type="number"
        min="0"
        step="1"
        error={errors.lowStockThreshold?.message}
        {...register('lowStockThreshold')}
      />
      {stockChanged ? (
        <TextField
          label="Reason for the stock change"
          className="grid gap-1.5 sm:col-span-2"
          hint="Recorded in the product's stock history, e.g. Damaged, Counted on shelf."
          error={errors.adjustmentReason?.message}
          {...register('adjustmentReason')}
        />
      ) : null}
      <div className="grid gap-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-category`}>Category</Label>
        <NativeSelect
          id={`${id}-category`}
          aria-invalid={errors.categoryId ? true : undefined}
          {...register('categoryId')}
        >
          <option value="">No category</option>
          {categories.map((category) => (
            <option key={category.id} value={String(category.id)}>
              {category.name}
            </option>
          ))}
        </NativeSelect>
        {errors.categoryId ? <p className="text-sm text-red-700">{errors.categoryId.message}</p> : null}
      </div>
    </div>
  );
}
