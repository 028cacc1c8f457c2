import { MessageSquare } from 'lucide-react';
import type { ChatRoomListItem } from '../../../../contract/chat';
import { Card, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { cn } from '../../../lib/cn';
import { ConversationItem } from './conversation-item';

type ConversationListProps = {
  rooms: {
    data?: ChatRoomListItem[];
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => void;
  };
  selectedId: number | null;
  onSelect: (roomId: number) => void;
  className?: string;
};

/** The conversations column, 600 px tall (spec §9), scrolling inside itself. */
export function ConversationList({ rooms, selectedId, onSelect, className }: ConversationListProps) {
  return (
    <Card className={cn('flex h-[600px] flex-col overflow-hidden', className)}>
      <CardHeader className="border-b border-slate-200 pb-3">
        <CardTitle>Conversations</CardTitle>
      </CardHeader>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {rooms.isPending ? (
          <LoadingSkeleton
            label="Loading conversations…"
            className="grid gap-3 p-4"
            bars={['h-14', 'h-14', 'h-14']}
          />
        ) : rooms.isError ? (
          <div className="p-4">
            <ErrorState error={rooms.error} onRetry={rooms.refetch} />
          </div>
        ) : !rooms.data?.length ? (
          <EmptyState
            icon={MessageSquare}
            title="No conversations yet"
            description="When a client writes from your booking page or portal, the conversation appears here."
          />
        ) : (
          <ul aria-label="Conversations" className="divide-y divide-slate-100">
            {rooms.data.map((room) => (
              <li key={room.id}>
                <ConversationItem
                  room={room}
                  selected={room.id === selectedId}
                  onSelect={() => onSelect(room.id)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
