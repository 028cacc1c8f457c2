import { Gift } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

export function EarlyBirdBanner() {
  return (
    <section aria-labelledby="early-bird-title" className="mx-auto max-w-6xl px-4 sm:px-6">
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-primary-700 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
        <div className="flex items-start gap-3">
          <Gift aria-hidden="true" className="mt-1 size-6 shrink-0" />
          <div>
            <h2 id="early-bird-title" className="text-xl font-semibold">
              Early-bird launch offer
            </h2>
            <p id="early-bird-terms" className="mt-1 text-primary-50">
              Three months free, then half price on Enterprise: limited to the first 500 registrations.
            </p>
          </div>
        </div>
        <Link
          href="/promo"
          aria-describedby="early-bird-terms"
          className={cn(
            buttonVariants({ variant: 'outline', size: 'lg' }),
            'border-transparent text-primary-800',
          )}
        >
          Claim early-bird pricing
        </Link>
      </div>
    </section>
  );
}
