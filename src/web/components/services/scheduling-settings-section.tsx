import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../ui/button';
import { CalendarFeed } from './calendar-feed';

/** Settings' Booking section: the services screen, the hours screen and the calendar feed. */
export function SchedulingSettings() {
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
      <CalendarFeed />
    </div>
  );
}
