import { notEnoughStock, PRODUCT_NOT_FOUND } from '../../../contract/products';
import {
  type CreateSale,
  channelTaxRate,
  DEFAULT_TAX_RATES,
  priceChanged,
  type TaxRates,
  TENDERED_TOO_LOW,
  TOTALS_MISMATCH,
  taxCents,
} from '../../../contract/sales';
import { badRequest, conflict, notFound } from '../../lib/http-errors';

export type ShelfProduct = {
  id: number;
  name: string;
  priceCents: number;
  stockQuantity: number;
  isActive: boolean;
};

export type PricedLine = {
  productId: number;
  productName: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
  /** This line's part of the offer's discount. */
  discountCents: number;
};

/** An offer code's discount on a sale's lines, in the lines' order. */
export type SaleDiscount = { discountCents: number; perLine: number[] };

export type PricedSale = {
  lines: PricedLine[];
  subtotalCents: number;
  discountCents: number;
  /** The channel's rate at this business, in basis points. */
  taxRateBasisPoints: number;
  taxCents: number;
  totalCents: number;
  /** How many of each product leave the shelf (a product may appear on several lines). */
  quantities: Map<number, number>;
};

/** Each line priced from the business's own product (the price sent is only checked). */
export function priceLines(
  input: CreateSale,
  shelf: Map<number, ShelfProduct>,
): Omit<PricedLine, 'discountCents'>[] {
  return input.items.map((item, index) => {
    const product = shelf.get(item.productId);
    if (!product?.isActive) throw notFound(PRODUCT_NOT_FOUND);
    const totalCents = product.priceCents * item.quantity;
    if (item.unitPrice !== undefined && item.unitPrice !== product.priceCents) {
      const message = priceChanged(product.name);
      throw badRequest(message, [{ path: `items.${index}.unitPrice`, message }]);
    }
    if (item.totalPrice !== undefined && item.totalPrice !== totalCents) {
      throw badRequest(TOTALS_MISMATCH, [{ path: `items.${index}.totalPrice`, message: TOTALS_MISMATCH }]);
    }
    return {
      productId: product.id,
      productName: product.name,
      quantity: item.quantity,
      unitCents: product.priceCents,
      totalCents,
    };
  });
}

/**
 * Prices a sale from the business's own products, less an offer code's discount, taxed on what is left at
 * the business's rate for the channel. Figures the caller sent are only checked, never used: one that
 * disagrees is a 400 (a stale cart or a tampered request); a line over the stock is a 409.
 */
export function priceSale(
  input: CreateSale,
  shelf: Map<number, ShelfProduct>,
  rates: TaxRates = DEFAULT_TAX_RATES,
  discount: SaleDiscount = { discountCents: 0, perLine: [] },
): PricedSale {
  const lines = priceLines(input, shelf).map((line, i) => ({
    ...line,
    discountCents: discount.perLine[i] ?? 0,
  }));
  const subtotalCents = lines.reduce((sum, line) => sum + line.totalCents, 0);
  const discountCents = Math.min(discount.discountCents, subtotalCents);
  const tax = taxCents(input.channel, subtotalCents - discountCents, rates);
  const totalCents = subtotalCents - discountCents + tax;
  const sent = {
    subtotal: input.subtotal,
    discountAmount: input.discountAmount,
    taxAmount: input.taxAmount,
    totalAmount: input.totalAmount,
  };
  const computed = {
    subtotal: subtotalCents,
    discountAmount: discountCents,
    taxAmount: tax,
    totalAmount: totalCents,
  };
  const wrong = (Object.keys(sent) as (keyof typeof sent)[]).filter(
    (key) => sent[key] !== undefined && sent[key] !== computed[key],
  );
  if (wrong.length > 0) {
    throw badRequest(
      TOTALS_MISMATCH,
      wrong.map((path) => ({ path, message: TOTALS_MISMATCH })),
    );
  }
  if (input.amountTendered !== undefined && input.amountTendered < totalCents) {
    throw badRequest(TENDERED_TOO_LOW, [{ path: 'amountTendered', message: TENDERED_TOO_LOW }]);
  }

  const quantities = new Map<number, number>();
  for (const line of lines)
    quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity);
  for (const [productId, quantity] of quantities) {
    const product = shelf.get(productId) as ShelfProduct;
    if (quantity > product.stockQuantity) throw conflict(notEnoughStock(product.name, product.stockQuantity));
  }
  return {
    lines,
    subtotalCents,
    discountCents,
    taxRateBasisPoints: channelTaxRate(input.channel, rates),
    taxCents: tax,
    totalCents,
    quantities,
  };
}
