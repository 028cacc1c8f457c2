import { ShoppingCart, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { CartTotalsList } from '../../../components/sales/cart-totals-list';
import { QuantityStepper } from '../../../components/sales/quantity-stepper';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { formatCents } from '../../../lib/money';
import { type CartLine, type CartTotals, stockLimitMessage } from '../../../lib/sales/cart';

type CartPanelProps = {
  lines: CartLine[];
  totals: CartTotals;
  /** The business's POS rate, which the tax line names. */
  taxRateBasisPoints: number;
  customerPicker: ReactNode;
  /** The offer code field, and the code the discount line names. */
  offerField: ReactNode;
  discountCode: string | null;
  /** Checkout waits while a code is checked or was refused. */
  checkoutBlocked: boolean;
  onQuantityChange: (productId: number, quantity: number) => void;
  onRemove: (productId: number) => void;
  onClear: () => void;
  onCheckout: () => void;
};

export function CartPanel({
  lines,
  totals,
  taxRateBasisPoints,
  customerPicker,
  offerField,
  discountCode,
  checkoutBlocked,
  ...actions
}: CartPanelProps) {
  const empty = lines.length === 0;
  return (
    <Card className="flex flex-col" aria-labelledby="cart-title" role="region">
      <CardHeader className="flex items-center justify-between">
        <CardTitle id="cart-title" className="flex items-center gap-2">
          <ShoppingCart aria-hidden="true" className="size-5" />
          Cart
        </CardTitle>
        <Button variant="ghost" size="sm" disabled={empty} onClick={actions.onClear}>
          Clear Cart
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {customerPicker}
        {empty ? (
          <p className="rounded-md border border-dashed border-slate-300 py-8 text-center text-sm text-slate-600">
            Cart is empty
          </p>
        ) : (
          <ul aria-label="Cart items" className="grid divide-y divide-slate-100">
            {lines.map((line) => (
              <li key={line.productId} className="grid gap-2 py-3">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-medium text-slate-900">{line.name}</p>
                    <p className="text-xs text-slate-600">
                      {line.sku ? `SKU ${line.sku} · ` : ''}
                      {line.stock - line.quantity} left · {formatCents(line.unitCents)} each
                    </p>
                    {line.quantity >= line.stock ? (
                      <p className="text-xs font-medium text-amber-800">{stockLimitMessage(line)}</p>
                    ) : null}
                  </div>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8 text-slate-600"
                    aria-label={`Remove ${line.name}`}
                    onClick={() => actions.onRemove(line.productId)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </div>
                <div className="flex items-center justify-between">
                  <QuantityStepper
                    name={line.name}
                    quantity={line.quantity}
                    max={line.stock}
                    onChange={(quantity) => actions.onQuantityChange(line.productId, quantity)}
                  />
                  <span className="font-medium tabular-nums">
                    {formatCents(line.unitCents * line.quantity)}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        )}
        {offerField}
        <CartTotalsList
          taxRateBasisPoints={taxRateBasisPoints}
          totals={totals}
          discountCode={discountCode}
          className="border-t border-slate-200 pt-3"
        />
        <Button size="lg" disabled={empty || checkoutBlocked} onClick={actions.onCheckout}>
          Checkout {formatCents(totals.totalCents)}
        </Button>
      </CardContent>
    </Card>
  );
}
