import { useState } from 'react';
import type { WaitingRoom } from '../../../../contract/waiting-rooms';
import { Card } from '../../../components/ui/card';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useCan } from '../../../lib/current-user';
import { useQueue } from '../api/get-queue';
import { AddWalkInDialog } from './add-walk-in-dialog';
import { FinishedToday } from './finished-today';
import { QueueList } from './queue-list';
import { QueueSummary } from './queue-summary';

type RoomQueueProps = {
  roomId: number;
  /** Absent when the member may not manage rooms. */
  onEdit?: (room: WaitingRoom) => void;
  onDelete?: (room: WaitingRoom) => void;
};

/** One room's live queue: its head, those in the room, and today's finished visits. */
export function RoomQueue({ roomId, onEdit, onDelete }: RoomQueueProps) {
  const queue = useQueue(roomId);
  const serves = useCan()('walkIns.serve');
  const [adding, setAdding] = useState(false);
  if (queue.isPending) return <QueueLoading />;
  if (queue.isError) return <ErrorState error={queue.error} onRetry={() => queue.refetch()} />;
  const view = queue.data;
  return (
    <div className="grid gap-4">
      <QueueSummary
        view={view}
        onAddWalkIn={serves ? () => setAdding(true) : undefined}
        onEdit={onEdit ? () => onEdit(view.room) : undefined}
        onDelete={onDelete ? () => onDelete(view.room) : undefined}
      />
      <QueueList roomId={roomId} entries={view.entries} />
      <FinishedToday entries={view.finishedToday} />
      {adding ? <AddWalkInDialog room={view.room} onClose={() => setAdding(false)} /> : null}
    </div>
  );
}

function QueueLoading() {
  return (
    <div role="status" aria-label="Loading the waiting list" className="grid gap-4">
      <Card className="grid gap-3 p-5">
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-16 w-full" />
      </Card>
      {[0, 1].map((i) => (
        <Card key={i} className="grid gap-2 p-4">
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-4 w-64 max-w-full" />
        </Card>
      ))}
    </div>
  );
}
