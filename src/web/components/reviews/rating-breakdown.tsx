import type { ReviewFigures } from '../../../contract/reviews';

/** Spec §2: bars from 5 stars down to 1, each with its count. */
export function RatingBreakdown({
  figures,
}: {
  figures: Pick<ReviewFigures, 'totalReviews' | 'ratingBreakdown'>;
}) {
  const total = figures.totalReviews;
  return (
    <ul aria-label="Rating breakdown" className="grid gap-1.5">
      {([5, 4, 3, 2, 1] as const).map((stars) => {
        const count = figures.ratingBreakdown[stars];
        const share = total === 0 ? 0 : Math.round((count / total) * 100);
        return (
          <li key={stars} className="grid grid-cols-[3.5rem_1fr_2.5rem] items-center gap-2 text-sm">
            <span className="text-slate-700">{`${stars} star${stars === 1 ? '' : 's'}`}</span>
            <span className="h-2 overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
              <span className="block h-full rounded-full bg-amber-400" style={{ width: `${share}%` }} />
            </span>
            <span className="text-right text-slate-700">{count}</span>
          </li>
        );
      })}
    </ul>
  );
}
