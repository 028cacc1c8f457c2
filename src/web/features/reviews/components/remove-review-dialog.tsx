import { useState } from 'react';
import {
  REASON_REQUIRED,
  REVIEW_DELETED,
  REVIEW_POLICY,
  type RemovalReason,
  type Review,
  removalReasonLabels,
  removalReasons,
} from '../../../../contract/reviews';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useDeleteReview } from '../api/review-writes';

/**
 * Spec §2 delete, with its confirmation. A client's review is removed only for a reason from the review
 * policy, whatever its rating; a review added by staff is simply deleted.
 */
export function RemoveReviewDialog({ review, onClose }: { review: Review | null; onClose: () => void }) {
  const [reason, setReason] = useState<RemovalReason | ''>('');
  const [missing, setMissing] = useState(false);
  const remove = useDeleteReview();
  const needsReason = review !== null && review.source !== 'staff';
  const close = () => {
    setReason('');
    setMissing(false);
    onClose();
  };
  return (
    <Dialog open={review !== null} onOpenChange={(open) => !open && close()}>
      {review ? (
        <DialogContent title="Delete review" description="Are you sure you want to delete this review?">
          {needsReason ? (
            <div className="grid gap-1.5">
              <Label htmlFor="removal-reason">Reason</Label>
              <NativeSelect
                id="removal-reason"
                value={reason}
                aria-invalid={missing ? true : undefined}
                aria-describedby={`removal-policy${missing ? ' removal-reason-error' : ''}`}
                onChange={(event) => {
                  setReason(event.target.value as RemovalReason | '');
                  setMissing(false);
                }}
              >
                <option value="">Choose a reason</option>
                {removalReasons.map((r) => (
                  <option key={r} value={r}>
                    {removalReasonLabels[r]}
                  </option>
                ))}
              </NativeSelect>
              {missing ? (
                <p id="removal-reason-error" className="text-sm text-red-700">
                  {REASON_REQUIRED}
                </p>
              ) : null}
              <p id="removal-policy" className="text-xs text-slate-600">
                {`${REVIEW_POLICY} The review is kept, out of sight, with who removed it and why. To answer a bad review, reply to it instead.`}
              </p>
            </div>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => {
                if (needsReason && !reason) {
                  setMissing(true);
                  return;
                }
                remove.mutate(
                  { id: review.id, reason: reason || undefined },
                  {
                    onSuccess: () => {
                      toast({ type: 'success', title: REVIEW_DELETED });
                      close();
                    },
                    onError: (error) =>
                      toast({
                        type: 'error',
                        title: 'Error',
                        message: errorMessage(error, 'Failed to delete review'),
                      }),
                  },
                );
              }}
            >
              {remove.isPending ? 'Deleting...' : 'Delete'}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
