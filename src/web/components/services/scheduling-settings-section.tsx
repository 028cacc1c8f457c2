import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../ui/button';

/** Settings → Booking's way to the services screen and the hours screen. */
export function SchedulingSettings() {
  return (
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
  );
}
