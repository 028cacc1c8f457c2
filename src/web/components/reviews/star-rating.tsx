import { cn } from '../../lib/cn';

// Lucide's "star" outline (ISC licence, lucide.dev), the icon this rating drew once per star before: five of
// them are now paths of one SVG, so a list of ratings (the directory, a business's reviews) adds one element per
// rating instead of five icon components.
const STAR =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';
// Each star is 24 units wide, drawn at 16 px, with 2 px (3 units) between stars.
const STEP = 27;

/** 1..5 filled stars, read out as "4 out of 5 stars". */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const rounded = Math.round(rating);
  return (
    <svg
      role="img"
      aria-label={`${rating} out of 5 stars`}
      viewBox={`0 0 ${4 * STEP + 24} 24`}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn('h-4 w-22 shrink-0', className)}
    >
      {[0, 1, 2, 3, 4].map((n) => (
        <path
          key={n}
          d={STAR}
          transform={n ? `translate(${n * STEP} 0)` : undefined}
          className={n < rounded ? 'fill-amber-400 text-amber-500' : 'text-slate-300'}
        />
      ))}
    </svg>
  );
}
