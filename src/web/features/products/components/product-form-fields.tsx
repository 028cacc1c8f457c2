import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { CategoryItem } from '../../../../contract/products';
import { ImageUploadField } from '../../../components/ui/image-upload-field';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Switch } from '../../../components/ui/switch';
import { TextField } from '../../../components/ui/text-field';
import { Textarea } from '../../../components/ui/textarea';
import type { ProductFormValues } from '../lib/product-form';

type ProductFormFieldsProps = {
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
  categories: readonly CategoryItem[];
  /** Editing and the stock differs from what it was: ask why (it becomes an adjustment). */
  stockChanged: boolean;
  /** The Active switch: off hides the product from Products (unless Show inactive), Sales and the POS. */
  active: boolean;
  onActiveChange: (active: boolean) => void;
  /** The image's address ('' for none): uploaded from the field, saved with the product. */
  imageUrl: string;
  onImageUrlChange: (imageUrl: string) => void;
};

export function ProductFormFields({
  register,
  errors,
  categories,
  stockChanged,
  active,
  onActiveChange,
  imageUrl,
  onImageUrlChange,
}: ProductFormFieldsProps) {
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
      <ImageUploadField
        label="Product image"
        target="product_image"
        value={imageUrl}
        onChange={(address) => onImageUrlChange(address ?? '')}
        hint="JPEG, PNG, WebP, GIF or AVIF, up to 10 MB."
        error={errors.imageUrl?.message}
      />
      <TextField
        label="Tags"
        placeholder="e.g. vegan, travel size"
        hint="Separate tags with commas."
        error={errors.tags?.message}
        {...register('tags')}
      />
      <TextField
        label="Weight"
        inputMode="decimal"
        placeholder="Optional"
        error={errors.weight?.message}
        {...register('weight')}
      />
      <TextField
        label="Dimensions"
        placeholder="e.g. 10 x 5 x 3 cm"
        error={errors.dimensions?.message}
        {...register('dimensions')}
      />
      <div className="flex items-center gap-3 sm:col-span-2">
        <Switch
          id={`${id}-active`}
          checked={active}
          onCheckedChange={onActiveChange}
          aria-describedby={`${id}-active-hint`}
        />
        <div className="grid gap-0.5">
          <Label htmlFor={`${id}-active`}>Active</Label>
          <p id={`${id}-active-hint`} className="text-xs text-slate-600">
            Inactive products are hidden from Sales and the POS.
          </p>
        </div>
      </div>
    </div>
  );
}
