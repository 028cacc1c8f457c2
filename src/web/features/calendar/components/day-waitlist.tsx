import { ListPlus } from 'lucide-react';
import { useState } from 'react';
import type { WaitlistItem } from '../../../../contract/waitlist';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { errorMessage } from '../../../lib/error-message';
import { formatTimeOfDay } from '../../../lib/format-day';
import { toast } from '../../../lib/toast';
import { useDayWaitlist, useRemoveFromWaitlist } from '../api/get-waitlist';
import { AddToWaitlistDialog } from './add-to-waitlist-dialog';

const statusText = {
  waiting: ['Waiting', 'neutral'],
  offered: ['Time held', 'warning'],
  booked: ['Booked', 'success'],
  expired: ['Hold expired', 'neutral'],
  left: ['Left', 'neutral'],
  removed: ['Removed', 'neutral'],
} as const satisfies Record<WaitlistItem['status'], readonly [string, string]>;

function windowText(item: WaitlistItem) {
  const { earliestTime: from, latestTime: until } = item;
  if (from && until) return `${formatTimeOfDay(from)} – ${formatTimeOfDay(until)}`;
  if (from) return `from ${formatTimeOfDay(from)}`;
  if (until) return `until ${formatTimeOfDay(until)}`;
  return 'any time';
}

/** The day view's waitlist: clients waiting for this day, the times held for them, and taking one off. */
export function DayWaitlist({ date }: { date: string }) {
  const waitlist = useDayWaitlist(date, true);
  const remove = useRemoveFromWaitlist();
  const [removing, setRemoving] = useState<WaitlistItem | null>(null);
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="day-waitlist-title" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="day-waitlist-title" className="text-base font-semibold text-slate-900">
          Waitlist
        </h2>
        <Button variant="outline" size="sm" onClick={() => setAdding(true)}>
          <ListPlus aria-hidden="true" className="size-4" />
          Add to waitlist
        </Button>
      </div>
      <AddToWaitlistDialog date={date} open={adding} onOpenChange={setAdding} />
      {waitlist.isPending ? (
        <LoadingSkeleton label="Loading the waitlist..." bars={['h-12 w-full']} />
      ) : waitlist.isError ? (
        <ErrorState error={waitlist.error} onRetry={() => waitlist.refetch()} />
      ) : waitlist.data.length === 0 ? (
        <p className="text-sm text-slate-600">Nobody is waiting for this day.</p>
      ) : (
        <ul aria-label="Waitlist" className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {waitlist.data.map((item) => {
            const [label, variant] = statusText[item.status];
            const open = item.status === 'waiting' || item.status === 'offered';
            return (
              <li key={item.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium text-slate-900">{item.clientName}</p>
                  <p className="text-xs text-slate-600">
                    {`${item.service.name} · ${windowText(item)} · ${item.clientEmail}`}
                    {item.hold
                      ? ` · held ${formatTimeOfDay(item.hold.startTime)} with ${item.hold.staffName} until ${formatTimeOfDay(item.hold.expiresTime)}`
                      : ''}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <Badge variant={variant}>{label}</Badge>
                  {open ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Remove ${item.clientName} from the waitlist`}
                      onClick={() => setRemoving(item)}
                    >
                      Remove
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove from the waitlist"
        description={
          removing
            ? `Take ${removing.clientName} off this day's waitlist? A time held for them goes to the next person.`
            : ''
        }
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.id, {
            onSuccess: () => toast({ type: 'success', title: 'Removed from the waitlist' }),
            onError: (error) =>
              toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to remove') }),
            onSettled: () => setRemoving(null),
          });
        }}
      />
    </section>
  );
}
