import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { useCan } from '../../lib/current-user';
import { buttonVariants } from '../ui/button';
import { CalendarFeed } from './calendar-feed';

/** Settings' Booking section: the services screen, the hours screen and the calendar feed. */
export function SchedulingSettings() {
  const can = useCan();
  return (
    <div className="grid gap-5">
      <div className="flex flex-wrap gap-2">
        <Link href="/settings/services" className={buttonVariants({ variant: 'outline' })}>
          Services
          <ChevronRight aria-hidden="true" />
        </Link>
        <Link href="/timezone" className={buttonVariants({ variant: 'outline' })}>
          Timezone & availability
          <ChevronRight aria-hidden="true" />
        </Link>
      </div>
      {can('calendarFeed.view') ? <CalendarFeed canChange={can('calendarFeed.rotate')} /> : null}
    </div>
  );
}
