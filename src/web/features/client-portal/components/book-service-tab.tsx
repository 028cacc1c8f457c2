import { CalendarPlus } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/** Book Service: the business's booking page. */
export function BookServiceTab({
  businessSlug,
  businessName,
}: {
  businessSlug: string;
  businessName: string;
}) {
  return (
    <Card className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <CalendarPlus aria-hidden="true" className="size-10 text-primary-600" />
      <p className="text-base font-semibold text-slate-900">Book your next visit</p>
      <p className="max-w-sm text-sm text-slate-600">
        Pick a service and a time that suits you on {businessName}'s booking page.
      </p>
      <Link href={`/booking?business=${businessSlug}`} className={buttonVariants()}>
        Book a service
      </Link>
    </Card>
  );
}
