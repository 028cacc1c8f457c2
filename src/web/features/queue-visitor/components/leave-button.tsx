import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useLeaveQueue } from '../api/leave-queue';

/** Leaving asks first: the place can't be taken back. */
export function LeaveButton({ token }: { token: string }) {
  const [asking, setAsking] = useState(false);
  const leave = useLeaveQueue(token);
  return (
    <>
      <Button variant="outline" size="lg" className="h-12 w-full" onClick={() => setAsking(true)}>
        Leave the waiting list
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Leave the waiting list?"
        description="You'll lose your place in line. To come back, you'd join again at the end."
        confirmLabel="Leave"
        cancelLabel="Stay in line"
        pending={leave.isPending}
        onConfirm={() =>
          leave.mutate(undefined, {
            onSuccess: () => setAsking(false),
            onError: (error) => {
              setAsking(false);
              toast({
                type: 'error',
                title: 'Error',
                message: errorMessage(error, 'Could not leave the waiting list'),
              });
            },
          })
        }
      />
    </>
  );
}
