import { format, parseISO } from 'date-fns';
import { MessageSquareReply, Trash2, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { type Review, removalReasonLabels, STAFF_TRUNCATE } from '../../../../contract/reviews';
import { ReviewComment } from '../../../components/reviews/review-comment';
import { reviewByline, VerifiedVisitBadge } from '../../../components/reviews/review-meta';
import { ReviewReply } from '../../../components/reviews/review-reply';
import { StarRating } from '../../../components/reviews/star-rating';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ReplyForm } from './reply-form';

type ReviewCardProps = {
  review: Review;
  /** Absent: the member may not moderate (staff read only). */
  onRemove?: (review: Review) => void;
  onApprove?: (review: Review) => void;
  onRestore?: (review: Review) => void;
  canReply: boolean;
};

/** Spec §2 card: title, reviewer, date, stars, comment cut at 150 with Read more, badges, delete. */
export function ReviewCard({ review, onRemove, onApprove, onRestore, canReply }: ReviewCardProps) {
  const [replying, setReplying] = useState(false);
  const headingId = `review-${review.id}-title`;
  return (
    <Card role="article" aria-labelledby={headingId} className="grid gap-3 p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <h3 id={headingId} className="font-semibold text-slate-900">
            {review.title}
          </h3>
          <p className="text-sm text-slate-600">{reviewByline(review)}</p>
          <StarRating rating={review.rating} />
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          {review.source === 'verified' ? <VerifiedVisitBadge /> : null}
          {review.source === 'staff' ? (
            <Badge variant="neutral">{`Added by staff${review.addedBy ? ` (${review.addedBy})` : ''}`}</Badge>
          ) : null}
          {review.isApproved ? (
            <Badge variant="success">Approved</Badge>
          ) : (
            <Badge variant="warning">Awaiting approval</Badge>
          )}
          {review.appointmentId ? (
            <Badge variant="primary">{`Related to Appointment #${review.appointmentId}`}</Badge>
          ) : null}
        </div>
      </div>
      <ReviewComment
        comment={review.comment}
        limit={STAFF_TRUNCATE}
        className="whitespace-pre-line text-sm text-slate-800"
      />
      {review.removedAt ? (
        <p className="rounded-md bg-slate-50 p-2 text-sm text-slate-700">
          {`Removed ${format(parseISO(review.removedAt), 'MMM d, yyyy')}${review.removedBy ? ` by ${review.removedBy}` : ''}: ${review.removalReason ? removalReasonLabels[review.removalReason] : ''}`}
        </p>
      ) : null}
      {review.reply && !replying ? <ReviewReply heading="Your reply" reply={review.reply} /> : null}
      {replying ? <ReplyForm review={review} onDone={() => setReplying(false)} /> : null}
      <div className="flex flex-wrap gap-2">
        {canReply && !review.removedAt && !replying ? (
          <Button variant="outline" size="sm" onClick={() => setReplying(true)}>
            <MessageSquareReply aria-hidden="true" />
            {review.reply ? 'Edit reply' : 'Reply'}
          </Button>
        ) : null}
        {onApprove && !review.isApproved && !review.removedAt ? (
          <Button variant="outline" size="sm" onClick={() => onApprove(review)}>
            Approve
          </Button>
        ) : null}
        {onRestore && review.removedAt ? (
          <Button variant="outline" size="sm" onClick={() => onRestore(review)}>
            <Undo2 aria-hidden="true" />
            Publish again
          </Button>
        ) : null}
        {onRemove && !review.removedAt ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Delete review "${review.title}"`}
            onClick={() => onRemove(review)}
          >
            <Trash2 aria-hidden="true" className="text-red-700" />
            Delete
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
