import { useQueryClient } from '@tanstack/react-query';
import { format, parseISO } from 'date-fns';
import { ArrowLeft, MessagesSquare } from 'lucide-react';
import { useEffect } from 'react';
import type { ChatRoomListItem } from '../../../../contract/chat';
import { formatPhone } from '../../../../contract/phone';
import { MessageComposer } from '../../../components/chat-widget/components/message-composer';
import { MessageThread } from '../../../components/chat-widget/components/message-thread';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { chatRoomsQueryOptions } from '../../../lib/api/chat/get-chat-rooms';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useRoomMessages } from '../api/get-room-messages';
import { useSendMessage } from '../api/send-message';
import { roomTitle, UnverifiedBadge, unverifiedNote } from './room-identity';

/** 'Nov 24, 9:00 AM' from the appointment's local date and time. */
function appointmentWhen({ date, startTime }: { date: string; startTime: string }): string {
  return format(parseISO(`${date}T${startTime}`), 'MMM d, h:mm a');
}

type MessagePaneProps = { room: ChatRoomListItem | null; onBack: () => void; className?: string };

/** The open conversation: who it is with, its messages (500 px, spec §9) and the message box. */
export function MessagePane({ room, onBack, className }: MessagePaneProps) {
  if (!room) {
    return (
      <Card className={cn('flex h-[600px] items-center justify-center', className)}>
        <EmptyState
          icon={MessagesSquare}
          title="Select a Conversation"
          description="Choose a conversation from the list to read and answer it."
        />
      </Card>
    );
  }
  return <OpenRoom key={room.id} room={room} onBack={onBack} className={className} />;
}

function OpenRoom({
  room,
  onBack,
  className,
}: {
  room: ChatRoomListItem;
  onBack: () => void;
  className?: string;
}) {
  const messages = useRoomMessages(room.id);
  const send = useSendMessage();
  const title = roomTitle(room);
  const queryClient = useQueryClient();

  // Reading a room marks its messages read on the server: the list's unread badge must follow.
  useEffect(() => {
    if (messages.dataUpdatedAt) {
      void queryClient.invalidateQueries({ queryKey: chatRoomsQueryOptions().queryKey, exact: true });
    }
  }, [messages.dataUpdatedAt, queryClient]);

  const sendMessage = async (message: string) => {
    try {
      await send.mutateAsync({ roomId: room.id, message });
      return true;
    } catch (error) {
      toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to send message') });
      return false;
    }
  };

  return (
    <Card className={cn('flex flex-col overflow-hidden', className)}>
      <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-3">
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-label="Back to conversations"
          onClick={onBack}
        >
          <ArrowLeft aria-hidden="true" />
        </Button>
        <div className="min-w-0">
          <div className="flex min-w-0 items-center gap-2">
            <h2 className="truncate text-base font-semibold text-slate-900">{title}</h2>
            {room.verified ? null : <UnverifiedBadge />}
          </div>
          <p className="truncate text-sm text-slate-600">
            {room.appointment
              ? `${room.appointment.serviceName} · ${appointmentWhen(room.appointment)}`
              : (room.client.email ?? (room.client.phone ? formatPhone(room.client.phone) : ''))}
          </p>
          {room.verified ? null : <p className="text-xs text-amber-900">{unverifiedNote(room)}</p>}
        </div>
      </div>
      {messages.isPending ? (
        <LoadingSkeleton
          label="Loading messages…"
          className="grid h-[500px] content-start gap-3 p-4"
          bars={['h-10 w-2/3', 'ml-auto h-10 w-1/2', 'h-10 w-3/5']}
        />
      ) : messages.isError ? (
        <div className="h-[500px] p-4">
          <ErrorState error={messages.error} onRetry={() => messages.refetch()} />
        </div>
      ) : (
        <MessageThread
          messages={messages.data}
          ownSide="user"
          label={`Messages with ${title}`}
          className="h-[500px]"
        />
      )}
      <MessageComposer onSend={sendMessage} label={`Message to ${title}`} />
    </Card>
  );
}
