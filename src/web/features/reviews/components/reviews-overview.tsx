import type { ReviewStats } from '../../../../contract/reviews';
import { RatingBreakdown } from '../../../components/reviews/rating-breakdown';
import { StarRating } from '../../../components/reviews/star-rating';
import { Card } from '../../../components/ui/card';

/** Spec §2 overview: the average to one decimal, the total and the bars, from clients' reviews only. */
export function ReviewsOverview({ stats }: { stats: ReviewStats }) {
  const staff = stats.bySource.staff.totalReviews;
  return (
    <Card className="grid gap-6 p-5 md:grid-cols-[14rem_1fr]">
      <div className="grid content-start gap-1">
        <p className="text-4xl font-bold text-slate-900">{stats.averageRating.toFixed(1)}</p>
        <StarRating rating={stats.averageRating} />
        <p className="text-sm text-slate-600">
          {`${stats.totalReviews} review${stats.totalReviews === 1 ? '' : 's'}`}
          {stats.bySource.verified.totalReviews > 0
            ? ` · ${stats.bySource.verified.totalReviews} verified`
            : ''}
        </p>
      </div>
      <div className="grid gap-3">
        <RatingBreakdown figures={stats} />
        <ul className="grid gap-0.5 text-xs text-slate-600">
          {staff > 0 ? (
            <li>{`${staff} added by staff, shown labelled and not counted in the rating`}</li>
          ) : null}
          {stats.awaitingApproval > 0 ? <li>{`${stats.awaitingApproval} awaiting approval`}</li> : null}
          {stats.removed > 0 ? <li>{`${stats.removed} removed under the review policy`}</li> : null}
        </ul>
      </div>
    </Card>
  );
}
