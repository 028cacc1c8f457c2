import { Users } from 'lucide-react';
import type { QueueAction, QueueEntry } from '../../../../contract/waiting-rooms';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { useCan } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useMoveQueueEntry } from '../api/move-queue-entry';
import { useQueueAction } from '../api/queue-action';
import { useNow } from '../lib/use-now';
import { EntryActions } from './entry-actions';
import { QueueEntryCard } from './queue-entry-card';

type QueueListProps = { roomId: number; entries: QueueEntry[] };

/** Those in the room, in the order they'll be seen, each with the actions a member may take. */
export function QueueList({ roomId, entries }: QueueListProps) {
  const now = useNow();
  const serves = useCan()('walkIns.serve');
  const act = useQueueAction(roomId);
  const move = useMoveQueueEntry(roomId);
  const pending = act.isPending || move.isPending;
  const failed = (error: unknown) =>
    toast({
      type: 'error',
      title: 'Error',
      message: errorMessage(error, 'Failed to update the waiting list'),
    });
  const waiting = entries.filter((entry) => entry.status === 'waiting');

  if (entries.length === 0) {
    return (
      <Card>
        <EmptyState
          icon={Users}
          title="Nobody is waiting"
          description="Walk-ins appear here as they join, from the join page, the kiosk or Add walk-in."
        />
      </Card>
    );
  }
  return (
    <ol aria-label="Waiting list" className="grid gap-3">
      {entries.map((entry) => {
        const index = waiting.indexOf(entry);
        const neighbour = (offset: number) => waiting[index + offset]?.position ?? null;
        return (
          <li key={entry.id}>
            <QueueEntryCard entry={entry} now={now}>
              {serves ? (
                <EntryActions
                  entry={entry}
                  moveUpTo={index > 0 ? neighbour(-1) : null}
                  moveDownTo={index >= 0 ? neighbour(1) : null}
                  pending={pending}
                  onAction={(action: QueueAction) =>
                    act.mutate({ entryId: entry.id, action }, { onError: failed })
                  }
                  onMove={(position) => move.mutate({ entryId: entry.id, position }, { onError: failed })}
                />
              ) : null}
            </QueueEntryCard>
          </li>
        );
      })}
    </ol>
  );
}
