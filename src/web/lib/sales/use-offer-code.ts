import { useState } from 'react';
import type { SaleChannel } from '../../../contract/sales';
import { useSaleQuote } from '../api/sales/quote-sale';
import { errorMessage } from '../error-message';
import { toCents } from '../money';
import type { CartLine } from './cart';

export type OfferCodeState = {
  /** The code the cashier applied, as typed; null when none. */
  code: string | null;
  apply: (code: string) => void;
  remove: () => void;
  /** The server's discount on this cart with the code, once it answered. */
  discountCents: number;
  /** "10% off" once the server accepted the code. */
  label: string | null;
  /** Why the server refused the code. */
  error: string | null;
  checking: boolean;
  /** Checkout waits while the code is being checked or was refused. */
  blocksCheckout: boolean;
};

/**
 * An offer code on a cart: the server prices the cart with it (POST /api/sales/quote) whenever the lines or
 * the customer change, so the discount line shown is the one the sale will get.
 */
export function useOfferCode(lines: CartLine[], channel: SaleChannel, customerId: string): OfferCodeState {
  const [code, setCode] = useState<string | null>(null);
  const quote = useSaleQuote(
    code && lines.length > 0
      ? {
          channel,
          customerId: customerId === '' ? null : Number(customerId),
          items: lines.map((line) => ({ productId: line.productId, quantity: line.quantity })),
          offerCode: code,
        }
      : null,
  );
  const accepted = code && lines.length > 0 && quote.data ? quote.data : null;
  const error = code && quote.isError ? errorMessage(quote.error) : null;
  return {
    code,
    apply: (typed) => setCode(typed.trim() === '' ? null : typed.trim()),
    remove: () => setCode(null),
    discountCents: accepted ? toCents(accepted.discountAmount) : 0,
    label: accepted?.offer?.description ?? null,
    error,
    checking: Boolean(code && lines.length > 0 && quote.isFetching),
    blocksCheckout: Boolean(code && lines.length > 0 && (quote.isFetching || quote.isError || !accepted)),
  };
}
