import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'wouter';
import type { SetupStep } from '../../../../contract/setup-checklist';
import { BookingLinkByHand } from '../../../components/share/booking-link-by-hand';
import { useShareBookingLink } from '../../../components/share/use-share-booking-link';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSetupChecklist } from '../../../lib/api/setup/setup-checklist';
import { cn } from '../../../lib/cn';
import { useCan } from '../../../lib/current-user';

// A step's action: under its text on a phone, at the row's end on a wider screen.
const place = 'col-start-2 justify-self-start sm:col-start-auto sm:justify-self-end';

type StepText = { title: string; text: string; action: string; href?: (businessSlug: string) => string };

const stepText: Record<SetupStep, StepText> = {
  service: {
    title: 'Add a service',
    text: 'What clients can book, with its length and price.',
    action: 'Add a service',
    href: () => '/settings/services',
  },
  hours: {
    title: 'Set your hours',
    text: 'The weekly hours clients can book.',
    action: 'Set hours',
    href: () => '/timezone',
  },
  staff: {
    title: 'Add your staff',
    text: 'Everyone who takes appointments, each with a calendar of their own.',
    action: 'Add staff',
    href: () => '/staff',
  },
  share: {
    title: 'Share your booking link',
    text: 'Clients book themselves, day or night.',
    action: 'Copy booking link',
  },
  test_booking: {
    title: 'Try a test booking',
    text: 'Book a visit on your booking page, as a client would.',
    action: 'Open booking page',
    href: (businessSlug) => `/booking?business=${businessSlug}`,
  },
};

/**
 * Home's first-hour checklist for a new business (managers and up): each step from what the business has,
 * with the one action that does it; gone once every step is done.
 */
export function SetupChecklist({ businessSlug }: { businessSlug: string }) {
  const manages = useCan()('business.manage');
  const checklist = useSetupChecklist(manages);
  const bookingLink = useShareBookingLink(businessSlug);
  if (!manages || checklist.data?.complete) return null;

  let body: React.ReactNode;
  if (checklist.isPending) {
    body = (
      <div role="status" aria-label="Loading setup steps" className="grid gap-3">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  } else if (checklist.isError) {
    body = <ErrorState error={checklist.error} onRetry={() => checklist.refetch()} />;
  } else {
    body = (
      <ol className="grid gap-2">
        {checklist.data.steps.map(({ key, done }) => {
          const step = stepText[key];
          return (
            <li
              key={key}
              className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[auto_1fr_auto]"
            >
              {done ? (
                <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-emerald-700" />
              ) : (
                <Circle aria-hidden="true" className="size-5 shrink-0 text-slate-400" />
              )}
              <div className="min-w-0">
                <p
                  className={done ? 'font-medium text-slate-600 line-through' : 'font-medium text-slate-900'}
                >
                  {step.title}
                  <span className="sr-only">{done ? ' (done)' : ' (to do)'}</span>
                </p>
                <p className="text-sm text-slate-600">{step.text}</p>
              </div>
              {done ? null : step.href ? (
                <Link
                  href={step.href(businessSlug)}
                  className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), place)}
                >
                  {step.action}
                </Link>
              ) : (
                <Button variant="outline" size="sm" className={place} onClick={bookingLink.share}>
                  {step.action}
                </Button>
              )}
            </li>
          );
        })}
      </ol>
    );
  }

  const doneCount = checklist.data?.steps.filter((step) => step.done).length ?? 0;
  const total = checklist.data?.steps.length ?? 0;
  return (
    <Card role="region" aria-labelledby="setup-checklist-title">
      <CardHeader>
        <CardTitle id="setup-checklist-title">Get ready to take bookings</CardTitle>
        <CardDescription>
          {checklist.data ? `${doneCount} of ${total} done` : 'A few steps before clients can book online.'}
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
      <BookingLinkByHand bookingLink={bookingLink} />
    </Card>
  );
}
