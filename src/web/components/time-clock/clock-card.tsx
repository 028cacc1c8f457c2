import { Coffee, LogIn, LogOut, Timer } from 'lucide-react';
import { useEffect, useState } from 'react';
import { hasFeature } from '../../../contract/plans';
import type { TimeEntry } from '../../../contract/time-entries';
import { type ClockAction, useClockAction, useCurrentTimeEntry } from '../../lib/api/time-clock/time-clock';
import { errorMessage } from '../../lib/error-message';
import { useSubscription } from '../../lib/subscription';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { ErrorState } from '../ui/error-state';
import { LoadingSkeleton } from '../ui/loading-skeleton';

const pad = (n: number) => String(n).padStart(2, '0');
/** "3:07:45": time on the clock, less finished breaks and the one in progress. */
export function elapsed(entry: TimeEntry, now: number): string {
  const onBreak = entry.onBreakSince ? now - Date.parse(entry.onBreakSince) : 0;
  const ms = Math.max(0, now - Date.parse(entry.clockIn) - entry.breakTime * 60_000 - onBreak);
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

function useNow(running: boolean) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

const clock = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/** The time clock, where the plan has team_pay (the Dashboard shows nothing in its place otherwise). */
export function ClockCard() {
  const plan = useSubscription();
  return hasFeature(plan, 'team_pay') ? <Clock /> : null;
}

/** Clock In / Clock Out with a running timer, and breaks: the signed-in member's own shift. */
function Clock() {
  const current = useCurrentTimeEntry();
  const act = useClockAction();
  const entry = current.data?.entry ?? null;
  const now = useNow(Boolean(entry));
  const run = (action: ClockAction, done: string) =>
    act.mutate(
      { action },
      {
        onSuccess: () => toast({ type: 'success', title: done }),
        onError: (error) => toast({ type: 'error', title: 'Error', message: errorMessage(error) }),
      },
    );

  if (current.isPending) {
    return <LoadingSkeleton label="Loading time clock…" bars={['h-28']} />;
  }
  if (current.isError) return <ErrorState error={current.error} onRetry={() => current.refetch()} />;
  if (current.data.staffId === null) return null;

  return (
    <Card className="grid gap-3 p-5" role="group" aria-labelledby="time-clock-title">
      <div className="flex items-center justify-between gap-2">
        <h2 id="time-clock-title" className="font-semibold text-slate-900">
          Time clock
        </h2>
        <Timer aria-hidden="true" className="size-5 text-primary-600" />
      </div>
      {entry ? (
        <div>
          <p className="font-mono text-3xl font-bold tabular-nums text-slate-900">
            <span className="sr-only">Time worked this shift: </span>
            {elapsed(entry, now)}
          </p>
          <p className="text-sm text-slate-600" aria-live="polite">
            Clocked in at {clock(entry.clockIn)}
            {entry.onBreakSince ? ` · on a break since ${clock(entry.onBreakSince)}` : ''}
            {entry.breakTime > 0 ? ` · ${entry.breakTime} min of breaks` : ''}
          </p>
        </div>
      ) : (
        <p className="text-sm text-slate-600">You are not clocked in.</p>
      )}
      <div className="flex flex-wrap gap-2">
        {entry ? (
          <>
            <Button onClick={() => run('clock-out', 'Clocked out')} disabled={act.isPending}>
              <LogOut aria-hidden="true" />
              Clock Out
            </Button>
            {entry.onBreakSince ? (
              <Button
                variant="outline"
                onClick={() => run('break-end', 'Break ended')}
                disabled={act.isPending}
              >
                <Coffee aria-hidden="true" />
                End break
              </Button>
            ) : (
              <Button
                variant="outline"
                onClick={() => run('break-start', 'Break started')}
                disabled={act.isPending}
              >
                <Coffee aria-hidden="true" />
                Start break
              </Button>
            )}
          </>
        ) : (
          <Button onClick={() => run('clock-in', 'Clocked in')} disabled={act.isPending}>
            <LogIn aria-hidden="true" />
            Clock In
          </Button>
        )}
      </div>
    </Card>
  );
}
