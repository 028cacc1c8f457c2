import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import { forwardRef, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { reviewForm } from '../../../../contract/public-forms';
import {
  PUBLIC_REVIEW_FAILED,
  PUBLIC_REVIEW_HELD,
  PUBLIC_REVIEW_THANKS,
  type PublicReviewInput,
  type ReviewRequest,
} from '../../../../contract/reviews';
import { ReviewCommentField } from '../../../components/reviews/review-comment-field';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { formatShortDay } from '../../../lib/format-day';
import { toast } from '../../../lib/toast';
import { useSubmitReview } from '../api/reviews';

type FormValues = {
  rating: string;
  title: string;
  comment: string;
  reviewerName: string;
  reviewerEmail: string;
  website: string;
};
const fields = ['rating', 'title', 'comment', 'reviewerName', 'reviewerEmail'] as const;

type Props = { business: { id: number; slug: string }; request?: ReviewRequest; requestToken?: string };

/** Spec §2 Share Your Experience: §5's messages; after success, "Review Submitted!". */
export const ReviewForm = forwardRef<HTMLHeadingElement, Props>(function ReviewForm(
  { business, request, requestToken },
  headingRef,
) {
  /** null: the form; else whether the review is public now or waits for the business. */
  const [submitted, setSubmitted] = useState<{ published: boolean } | null>(null);
  const id = useId();
  const empty: FormValues = {
    rating: '5',
    title: '',
    comment: '',
    reviewerName: request?.reviewerName ?? '',
    reviewerEmail: request?.reviewerEmail ?? '',
    website: '',
  };
  const form = useForm<FormValues, unknown, PublicReviewInput>({
    resolver: zodResolver(reviewForm) as never,
    values: empty,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors } = form.formState;
  const submit = useSubmitReview(business);
  const rating = form.watch('rating');
  const commentLength = form.watch('comment').length;

  const send = form.handleSubmit((values) =>
    submit.mutate(
      { ...values, ...(requestToken && request ? { requestToken } : {}) },
      {
        onSuccess: ({ published }) => {
          toast({ type: 'success', title: PUBLIC_REVIEW_THANKS });
          setSubmitted({ published });
        },
        onError: (error) => {
          if (applyFieldErrors(error, form.setError, fields)) return;
          const known = error instanceof ApiError && [409, 410, 429].includes(error.status);
          toast({ type: 'error', title: 'Error', message: known ? error.message : PUBLIC_REVIEW_FAILED });
        },
      },
    ),
  );

  return (
    <Card className="grid gap-4 p-5 sm:p-6">
      <h2
        ref={headingRef}
        tabIndex={-1}
        id="share-your-experience"
        className="text-xl font-semibold text-slate-900"
      >
        Share Your Experience
      </h2>
      {submitted ? (
        <div className="grid justify-items-center gap-3 py-6 text-center" role="status">
          <CheckCircle2 aria-hidden="true" className="size-10 text-emerald-600" />
          <p className="text-lg font-semibold text-slate-900">Review Submitted!</p>
          <p className="text-sm text-slate-600">{PUBLIC_REVIEW_THANKS}</p>
          {submitted.published ? null : <p className="text-sm text-slate-600">{PUBLIC_REVIEW_HELD}</p>}
          <Button
            variant="outline"
            onClick={() => {
              form.reset({ ...empty, reviewerName: '', reviewerEmail: '' });
              setSubmitted(null);
            }}
          >
            Submit Another Review
          </Button>
        </div>
      ) : (
        <form noValidate aria-label="Share Your Experience" onSubmit={send} className="grid gap-4">
          {request ? (
            <p className="rounded-md bg-primary-50 p-3 text-sm text-slate-800">
              {`Reviewing your ${request.serviceName} on ${formatShortDay(request.date)}. Your review will be marked “Verified visit”.`}
            </p>
          ) : null}
          <fieldset
            className="grid gap-2"
            aria-describedby={errors.rating ? `${id}-rating-error` : undefined}
          >
            <legend className="text-sm font-medium text-slate-900">Rating</legend>
            <div className="flex flex-wrap gap-2">
              {['1', '2', '3', '4', '5'].map((value) => (
                <label
                  key={value}
                  className="flex cursor-pointer items-center gap-1 rounded-md border border-slate-300 px-3 py-1.5 text-sm has-checked:border-primary-600 has-checked:bg-primary-50 has-focus-visible:outline-2 has-focus-visible:outline-primary-600"
                >
                  <input type="radio" value={value} className="sr-only" {...form.register('rating')} />
                  <span
                    aria-hidden="true"
                    className={Number(value) <= Number(rating) ? 'text-amber-500' : 'text-slate-300'}
                  >
                    ★
                  </span>
                  {`${value} star${value === '1' ? '' : 's'}`}
                </label>
              ))}
            </div>
            {errors.rating ? (
              <p id={`${id}-rating-error`} className="text-sm text-red-700">
                {errors.rating.message}
              </p>
            ) : null}
          </fieldset>
          <TextField label="Title" error={errors.title?.message} {...form.register('title')} />
          <ReviewCommentField
            rows={5}
            length={commentLength}
            error={errors.comment?.message}
            {...form.register('comment')}
          />
          <div className="grid items-start gap-4 sm:grid-cols-2">
            <TextField
              label="Your name"
              error={errors.reviewerName?.message}
              {...form.register('reviewerName')}
            />
            <TextField
              label="Your email"
              type="email"
              hint="Never shown on the page"
              error={errors.reviewerEmail?.message}
              {...form.register('reviewerEmail')}
            />
          </div>
          {/* People never see or fill this; a bot that does is turned away quietly. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label htmlFor={`${id}-website`}>Website</label>
            <input id={`${id}-website`} tabIndex={-1} autoComplete="off" {...form.register('website')} />
          </div>
          <Button type="submit" disabled={submit.isPending} className="justify-self-start">
            {submit.isPending ? 'Submitting...' : 'Submit Review'}
          </Button>
        </form>
      )}
    </Card>
  );
});
