import { useState } from 'react';
import { useCalendarFeed } from '../../lib/api/services/get-calendar-feed';
import { useRotateCalendarFeed } from '../../lib/api/services/rotate-calendar-feed';
import { errorMessage } from '../../lib/error-message';
import { toast } from '../../lib/toast';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { ErrorState } from '../ui/error-state';
import { LoadingSkeleton } from '../ui/loading-skeleton';
import { TextField } from '../ui/text-field';

/** The private address a calendar app subscribes to; rotating it cuts off whoever had the old one. */
export function CalendarFeed({ canChange }: { canChange: boolean }) {
  const feed = useCalendarFeed();
  const rotate = useRotateCalendarFeed();
  const [confirming, setConfirming] = useState(false);

  if (feed.isPending) {
    return <LoadingSkeleton label="Loading calendar feed…" bars={['h-16']} />;
  }
  if (feed.isError) return <ErrorState error={feed.error} onRetry={() => feed.refetch()} />;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(feed.data.url);
      toast({ type: 'success', title: 'Link copied' });
    } catch {
      toast({
        type: 'error',
        title: 'Error',
        message: 'Could not copy. Select the address and copy it instead.',
      });
    }
  };
  const rotateFeed = () =>
    rotate.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast({ type: 'success', title: 'Calendar feed link changed' });
      },
      onError: (error) =>
        toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to change the link') }),
    });

  return (
    <div className="grid gap-2">
      <TextField
        label="Calendar feed URL"
        hint="Subscribe to it in Google Calendar, Apple Calendar or Outlook to see your upcoming appointments. Keep it private."
        readOnly
        value={feed.data.url}
        onFocus={(event) => event.target.select()}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={copy}>
          Copy link
        </Button>
        {canChange ? (
          <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
            Change link
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Change the calendar feed link?"
        description="Calendars subscribed to the current link stop updating. You'll need to subscribe again with the new one."
        confirmLabel="Change link"
        onConfirm={rotateFeed}
        pending={rotate.isPending}
      />
    </div>
  );
}
