import { Trash2 } from 'lucide-react';
import { useDeleteBlockedTime, useUpcomingBlockedTimes } from '../../lib/api/appointments/blocked-times';
import { useStaff } from '../../lib/api/services/get-staff';
import { errorMessage } from '../../lib/error-message';
import { formatShortDay, formatTimeOfDay } from '../../lib/format-day';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { LoadingSkeleton } from '../ui/loading-skeleton';

/** The blocked spans from today on, each with a way to make it bookable again. */
export function BlockedTimeList({ today }: { today: string }) {
  const blocks = useUpcomingBlockedTimes(today);
  const staff = useStaff();
  const remove = useDeleteBlockedTime();
  const who = (staffId: number | null) => {
    if (staffId === null) return 'Everyone';
    const member = staff.data?.find((s) => s.id === staffId);
    return member ? `${member.firstName} ${member.lastName}`.trim() : 'A staff member';
  };

  return (
    <section aria-labelledby="blocked-time-heading" className="grid gap-2 border-t border-slate-200 pt-4">
      <h3 id="blocked-time-heading" className="text-sm font-semibold text-slate-900">
        Blocked time ahead
      </h3>
      {blocks.isPending ? (
        <LoadingSkeleton label="Loading blocked time…" className="grid gap-2" bars={['h-8']} />
      ) : blocks.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(blocks.error, 'Failed to load blocked time')}
        </p>
      ) : blocks.data.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing is blocked in the next 90 days.</p>
      ) : (
        <ul className="grid max-h-48 gap-1 overflow-y-auto">
          {blocks.data.map((block) => {
            const label = `${formatShortDay(block.date)}, ${formatTimeOfDay(block.startTime)} to ${formatTimeOfDay(block.endTime)}`;
            return (
              <li
                key={block.id}
                className="flex items-center justify-between gap-2 rounded-md bg-slate-50 px-3 py-2"
              >
                <span className="min-w-0 text-sm">
                  <span className="font-medium">{label}</span>
                  <span className="text-slate-600">
                    {' · '}
                    {who(block.staffId)}
                    {block.reason ? ` · ${block.reason}` : ''}
                  </span>
                </span>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Unblock ${label}`}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(block.id, {
                      onSuccess: () => toast({ type: 'success', title: 'Time unblocked', message: label }),
                      onError: (error) =>
                        toast({
                          type: 'error',
                          title: 'Error',
                          message: errorMessage(error, 'Failed to unblock time'),
                        }),
                    })
                  }
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
