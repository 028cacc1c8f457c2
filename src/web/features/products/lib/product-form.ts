import type { CreateProductInput, ProductItem } from '../../../../contract/products';

/** What the inputs hold: text, as typed. */
export type ProductFormValues = {
  name: string;
  sku: string;
  barcode: string;
  description: string;
  price: string;
  costPrice: string;
  stockQuantity: string;
  lowStockThreshold: string;
  categoryId: string;
  adjustmentReason: string;
};

export const productFormFields = [
  'name',
  'sku',
  'barcode',
  'description',
  'price',
  'costPrice',
  'stockQuantity',
  'lowStockThreshold',
  'categoryId',
  'adjustmentReason',
] as const satisfies readonly (keyof ProductFormValues)[];

/** Spec §5 defaults: stock 0, threshold 5. */
export const emptyProductForm: ProductFormValues = {
  name: '',
  sku: '',
  barcode: '',
  description: '',
  price: '',
  costPrice: '',
  stockQuantity: '0',
  lowStockThreshold: '5',
  categoryId: '',
  adjustmentReason: '',
};

export function productToForm(product: ProductItem): ProductFormValues {
  return {
    name: product.name,
    sku: product.sku ?? '',
    barcode: product.barcode ?? '',
    description: product.description ?? '',
    price: product.price,
    costPrice: product.costPrice ?? '',
    stockQuantity: String(product.stockQuantity),
    lowStockThreshold: String(product.lowStockThreshold),
    categoryId: product.categoryId === null ? '' : String(product.categoryId),
    adjustmentReason: '',
  };
}

/** A whole-number field: empty falls back to the default, anything else is sent for the contract to judge. */
const wholeNumber = (text: string, fallback: number) => (text.trim() === '' ? fallback : Number(text));

/** The body the contract parses; costPrice '' becomes null (spec §5). */
export function formToProductInput(values: ProductFormValues): CreateProductInput {
  return {
    name: values.name,
    sku: values.sku,
    barcode: values.barcode,
    description: values.description,
    price: values.price,
    costPrice: values.costPrice.trim() === '' ? null : values.costPrice,
    stockQuantity: wholeNumber(values.stockQuantity, 0),
    lowStockThreshold: wholeNumber(values.lowStockThreshold, 5),
    categoryId: values.categoryId === '' ? null : Number(values.categoryId),
  };
}
