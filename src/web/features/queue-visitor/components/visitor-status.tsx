import { BellRing, CircleCheck, Clock, LogOut, UserRound } from 'lucide-react';
import type { VisitorQueueStatus } from '../../../../contract/waiting-rooms';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatClockTime } from '../../../lib/queue-display';
import { statusAnnouncement, statusHeadline, statusMessages } from '../lib/status-wording';
import { LeaveButton } from './leave-button';

const icons = {
  waiting: Clock,
  called: BellRing,
  serving: UserRound,
  completed: CircleCheck,
  left: LogOut,
  no_show: LogOut,
  removed: LogOut,
} as const;

type VisitorStatusProps = { token: string; status: VisitorQueueStatus };

/** Where the visitor stands: their number and expected time, or what became of their visit. */
export function VisitorStatus({ token, status }: VisitorStatusProps) {
  const Icon = icons[status.status];
  const called = status.status === 'called';
  const inLine = status.status === 'waiting' || called;
  return (
    <>
      <header className="grid gap-1">
        <p className="text-sm font-semibold tracking-wide text-primary-700 uppercase">
          {status.businessName}
        </p>
        <p className="break-words text-lg font-semibold text-slate-900">{status.room.name}</p>
      </header>
      <Card
        className={cn(
          'flex flex-col items-center gap-4 p-6 text-center sm:p-8',
          called && 'border-amber-300 bg-amber-50',
        )}
      >
        <Icon aria-hidden="true" className={cn('size-12', called ? 'text-amber-600' : 'text-primary-600')} />
        <h1 className={cn('font-bold text-slate-900', called ? 'text-3xl' : 'text-4xl')}>
          {statusHeadline(status.status, status.position)}
        </h1>
        {status.status === 'waiting' ? (
          <>
            <p className="text-lg text-slate-700">
              Status: <span className="font-semibold text-slate-900">{statusMessages.waiting}</span>
            </p>
            {status.estimatedCallTime ? (
              <p className="text-balance text-xl font-semibold text-primary-800">
                Estimated call time {formatClockTime(status.estimatedCallTime)}
              </p>
            ) : null}
          </>
        ) : null}
        <p className="break-words text-slate-700">
          {status.clientName}
          {status.serviceName ? ` · ${status.serviceName}` : ''}
          {` · joined at ${formatClockTime(status.joinedAt)}`}
        </p>
        {inLine ? <p className="text-sm text-slate-600">This page updates by itself. Keep it open.</p> : null}
      </Card>
      {/* Read out when the status or the place changes; the visible text above says the same. */}
      <p aria-live="polite" className="sr-only">
        {statusAnnouncement(status.status, status.position)}
      </p>
      {status.room.welcomeMessage && inLine ? (
        <p className="whitespace-pre-line break-words text-center text-slate-700">
          {status.room.welcomeMessage}
        </p>
      ) : null}
      {inLine ? <LeaveButton token={token} /> : null}
    </>
  );
}
