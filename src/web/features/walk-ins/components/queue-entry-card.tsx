import type { ReactNode } from 'react';
import type { QueueEntry } from '../../../../contract/waiting-rooms';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatClockTime } from '../../../lib/queue-display';
import { waitingForText } from '../lib/queue-wording';
import { QueueStatusBadge } from './queue-status-badge';

type QueueEntryCardProps = { entry: QueueEntry; now: number; children?: ReactNode };

/** One visitor in the room: place in line, name, service, how long they've waited and when they'll be called. */
export function QueueEntryCard({ entry, now, children }: QueueEntryCardProps) {
  const nameId = `queue-entry-${entry.id}`;
  const facts = [
    entry.status === 'serving'
      ? `Joined ${formatClockTime(entry.joinedAt)}`
      : waitingForText(entry.joinedAt, now),
    entry.status === 'called' && entry.calledAt ? `Called at ${formatClockTime(entry.calledAt)}` : null,
    entry.status === 'waiting' && entry.estimatedCallTime
      ? `Estimated call ${formatClockTime(entry.estimatedCallTime)}`
      : null,
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <Card
      role="group"
      aria-labelledby={nameId}
      className={cn(
        'grid gap-3 p-4',
        entry.status === 'called' && 'border-amber-300 bg-amber-50/60',
        entry.status === 'serving' && 'border-blue-200',
      )}
    >
      <div className="flex items-start gap-3">
        <span
          className={cn(
            'flex size-10 shrink-0 items-center justify-center rounded-full text-lg font-bold',
            entry.position === null ? 'bg-blue-100 text-blue-800' : 'bg-primary-100 text-primary-800',
          )}
        >
          {entry.position === null ? (
            <span className="text-xs">Now</span>
          ) : (
            <>
              <span className="sr-only">Number </span>
              {entry.position}
            </>
          )}
        </span>
        <div className="grid min-w-0 flex-1 gap-0.5">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h3 id={nameId} className="break-words text-base font-semibold text-slate-900">
              {entry.clientName}
            </h3>
            <QueueStatusBadge status={entry.status} />
          </div>
          <p className="break-words text-sm text-slate-700">{entry.serviceName ?? 'No particular service'}</p>
          <p className="flex flex-wrap gap-x-1.5 text-sm text-slate-600">
            {facts.map((fact, index) => (
              <span key={fact} className="whitespace-nowrap">
                {index > 0 ? '· ' : ''}
                {fact}
              </span>
            ))}
          </p>
        </div>
      </div>
      {children}
    </Card>
  );
}
