import { useState } from 'react';
import type { PaymentMethod } from '../../../../contract/payments';
import { channelTaxRate, NO_ITEMS } from '../../../../contract/sales';
import { CustomerSelect } from '../../../components/sales/customer-select';
import { OfferCodeField } from '../../../components/sales/offer-code-field';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { usePaymentMethods } from '../../../lib/api/payments/get-payment-methods';
import { useProducts } from '../../../lib/api/products/get-products';
import { useCreateSale } from '../../../lib/api/sales/create-sale';
import { useCustomers } from '../../../lib/api/sales/get-customers';
import { useTaxRates } from '../../../lib/api/sales/get-tax-rates';
import { errorMessage } from '../../../lib/error-message';
import { toDecimal } from '../../../lib/money';
import { addToCart, type CartLine, cartTotals, setQuantity } from '../../../lib/sales/cart';
import { useOfferCode } from '../../../lib/sales/use-offer-code';
import { toast } from '../../../lib/toast';
import { ProductPicker } from './product-picker';
import { SaleItemsTable } from './sale-items-table';

/** Spec §4: the Sales screen takes cash; a business that turned cash off gets its first accepted method. */
function useSalesScreenMethod(): PaymentMethod {
  const { data } = usePaymentMethods();
  const accepted = data?.filter((m) => m.accepted).map((m) => m.method) ?? [];
  return accepted.length === 0 || accepted.includes('cash') ? 'cash' : (accepted[0] ?? 'cash');
}

export function NewSaleDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const products = useProducts();
  const customers = useCustomers();
  const paymentMethod = useSalesScreenMethod();
  const createSale = useCreateSale();
  const [lines, setLines] = useState<CartLine[]>([]);
  const [customerId, setCustomerId] = useState('');
  const rates = useTaxRates();
  const offer = useOfferCode(lines, 'sales', customerId);
  const totals = cartTotals(lines, 'sales', rates, offer.discountCents);

  const reset = () => {
    setLines([]);
    setCustomerId('');
    offer.remove();
  };

  const complete = () => {
    if (lines.length === 0) {
      toast({ type: 'error', title: 'Error', message: NO_ITEMS });
      return;
    }
    createSale.mutate(
      {
        customerId: customerId === '' ? null : Number(customerId),
        channel: 'sales',
        items: lines.map((line) => ({
          productId: line.productId,
          productName: line.name,
          quantity: line.quantity,
          unitPrice: toDecimal(line.unitCents),
          totalPrice: toDecimal(line.unitCents * line.quantity),
        })),
        subtotal: toDecimal(totals.subtotalCents),
        taxAmount: toDecimal(totals.taxCents),
        discountAmount: toDecimal(totals.discountCents),
        ...(offer.code ? { offerCode: offer.code } : {}),
        totalAmount: toDecimal(totals.totalCents),
        paymentMethod,
        paymentStatus: 'completed',
      },
      {
        onSuccess: () => {
          toast({ type: 'success', title: 'Sale completed successfully' });
          reset();
          onOpenChange(false);
        },
        onError: (error) =>
          toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to complete sale') }),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Create New Sale" className="max-w-3xl">
        <CustomerSelect clients={customers} value={customerId} onChange={setCustomerId} />
        <section aria-labelledby="new-sale-products" className="grid gap-2">
          <h3 id="new-sale-products" className="text-sm font-medium">
            Products
          </h3>
          {products.isPending ? (
            <p role="status" className="text-sm text-slate-600">
              Loading products…
            </p>
          ) : (
            <ProductPicker
              products={products.data ?? []}
              onAdd={(product) => setLines((l) => addToCart(l, product))}
            />
          )}
        </section>
        {lines.length > 0 ? (
          <SaleItemsTable
            lines={lines}
            totals={totals}
            taxRateBasisPoints={channelTaxRate('sales', rates)}
            discountCode={offer.code}
            onQuantityChange={(id, quantity) => setLines((l) => setQuantity(l, id, quantity))}
          />
        ) : null}
        <OfferCodeField offer={offer} disabled={lines.length === 0} />
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={complete} disabled={createSale.isPending || offer.blocksCheckout}>
            {createSale.isPending ? 'Processing...' : 'Complete Sale'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
