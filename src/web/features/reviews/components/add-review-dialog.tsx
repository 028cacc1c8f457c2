import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type CreateReviewInput, createReviewSchema, REVIEW_SUBMITTED } from '../../../../contract/reviews';
import { ReviewCommentField } from '../../../components/reviews/review-comment-field';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { TextField } from '../../../components/ui/text-field';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useCreateReview } from '../api/review-writes';

const fields = ['rating', 'title', 'comment', 'reviewerName', 'reviewerEmail'] as const;
type FormValues = {
  rating: string;
  title: string;
  comment: string;
  reviewerName: string;
  reviewerEmail: string;
};
const empty: FormValues = { rating: '5', title: '', comment: '', reviewerName: '', reviewerEmail: '' };

/**
 * Spec §2 Add Review (e.g. a paper comment card typed in): saved as added by staff, shown with that label,
 * never counted in the public rating.
 */
export function AddReviewDialog({ onClose }: { onClose: () => void }) {
  const form = useForm<FormValues, unknown, CreateReviewInput>({
    resolver: zodResolver(createReviewSchema) as never,
    defaultValues: empty,
  });
  const { errors } = form.formState;
  const create = useCreateReview();
  const submit = form.handleSubmit((body) =>
    create.mutate(body, {
      onSuccess: () => {
        toast({ type: 'success', title: REVIEW_SUBMITTED });
        onClose();
      },
      onError: (error) => {
        if (applyFieldErrors(error, form.setError, fields)) return;
        toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to submit review') });
      },
    }),
  );
  const commentLength = form.watch('comment').length;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Add Review"
        description="For a review a client gave you another way, such as a comment card. It is labelled “Added by staff” and doesn't count in your rating."
      >
        <form noValidate aria-label="Add Review" onSubmit={submit} className="grid gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor="review-rating">Rating</Label>
            <NativeSelect
              id="review-rating"
              aria-invalid={errors.rating ? true : undefined}
              aria-describedby={errors.rating ? 'review-rating-error' : undefined}
              {...form.register('rating')}
            >
              {[5, 4, 3, 2, 1].map((n) => (
                <option key={n} value={n}>{`${n} star${n === 1 ? '' : 's'}`}</option>
              ))}
            </NativeSelect>
            {errors.rating ? (
              <p id="review-rating-error" className="text-sm text-red-700">
                {errors.rating.message}
              </p>
            ) : null}
          </div>
          <TextField label="Title" error={errors.title?.message} {...form.register('title')} />
          <ReviewCommentField
            rows={4}
            length={commentLength}
            error={errors.comment?.message}
            {...form.register('comment')}
          />
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <TextField
              label="Reviewer name"
              error={errors.reviewerName?.message}
              {...form.register('reviewerName')}
            />
            <TextField
              label="Reviewer email"
              type="email"
              error={errors.reviewerEmail?.message}
              {...form.register('reviewerEmail')}
            />
          </div>
          <FormDialogFooter onCancel={onClose} pending={create.isPending} label="Add Review" />
        </form>
      </DialogContent>
    </Dialog>
  );
}
