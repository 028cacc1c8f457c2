import { ChevronRight } from 'lucide-react';
import type { QueueEntry } from '../../../../contract/waiting-rooms';
import { Card } from '../../../components/ui/card';
import { formatClockTime } from '../../../lib/queue-display';
import { QueueStatusBadge } from './queue-status-badge';

/** Today's finished visits (served, left, no-shows, removed), newest first, folded away until opened. */
export function FinishedToday({ entries }: { entries: QueueEntry[] }) {
  return (
    <Card className="p-0">
      <details className="group">
        <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl p-4 font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
          <ChevronRight aria-hidden="true" className="size-4 transition-transform group-open:rotate-90" />
          Finished today ({entries.length})
        </summary>
        {entries.length === 0 ? (
          <p className="px-4 pb-4 text-sm text-slate-600">Nobody has finished a visit here today.</p>
        ) : (
          <ul aria-label="Finished today" className="divide-y divide-slate-100 border-t border-slate-100">
            {entries.map((entry) => (
              <li key={entry.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm">
                <span className="min-w-0 flex-1 break-words font-medium text-slate-900">
                  {entry.clientName}
                  {entry.serviceName ? (
                    <span className="block text-xs font-normal text-slate-600">{entry.serviceName}</span>
                  ) : null}
                </span>
                <span className="text-slate-600">
                  {formatClockTime(entry.completedAt ?? entry.calledAt ?? entry.joinedAt)}
                </span>
                <QueueStatusBadge status={entry.status} />
              </li>
            ))}
          </ul>
        )}
      </details>
    </Card>
  );
}
