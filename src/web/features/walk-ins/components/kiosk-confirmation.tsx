import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { formatClockTime } from '../../../lib/queue-display';
import type { AddedToQueue } from '../api/add-to-queue';

/** The confirmation stays this long before the kiosk is ready for the next visitor. */
export const KIOSK_RESET_MS = 10_000;

type KioskConfirmationProps = { joined: AddedToQueue; onDone: () => void };

/** "You're number 3": read out to the visitor, then an empty form again after 10 s or on Done. */
export function KioskConfirmation({ joined, onDone }: KioskConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    heading.current?.focus();
    const timer = setTimeout(() => done.current(), KIOSK_RESET_MS);
    return () => clearTimeout(timer);
  }, []);
  const { entry } = joined;
  return (
    <Card className="flex flex-col items-center gap-5 p-8 text-center" aria-live="polite">
      <CircleCheck aria-hidden="true" className="size-16 text-emerald-600" />
      <h2 ref={heading} tabIndex={-1} className="text-3xl font-bold text-slate-900 outline-none sm:text-5xl">
        {entry.position === null ? "You're in line" : `You're number ${entry.position}`}
      </h2>
      <p className="break-words text-xl text-slate-700">Thanks, {entry.clientName}. We'll call your name.</p>
      {entry.estimatedCallTime ? (
        <p className="text-balance text-xl font-semibold text-primary-800">
          Estimated call time {formatClockTime(entry.estimatedCallTime)}
        </p>
      ) : null}
      <Button size="lg" className="h-16 w-full max-w-xs text-xl" onClick={onDone}>
        Done
      </Button>
    </Card>
  );
}
