import { format, parseISO } from 'date-fns';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { PUBLIC_TRUNCATE, type PublicReview } from '../../../../contract/reviews';
import { StarRating } from '../../../components/reviews/star-rating';
import { truncateComment } from '../../../components/reviews/truncate';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';

/** A published review: text exactly as written (React escapes it), cut at 200 with Read more. */
export function PublicReviewItem({ review, businessName }: { review: PublicReview; businessName: string }) {
  const [expanded, setExpanded] = useState(false);
  const cut = truncateComment(review.comment, PUBLIC_TRUNCATE);
  const headingId = `public-review-${review.id}`;
  return (
    <article aria-labelledby={headingId} className="grid gap-2 border-b border-slate-200 py-5 last:border-0">
      <div className="flex flex-wrap items-center gap-2">
        <StarRating rating={review.rating} />
        {review.source === 'verified' ? (
          <Badge variant="info" className="gap-1">
            <BadgeCheck aria-hidden="true" className="size-3.5" />
            Verified visit
          </Badge>
        ) : null}
        {review.source === 'staff' ? <Badge variant="neutral">Added by staff</Badge> : null}
      </div>
      <h3 id={headingId} className="font-semibold text-slate-900">
        {review.title}
      </h3>
      <p className="text-sm text-slate-600">
        {`${review.reviewerName} · ${format(parseISO(review.createdAt), 'MMM d, yyyy')}`}
      </p>
      <p className="whitespace-pre-line text-slate-800">{expanded ? review.comment : cut.text}</p>
      {cut.truncated ? (
        <Button
          variant="link"
          size="sm"
          className="justify-self-start px-0"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show less' : 'Read more'}
        </Button>
      ) : null}
      {review.reply ? (
        <div className="rounded-md border-l-4 border-primary-300 bg-primary-50 p-3 text-sm">
          <p className="font-medium text-slate-900">{`Response from ${businessName}`}</p>
          <p className="whitespace-pre-line text-slate-800">{review.reply}</p>
        </div>
      ) : null}
    </article>
  );
}
