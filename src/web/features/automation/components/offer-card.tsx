import type { ReactNode } from 'react';
import { describeOffer, type Offer } from '../../../../contract/offers';
import { Card } from '../../../components/ui/card';
import { formatMoney } from '../../../lib/money';
import { describeScope, describeUsage, formatValidDates } from '../lib/offer-display';
import { CardActions } from './card-actions';
import { OfferStatusBadge } from './offer-status-badge';

type OfferCardProps = {
  offer: Offer;
  serviceNames: ReadonlyMap<number, string>;
  productNames: ReadonlyMap<number, string>;
  onEdit: (offer: Offer) => void;
  onDelete: (offer: Offer) => void;
  onHistory: (offer: Offer) => void;
};

/** One offer: its code and discount, where it stands, its limits and dates, what it applies to. */
export function OfferCard({
  offer,
  serviceNames,
  productNames,
  onEdit,
  onDelete,
  onHistory,
}: OfferCardProps) {
  const headingId = `offer-${offer.id}`;
  const scope = describeScope(offer, serviceNames, productNames);
  return (
    <Card role="group" aria-labelledby={headingId} className="flex h-full flex-col gap-3 p-5">
      <div className="flex items-start justify-between gap-2">
        <div className="grid min-w-0 gap-0.5">
          <h2 id={headingId} className="break-words text-lg font-semibold text-slate-900">
            {offer.name}
          </h2>
          <p className="break-all font-mono text-sm text-slate-700">{offer.code}</p>
        </div>
        <OfferStatusBadge status={offer.status} />
      </div>
      <p className="text-xl font-bold text-primary-700">{describeOffer(offer)}</p>
      {offer.description ? (
        <p className="whitespace-pre-line break-words text-sm text-slate-700">{offer.description}</p>
      ) : null}
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
        <Fact term="Usage">{describeUsage(offer)}</Fact>
        <Fact term="Limit per client">
          {offer.perClientLimit === null
            ? 'No limit'
            : `${offer.perClientLimit} ${offer.perClientLimit === 1 ? 'use' : 'uses'}`}
        </Fact>
        <Fact term="Minimum purchase">
          {offer.minPurchaseAmount === null ? 'None' : formatMoney(offer.minPurchaseAmount)}
        </Fact>
        <Fact term="Valid">{formatValidDates(offer.validFrom, offer.validUntil)}</Fact>
        <Fact term="Applies to">
          {scope.summary}
          {scope.names.length > 0 ? (
            <span className="block text-xs text-slate-600">{scope.names.join(', ')}</span>
          ) : null}
        </Fact>
        <Fact term="Discount given">{formatMoney(offer.totalDiscount)}</Fact>
      </dl>
      <CardActions
        name={offer.name}
        onEdit={() => onEdit(offer)}
        onHistory={() => onHistory(offer)}
        onDelete={() => onDelete(offer)}
      />
    </Card>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-600">{term}</dt>
      <dd className="break-words text-slate-900">{children}</dd>
    </>
  );
}
