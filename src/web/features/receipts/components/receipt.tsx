import { PAYMENT_METHODS } from '../../../../contract/payments';
import { formatPhone } from '../../../../contract/phone';
import type { SaleDetail } from '../../../../contract/sales';
import { SaleTotals } from '../../../components/sales/sale-totals';
import { formatMoney } from '../../../lib/money';
import { formatSaleDate } from '../../../lib/sales/format-sale-date';

function BusinessBlock({ business }: { business: SaleDetail['business'] }) {
  const cityLine = [business.city, [business.state, business.zip].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return (
    <div className="grid gap-0.5 text-center text-sm">
      <h2 className="text-lg font-semibold">{business.name}</h2>
      {business.address ? <p>{business.address}</p> : null}
      {cityLine ? <p>{cityLine}</p> : null}
      {business.phone ? <p>{formatPhone(business.phone)}</p> : null}
      {business.email ? <p>{business.email}</p> : null}
    </div>
  );
}

export function Receipt({ sale }: { sale: SaleDetail }) {
  return (
    <article
      id="receipt"
      aria-label={`Receipt for sale #${sale.id}`}
      className="grid gap-4 rounded-xl border border-slate-200 bg-white p-6 font-mono text-slate-900 shadow-sm"
    >
      <BusinessBlock business={sale.business} />
      <dl className="grid grid-cols-2 gap-1 border-y border-dashed border-slate-300 py-3 text-sm">
        <dt>Sale</dt>
        <dd className="text-right">#{sale.id}</dd>
        <dt>Date</dt>
        <dd className="text-right">{formatSaleDate(sale.saleDate, sale.business.timezone)}</dd>
        <dt>Customer</dt>
        <dd className="text-right">{sale.customer?.name ?? 'Walk-in Customer'}</dd>
        <dt>Payment</dt>
        <dd className="text-right">{PAYMENT_METHODS[sale.paymentMethod].label}</dd>
      </dl>
      <ul aria-label="Items" className="grid gap-2 text-sm">
        {sale.items.map((line) => (
          <li key={line.id} className="grid grid-cols-[1fr_auto] gap-x-2">
            <span>{line.productName}</span>
            <span className="text-right tabular-nums">{formatMoney(line.totalPrice)}</span>
            <span className="text-xs text-slate-600">
              {line.quantity} × {formatMoney(line.unitPrice)}
            </span>
          </li>
        ))}
      </ul>
      <div className="border-t border-dashed border-slate-300 pt-3">
        <SaleTotals sale={sale} />
      </div>
      {sale.refunds.length > 0 ? (
        <section
          aria-label="Refunds"
          className="grid gap-1 border-t border-dashed border-slate-300 pt-3 text-sm"
        >
          <h3 className="font-semibold">Refunds</h3>
          {sale.refunds.map((refund) => (
            <p key={refund.id} className="flex justify-between gap-2">
              <span>
                {formatSaleDate(refund.createdAt, sale.business.timezone)}:{' '}
                {refund.items.map((i) => `${i.quantity} × ${i.productName}`).join(', ')}
              </span>
              <span className="tabular-nums">-{formatMoney(refund.amount)}</span>
            </p>
          ))}
        </section>
      ) : null}
      <p className="text-center text-sm">Thank you for your purchase!</p>
    </article>
  );
}
