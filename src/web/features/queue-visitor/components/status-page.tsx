import { useQueryClient } from '@tanstack/react-query';
import { PLACE_NOT_FOUND } from '../../../../contract/waiting-rooms';
import { useDocumentTitle } from '../../../components/layout/page-title';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { ApiError } from '../../../lib/api-client';
import { useQueueRealtime } from '../../../lib/queue-realtime';
import { isStillInRoom, queueStatusQueryOptions, useQueueStatus } from '../api/get-queue-status';
import { PlaceNotFound } from './place-not-found';
import { QueueLayout } from './queue-layout';
import { VisitorStatus } from './visitor-status';

/**
 * `/queue/:token`: a visitor's own place in line, open to anyone holding the link. It follows the room live
 * (and every 30 s besides) until the visit is over.
 */
export function QueueStatusPage({ token }: { token: string }) {
  useDocumentTitle('Your place in line');
  const queryClient = useQueryClient();
  const status = useQueueStatus(token);
  const refresh = () => queryClient.invalidateQueries({ queryKey: queueStatusQueryOptions(token).queryKey });
  useQueueRealtime(status.data !== undefined && isStillInRoom(status.data.status), {
    token,
    onConnected: () => void refresh(),
    // A signed-in member's socket hears every room of the business: only this room's newer versions count.
    onChange: (roomId, version) => {
      if (status.data && roomId === status.data.room.id && status.data.version < version) void refresh();
    },
  });
  return (
    <QueueLayout>
      {status.isPending ? (
        <LoadingSkeleton label="Loading…" className="grid gap-4" bars={['h-5 w-40', 'h-48 w-full']} />
      ) : status.isError ? (
        status.error instanceof ApiError && status.error.status === 404 ? (
          <PlaceNotFound
            title={PLACE_NOT_FOUND}
            description="The link may have been cut short when it was copied. Open it again, or ask at the front desk."
          />
        ) : (
          <>
            <h1 className="text-2xl font-bold text-slate-900">Your place in line</h1>
            <ErrorState error={status.error} onRetry={() => status.refetch()} />
          </>
        )
      ) : (
        <VisitorStatus token={token} status={status.data} />
      )}
    </QueueLayout>
  );
}
