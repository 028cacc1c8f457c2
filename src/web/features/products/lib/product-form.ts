import type { CreateProductInput, ProductItem } from '../../../../contract/products';

/** What the inputs hold: text, as typed (tags comma-separated), plus the Active switch. */
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
  imageUrl: string;
  weight: string;
  dimensions: string;
  tags: string;
  isActive: boolean;
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
  'imageUrl',
  'weight',
  'dimensions',
  'tags',
  'isActive',
] as const satisfies readonly (keyof ProductFormValues)[];

/** Spec §5 defaults: stock 0, threshold 5; a new product is active. */
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
  imageUrl: '',
  weight: '',
  dimensions: '',
  tags: '',
  isActive: true,
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
    imageUrl: product.imageUrl ?? '',
    weight: product.weight === null ? '' : String(product.weight),
    dimensions: product.dimensions ?? '',
    tags: product.tags.join(', '),
    isActive: product.isActive,
  };
}

/** A whole-number field: empty falls back to the default, anything else is sent for the contract to judge. */
const wholeNumber = (text: string, fallback: number) => (text.trim() === '' ? fallback : Number(text));

/** "Vegan, travel size,, vegan" -> ['Vegan', 'travel size']: trimmed, empties dropped, repeats (any case) once. */
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (tag === '' || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

/** The body the contract parses; costPrice and weight '' become null (spec §5). */
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
    imageUrl: values.imageUrl,
    weight: values.weight.trim() === '' ? null : Number(values.weight),
    dimensions: values.dimensions,
    tags: parseTags(values.tags),
    isActive: values.isActive,
  };
}
