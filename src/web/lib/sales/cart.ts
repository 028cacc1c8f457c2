import { type SaleChannel, type TaxRates, taxCents } from '../../../contract/sales';
import { toCents } from '../money';

/** One line of a sale being rung up (New Sale dialog and POS share it). */
export type CartLine = {
  productId: number;
  name: string;
  sku: string | null;
  unitCents: number;
  quantity: number;
  /** Stock on hand when the product was added; the cart never asks for more. */
  stock: number;
};

export type CartProduct = {
  id: number;
  name: string;
  sku: string | null;
  price: string;
  stockQuantity: number;
};

/** Spec §4: adding a product already in the cart adds 1. */
export function addToCart(lines: CartLine[], product: CartProduct): CartLine[] {
  const existing = lines.find((line) => line.productId === product.id);
  if (existing) return setQuantity(lines, product.id, existing.quantity + 1);
  if (product.stockQuantity <= 0) return lines;
  return [
    ...lines,
    {
      productId: product.id,
      name: product.name,
      sku: product.sku,
      unitCents: toCents(product.price),
      quantity: 1,
      stock: product.stockQuantity,
    },
  ];
}

/** Spec §4: a quantity of 0 or less removes the line; more than the stock stays at the stock. */
export function setQuantity(lines: CartLine[], productId: number, quantity: number): CartLine[] {
  if (quantity <= 0) return lines.filter((line) => line.productId !== productId);
  return lines.map((line) =>
    line.productId === productId ? { ...line, quantity: Math.min(quantity, line.stock) } : line,
  );
}

/** What the cart says once a line holds everything on the shelf. */
export function stockLimitMessage(line: Pick<CartLine, 'name' | 'stock'>): string {
  return `Only ${line.stock} ${line.name} in stock, and all of them are in the cart.`;
}

export type CartTotals = {
  subtotalCents: number;
  discountCents: number;
  taxCents: number;
  totalCents: number;
};

/**
 * Spec §9: tax is added on top of the subtotal, at the business's rate for the channel (10% and 8% by
 * default); an offer code's discount (the server's figure) comes off before the tax, as the server computes it.
 */
export function cartTotals(
  lines: CartLine[],
  channel: SaleChannel,
  rates?: TaxRates,
  discountCents = 0,
): CartTotals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitCents * line.quantity, 0);
  const discount = Math.min(discountCents, subtotalCents);
  const tax = taxCents(channel, subtotalCents - discount, rates);
  return {
    subtotalCents,
    discountCents: discount,
    taxCents: tax,
    totalCents: subtotalCents - discount + tax,
  };
}
