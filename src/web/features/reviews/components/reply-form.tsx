import { useId, useState } from 'react';
import type { Review } from '../../../../contract/reviews';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useReplyToReview } from '../api/review-writes';

/** The business's public answer under a review; saving it empty removes it. */
export function ReplyForm({ review, onDone }: { review: Review; onDone: () => void }) {
  const [text, setText] = useState(review.reply ?? '');
  const reply = useReplyToReview();
  const id = useId();
  return (
    <form
      className="grid gap-2"
      aria-label={`Reply to "${review.title}"`}
      onSubmit={(event) => {
        event.preventDefault();
        reply.mutate(
          { id: review.id, reply: text.trim() },
          {
            onSuccess: () => {
              toast({ type: 'success', title: text.trim() ? 'Reply published' : 'Reply removed' });
              onDone();
            },
            onError: (error) =>
              toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to save reply') }),
          },
        );
      }}
    >
      <Label htmlFor={id}>Public reply</Label>
      <Textarea id={id} rows={3} maxLength={1000} value={text} onChange={(e) => setText(e.target.value)} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={reply.isPending}>
          {reply.isPending ? 'Saving...' : 'Publish reply'}
        </Button>
        <Button variant="outline" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
