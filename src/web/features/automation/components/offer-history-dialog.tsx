import { Link } from 'wouter';
import type { Offer, OfferRedemption } from '../../../../contract/offers';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useFormatSaleDate } from '../../../lib/api/sales/use-format-sale-date';
import { formatMoney } from '../../../lib/money';
import { useOfferRedemptions } from '../api/list-offer-redemptions';

/** The server sends at most this many, newest first. */
const REDEMPTIONS_SHOWN = 100;

/** Each use of an offer's code: when, by whom, on which sale or appointment, and what it took off. */
export function OfferHistoryDialog({ offer, onClose }: { offer: Offer; onClose: () => void }) {
  const redemptions = useOfferRedemptions(offer.id);
  const formatDate = useFormatSaleDate();
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={`History of ${offer.name}`}
        description={`Each use of the code ${offer.code}, newest first.`}
      >
        {redemptions.isPending ? (
          <div role="status" aria-label="Loading history" className="grid gap-2">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </div>
        ) : redemptions.isError ? (
          <ErrorState error={redemptions.error} onRetry={() => redemptions.refetch()} />
        ) : redemptions.data.length === 0 ? (
          <EmptyState title="This code hasn't been used yet" />
        ) : (
          <>
            <ul aria-label="Uses" className="grid divide-y divide-slate-200">
              {redemptions.data.map((redemption) => (
                <RedemptionRow key={redemption.id} redemption={redemption} formatDate={formatDate} />
              ))}
            </ul>
            {redemptions.data.length >= REDEMPTIONS_SHOWN ? (
              <p className="text-xs text-slate-600">{`Showing the latest ${REDEMPTIONS_SHOWN} uses.`}</p>
            ) : null}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

type RowProps = { redemption: OfferRedemption; formatDate: (iso: string) => string };

function RedemptionRow({ redemption, formatDate }: RowProps) {
  return (
    <li className="flex items-start justify-between gap-3 py-2 text-sm">
      <div className="grid min-w-0 gap-0.5">
        <span className="break-words font-medium text-slate-900">{redemption.clientName ?? 'Walk-in'}</span>
        <span className="flex flex-wrap gap-x-2 text-xs text-slate-600">
          <span>{formatDate(redemption.createdAt)}</span>
          {redemption.saleId !== null ? (
            <Link href={`/sales/${redemption.saleId}`} className="text-primary-700 underline">
              {`Sale #${redemption.saleId}`}
            </Link>
          ) : redemption.appointmentId !== null ? (
            <span>{`Appointment #${redemption.appointmentId}`}</span>
          ) : null}
        </span>
      </div>
      <span className="shrink-0 font-medium text-slate-900">{`−${formatMoney(redemption.discountAmount)}`}</span>
    </li>
  );
}
