import { useRef, useState } from 'react';
import type { PaymentMethod } from '../../../../contract/payments';
import { channelTaxRate } from '../../../../contract/sales';
import { PageTitle } from '../../../components/layout/page-title';
import { CustomerSelect } from '../../../components/sales/customer-select';
import { OfferCodeField } from '../../../components/sales/offer-code-field';
import { ErrorState } from '../../../components/ui/error-state';
import { usePaymentMethods } from '../../../lib/api/payments/get-payment-methods';
import { useCategories } from '../../../lib/api/products/get-categories';
import { useProducts } from '../../../lib/api/products/get-products';
import { useCreateSale } from '../../../lib/api/sales/create-sale';
import { useCustomers } from '../../../lib/api/sales/get-customers';
import { useTaxRates } from '../../../lib/api/sales/get-tax-rates';
import { errorMessage } from '../../../lib/error-message';
import { formatCents, formatMoney, toDecimal } from '../../../lib/money';
import {
  addToCart,
  type CartLine,
  cartTotals,
  setQuantity,
  stockLimitMessage,
} from '../../../lib/sales/cart';
import { useOfferCode } from '../../../lib/sales/use-offer-code';
import { toast } from '../../../lib/toast';
import { useInView } from '../lib/use-in-view';
import { CartPanel } from './cart-panel';
import { PaymentDialog } from './payment-dialog';
import { PosCatalog } from './pos-catalog';

export function PosPage() {
  const products = useProducts();
  const categories = useCategories();
  const customers = useCustomers();
  const methods = usePaymentMethods();
  const createSale = useCreateSale();
  const [lines, setLines] = useState<CartLine[]>([]);
  const [customerId, setCustomerId] = useState('');
  const [paying, setPaying] = useState(false);
  const rates = useTaxRates();
  const offer = useOfferCode(lines, 'pos', customerId);
  const totals = cartTotals(lines, 'pos', rates, offer.discountCents);
  const cartRef = useRef<HTMLDivElement>(null);
  const cartInView = useInView(cartRef);
  const accepted = methods.data?.filter((m) => m.accepted).map((m) => m.method) ?? [];

  const completeSale = (paymentMethod: PaymentMethod, amountTendered?: string) =>
    createSale.mutate(
      {
        customerId: customerId === '' ? null : Number(customerId),
        channel: 'pos',
        items: lines.map((line) => ({ productId: line.productId, quantity: line.quantity })),
        ...(offer.code ? { offerCode: offer.code, discountAmount: toDecimal(totals.discountCents) } : {}),
        totalAmount: toDecimal(totals.totalCents),
        paymentMethod,
        amountTendered,
      },
      {
        onSuccess: (sale) => {
          toast({
            type: 'success',
            title: 'Sale completed successfully',
            message: sale.changeDue ? `Change due: ${formatMoney(sale.changeDue)}` : undefined,
          });
          setLines([]);
          setCustomerId('');
          offer.remove();
          setPaying(false);
        },
        onError: (error) =>
          toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to process sale') }),
      },
    );

  return (
    <>
      <PageTitle title="Point of Sale" />
      {products.isError ? (
        <ErrorState error={products.error} onRetry={() => products.refetch()} />
      ) : (
        <div className="grid gap-6 grid-cols-1 lg:grid-cols-[minmax(0,1fr)_24rem]">
          <PosCatalog
            products={products.data}
            categories={categories.data ?? []}
            onAdd={(product) => {
              const inCart = lines.find((line) => line.productId === product.id);
              // The cart never asks for more than is on the shelf; it says so rather than doing nothing.
              if (inCart && inCart.quantity >= inCart.stock) {
                toast({ type: 'warning', title: 'Stock limit reached', message: stockLimitMessage(inCart) });
                return;
              }
              setLines((current) => addToCart(current, product));
            }}
          />
          <div id="cart" ref={cartRef} className="scroll-mt-20 lg:sticky lg:top-24 lg:self-start">
            <CartPanel
              lines={lines}
              totals={totals}
              taxRateBasisPoints={channelTaxRate('pos', rates)}
              customerPicker={
                <CustomerSelect clients={customers} value={customerId} onChange={setCustomerId} />
              }
              offerField={<OfferCodeField offer={offer} disabled={lines.length === 0} />}
              discountCode={offer.code}
              checkoutBlocked={offer.blocksCheckout}
              onQuantityChange={(id, quantity) => setLines((current) => setQuantity(current, id, quantity))}
              onRemove={(id) => setLines((current) => setQuantity(current, id, 0))}
              onClear={() => {
                setLines([]);
                setCustomerId('');
                offer.remove();
              }}
              onCheckout={() => setPaying(true)}
            />
          </div>
        </div>
      )}
      {lines.length > 0 && !cartInView ? (
        // On a phone the cart sits below the products; this keeps it one tap away while it is off screen.
        <a
          href="#cart"
          className="fixed inset-x-4 bottom-4 z-20 flex items-center justify-between rounded-lg bg-primary-700 px-4 py-3 font-medium text-white shadow-lg lg:hidden"
        >
          <span>View cart ({lines.reduce((sum, line) => sum + line.quantity, 0)})</span>
          <span className="tabular-nums">{formatCents(totals.totalCents)}</span>
        </a>
      ) : null}
      <PaymentDialog
        open={paying}
        onOpenChange={setPaying}
        totalCents={totals.totalCents}
        methods={accepted}
        loading={methods.isPending}
        pending={createSale.isPending}
        onComplete={completeSale}
      />
    </>
  );
}
