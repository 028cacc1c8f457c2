import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';

/** 1..5 filled stars, read out as "4 out of 5 stars". */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const rounded = Math.round(rating);
  return (
    <span role="img" aria-label={`${rating} out of 5 stars`} className={cn('inline-flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn(
            'size-4',
            n <= rounded ? 'fill-amber-400 text-amber-500' : 'fill-none text-slate-300',
          )}
        />
      ))}
    </span>
  );
}
