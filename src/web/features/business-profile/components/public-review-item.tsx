import { PUBLIC_TRUNCATE, type PublicReview } from '../../../../contract/reviews';
import { ReviewComment } from '../../../components/reviews/review-comment';
import { reviewByline, VerifiedVisitBadge } from '../../../components/reviews/review-meta';
import { ReviewReply } from '../../../components/reviews/review-reply';
import { StarRating } from '../../../components/reviews/star-rating';
import { Badge } from '../../../components/ui/badge';

/** A published review: text exactly as written (React escapes it), cut at 200 with Read more. */
export function PublicReviewItem({ review, businessName }: { review: PublicReview; businessName: string }) {
  const headingId = `public-review-${review.id}`;
  return (
    <article aria-labelledby={headingId} className="grid gap-2 border-b border-slate-200 py-5 last:border-0">
      <div className="flex flex-wrap items-center gap-2">
        <StarRating rating={review.rating} />
        {review.source === 'verified' ? <VerifiedVisitBadge /> : null}
        {review.source === 'staff' ? <Badge variant="neutral">Added by staff</Badge> : null}
      </div>
      <h3 id={headingId} className="font-semibold text-slate-900">
        {review.title}
      </h3>
      <p className="text-sm text-slate-600">{reviewByline(review)}</p>
      <ReviewComment
        comment={review.comment}
        limit={PUBLIC_TRUNCATE}
        className="whitespace-pre-line text-slate-800"
      />
      {review.reply ? <ReviewReply heading={`Response from ${businessName}`} reply={review.reply} /> : null}
    </article>
  );
}
