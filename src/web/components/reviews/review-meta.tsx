import { format, parseISO } from 'date-fns';
import { BadgeCheck } from 'lucide-react';
import { Badge } from '../ui/badge';

/** The badge on a review written after a booked visit. */
export function VerifiedVisitBadge() {
  return (
    <Badge variant="info" className="gap-1">
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      Verified visit
    </Badge>
  );
}

/** Who wrote a review and when: "Ana · Mar 3, 2026". */
export function reviewByline(review: { reviewerName: string; createdAt: string }): string {
  return `${review.reviewerName} · ${format(parseISO(review.createdAt), 'MMM d, yyyy')}`;
}
