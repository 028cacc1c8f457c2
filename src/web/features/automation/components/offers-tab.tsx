import { Plus, TicketPercent } from 'lucide-react';
import { useState } from 'react';
import type { Offer } from '../../../../contract/offers';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CardGridLoading } from '../../../components/ui/card-grid-loading';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { useOffers } from '../api/list-offers';
import { useDiscountableItems } from '../lib/use-discountable-items';
import { DeleteOfferDialog } from './delete-offer-dialog';
import { OfferCard } from './offer-card';
import { OfferDialog } from './offer-dialog';
import { OfferHistoryDialog } from './offer-history-dialog';

/** Offer codes: the list as cards, Create Offer, and each offer's edit, history and delete. */
export function OffersTab() {
  const offers = useOffers();
  const { serviceNames, productNames } = useDiscountableItems();
  const [editing, setEditing] = useState<{ offer?: Offer } | null>(null);
  const [deleting, setDeleting] = useState<Offer | null>(null);
  const [viewing, setViewing] = useState<Offer | null>(null);
  const createButton = (
    <Button onClick={() => setEditing({})}>
      <Plus aria-hidden="true" />
      Create Offer
    </Button>
  );
  return (
    <>
      {offers.isPending ? (
        <CardGridLoading
          label="Loading offers"
          cards={2}
          bars={['h-5 w-40', 'h-4 w-24', 'h-4 w-full', 'h-4 w-3/4']}
        />
      ) : offers.isError ? (
        <ErrorState error={offers.error} onRetry={() => offers.refetch()} />
      ) : offers.data.length === 0 ? (
        <Card>
          <EmptyState
            icon={TicketPercent}
            title="No offers yet"
            description="Create a code clients can use at checkout and on your booking page."
            action={createButton}
          />
        </Card>
      ) : (
        <div className="grid gap-4">
          <div className="flex justify-end">{createButton}</div>
          <ul aria-label="Offers" className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3">
            {offers.data.map((offer) => (
              <li key={offer.id} className="min-w-0">
                <OfferCard
                  offer={offer}
                  serviceNames={serviceNames}
                  productNames={productNames}
                  onEdit={(chosen) => setEditing({ offer: chosen })}
                  onDelete={setDeleting}
                  onHistory={setViewing}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
      {editing ? <OfferDialog offer={editing.offer} onClose={() => setEditing(null)} /> : null}
      <DeleteOfferDialog offer={deleting} onClose={() => setDeleting(null)} />
      {viewing ? <OfferHistoryDialog offer={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  );
}
