import { Plus, Star } from 'lucide-react';
import { useState } from 'react';
import type { Review } from '../../../../contract/reviews';
import { PageTitle } from '../../../components/layout/page-title';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useBusiness } from '../../../lib/api/business/get-business';
import { useCan } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useReviewStats, useReviews } from '../api/get-reviews';
import { useSetReviewsNeedApproval } from '../api/review-approval-setting';
import { useModerateReview } from '../api/review-writes';
import { AddReviewDialog } from './add-review-dialog';
import { RemoveReviewDialog } from './remove-review-dialog';
import { ReviewCard } from './review-card';
import { ReviewsOverview } from './reviews-overview';

/** `/reviews` (spec §2): the overview, the reviews as cards, Add Review and delete; removed ones apart. */
export function ReviewsPage() {
  const can = useCan();
  const manages = can('reviews.manage');
  const stats = useReviewStats();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Review | null>(null);
  const moderate = useModerateReview();
  const act = (review: Review, input: { isApproved?: boolean; isPublished?: boolean }, done: string) =>
    moderate.mutate(
      { id: review.id, ...input },
      {
        onSuccess: () => toast({ type: 'success', title: done }),
        onError: (error) =>
          toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to update review') }),
      },
    );

  return (
    <>
      <PageTitle title="Reviews" subtitle="What your clients say, and your answers" />
      <div className="grid gap-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          {can('business.manage') ? <ApprovalSetting /> : <span />}
          {manages ? (
            <Button onClick={() => setAdding(true)}>
              <Plus aria-hidden="true" />
              Add Review
            </Button>
          ) : null}
        </div>
        {stats.isPending ? (
          <Card className="grid gap-3 p-5" role="status" aria-label="Loading review summary">
            <Skeleton className="h-10 w-24" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-3/4" />
          </Card>
        ) : stats.isError ? (
          <ErrorState error={stats.error} onRetry={() => stats.refetch()} />
        ) : (
          <ReviewsOverview stats={stats.data} />
        )}
        <Tabs defaultValue="shown" className="grid gap-4">
          <TabsList className="justify-self-start">
            <TabsTrigger value="shown">Reviews</TabsTrigger>
            <TabsTrigger value="removed">Removed</TabsTrigger>
          </TabsList>
          <TabsContent value="shown">
            <ReviewList
              removed={false}
              canReply={manages}
              onRemove={manages ? setRemoving : undefined}
              onApprove={manages ? (r) => act(r, { isApproved: true }, 'Review approved') : undefined}
            />
          </TabsContent>
          <TabsContent value="removed">
            <ReviewList
              removed
              canReply={false}
              onRestore={manages ? (r) => act(r, { isPublished: true }, 'Review published again') : undefined}
            />
          </TabsContent>
        </Tabs>
      </div>
      {adding ? <AddReviewDialog onClose={() => setAdding(false)} /> : null}
      <RemoveReviewDialog review={removing} onClose={() => setRemoving(null)} />
    </>
  );
}

type ListProps = {
  removed: boolean;
  canReply: boolean;
  onRemove?: (review: Review) => void;
  onApprove?: (review: Review) => void;
  onRestore?: (review: Review) => void;
};

function ReviewList({ removed, ...actions }: ListProps) {
  const reviews = useReviews(removed);
  if (reviews.isPending) {
    return (
      <div role="status" aria-label="Loading reviews" className="grid gap-4">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-32" />
        ))}
      </div>
    );
  }
  if (reviews.isError) return <ErrorState error={reviews.error} onRetry={() => reviews.refetch()} />;
  if (reviews.data.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={Star}
          title={removed ? 'No removed reviews' : 'No Reviews Yet'}
          description={
            removed
              ? 'Reviews removed under your review policy are kept here, with who removed them and why.'
              : 'Reviews from your clients appear here. After each completed visit, clients get a link to review it.'
          }
        />
      </Card>
    );
  }
  return (
    <ul aria-label={removed ? 'Removed reviews' : 'Reviews'} className="grid gap-4 lg:grid-cols-2">
      {reviews.data.map((review) => (
        <li key={review.id} className="min-w-0">
          <ReviewCard review={review} {...actions} />
        </li>
      ))}
    </ul>
  );
}

/** The owner's choice: publish reviews without a visit at once (the spec's default) or hold them. */
function ApprovalSetting() {
  const business = useBusiness();
  const set = useSetReviewsNeedApproval();
  if (!business.data) return <span />;
  return (
    <div className="flex items-center gap-3">
      <Switch
        id="reviews-need-approval"
        checked={business.data.reviewsNeedApproval}
        disabled={set.isPending}
        onCheckedChange={(checked) =>
          set.mutate(checked, {
            onSuccess: () => toast({ type: 'success', title: 'Review settings saved' }),
            onError: (error) =>
              toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to save') }),
          })
        }
      />
      <label htmlFor="reviews-need-approval" className="text-sm text-slate-900">
        Hold reviews without a visit for my approval
      </label>
    </div>
  );
}
