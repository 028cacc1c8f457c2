import type { WaitlistStatusView } from '../../../../contract/waitlist';
import { useDocumentTitle } from '../../../components/layout/page-title';
import { MAIN_CONTENT_ID } from '../../../components/layout/skip-link';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { formatShortDay, formatTimeOfDay, setTimeFormat } from '../../../lib/format-day';
import { useBookHeldTime, useLeaveWaitlist, useWaitlistStatus } from '../api/waitlist-link';

/** "any time", "from 10:00 AM", "until 2:00 PM" or "between 10:00 AM and 2:00 PM". */
function windowText(view: Pick<WaitlistStatusView, 'earliestTime' | 'latestTime'>) {
  const { earliestTime: from, latestTime: until } = view;
  if (from && until) return `starting between ${formatTimeOfDay(from)} and ${formatTimeOfDay(until)}`;
  if (from) return `starting from ${formatTimeOfDay(from)}`;
  if (until) return `starting until ${formatTimeOfDay(until)}`;
  return 'at any time';
}

/**
 * `/waitlist/:token`: a waitlisted client's page, open to whoever holds the link (from joining, or from the
 * email that a time opened up): their place, the time held for them with a button to book it, or how it
 * ended.
 */
export function WaitlistPage({ token }: { token: string }) {
  useDocumentTitle('Your waitlist spot');
  const status = useWaitlistStatus(token);
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <div className="mx-auto grid max-w-lg gap-5 px-4 py-8 sm:py-12">
          {status.isPending ? (
            <LoadingSkeleton label="Loading…" className="grid gap-4" bars={['h-7 w-56', 'h-40 w-full']} />
          ) : status.isError ? (
            <>
              <h1 className="text-2xl font-bold text-slate-900">Your waitlist spot</h1>
              {status.error instanceof ApiError && status.error.status === 404 ? (
                <p className="text-sm text-slate-700">
                  This waitlist link doesn't exist. It may have been cut short when it was copied.
                </p>
              ) : (
                <ErrorState error={status.error} onRetry={() => status.refetch()} />
              )}
            </>
          ) : (
            <WaitlistStatusCard token={token} view={status.data} />
          )}
        </div>
      </main>
      <footer className="border-t border-slate-200 bg-white py-4 text-center text-sm text-slate-600">
        Waitlist by Frontdesk
      </footer>
    </div>
  );
}

function WaitlistStatusCard({ token, view }: { token: string; view: WaitlistStatusView }) {
  setTimeFormat(view.timeFormat);
  const book = useBookHeldTime(token);
  const leave = useLeaveWaitlist(token);
  const day = formatShortDay(view.date);
  const again = (
    <a href={view.bookingPath} className="text-sm font-medium text-primary-700 underline">
      Choose another day
    </a>
  );
  if (book.data) {
    return (
      <Card className="grid gap-3 p-5" role="status">
        <h1 className="text-2xl font-bold text-slate-900">You're booked</h1>
        <p className="text-slate-700">
          {`${book.data.serviceName} with ${book.data.staffName}, ${formatShortDay(book.data.date)} at ${formatTimeOfDay(book.data.startTime)}. A confirmation is on its way to your email.`}
        </p>
      </Card>
    );
  }
  return (
    <Card className="grid gap-4 p-5">
      <p className="text-sm font-medium text-slate-600">{view.businessName}</p>
      {view.status === 'offered' && view.hold ? (
        <>
          <h1 className="text-2xl font-bold text-slate-900">A time opened up</h1>
          <p className="text-slate-700">
            {`${view.serviceName} with ${view.hold.staffName}, ${formatShortDay(view.hold.date)} at ${formatTimeOfDay(view.hold.startTime)} – ${formatTimeOfDay(view.hold.endTime)}.`}
          </p>
          <p className="text-sm text-slate-700">
            {`It's held for you until ${formatTimeOfDay(view.hold.expiresTime)}.`}
          </p>
          <Button onClick={() => book.mutate()} disabled={book.isPending}>
            {book.isPending ? 'Booking...' : 'Book this time'}
          </Button>
          {book.isError ? (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(book.error, 'Could not book this time')}
            </p>
          ) : null}
        </>
      ) : view.status === 'waiting' ? (
        <>
          <h1 className="text-2xl font-bold text-slate-900">You're on the waitlist</h1>
          <p className="text-slate-700">
            {`${view.serviceName} on ${day}, ${windowText(view)}. If a time opens up, we'll email you and hold it for you for 15 minutes.`}
          </p>
          <Button variant="outline" onClick={() => leave.mutate()} disabled={leave.isPending}>
            Leave the waitlist
          </Button>
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold text-slate-900">{endedTitle[view.status]}</h1>
          <p className="text-slate-700">{`${view.serviceName} on ${day}.`}</p>
          {again}
        </>
      )}
    </Card>
  );
}

const endedTitle: Record<WaitlistStatusView['status'], string> = {
  waiting: "You're on the waitlist",
  offered: 'A time opened up',
  booked: 'This time is booked for you',
  expired: 'The held time has passed',
  left: 'You left the waitlist',
  removed: 'You are no longer on the waitlist',
};
