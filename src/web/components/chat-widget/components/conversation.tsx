import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { isUnauthorized } from '../../../lib/portal/portal-api';
import { useRealtime } from '../../../lib/realtime';
import { toast } from '../../../lib/toast';
import { ErrorState } from '../../ui/error-state';
import { LoadingSkeleton } from '../../ui/loading-skeleton';
import { clientMessagesQueryOptions, useClientMessages, useSendClientMessage } from '../api/client-messages';
import { MessageComposer } from './message-composer';
import { MessageThread } from './message-thread';

type ConversationProps = {
  token: string;
  roomId: number | null;
  businessName: string;
  /** The server no longer accepts the token (401): the caller forgets it. */
  onExpired?: () => void;
};

/** The client's side of one room: messages live over /ws (with the token), and the message box. */
export function Conversation({ token, roomId, businessName, onExpired }: ConversationProps) {
  const queryClient = useQueryClient();
  const messages = useClientMessages(token, roomId);
  const send = useSendClientMessage(token);
  const expired = isUnauthorized(messages.error);
  useEffect(() => {
    if (expired) onExpired?.();
  }, [expired, onExpired]);

  useRealtime(roomId !== null, {
    token,
    lastSeenMessageId: () => messages.data?.at(-1)?.id ?? null,
    onEvent: (event) => {
      if (event.type !== 'new_message') return;
      void queryClient.invalidateQueries({
        queryKey: clientMessagesQueryOptions(token, event.data.roomId).queryKey,
      });
    },
  });

  const sendMessage = async (message: string) => {
    if (roomId === null) {
      toast({ type: 'error', title: 'Error', message: 'No chat room available' });
      return false;
    }
    try {
      await send.mutateAsync({ roomId, message });
      return true;
    } catch (error) {
      toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to send message') });
      return false;
    }
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {messages.isError ? (
        <div className="flex-1 p-4">
          <ErrorState error={messages.error} onRetry={() => messages.refetch()} />
        </div>
      ) : messages.isPending && roomId !== null ? (
        <LoadingSkeleton
          label="Loading messages…"
          className="grid flex-1 content-start gap-3 p-4"
          bars={['h-9 w-2/3', 'ml-auto h-9 w-1/2']}
        />
      ) : (
        <MessageThread
          messages={messages.data ?? []}
          ownSide="client"
          label={`Messages with ${businessName}`}
          className="min-h-0 flex-1"
        />
      )}
      <MessageComposer onSend={sendMessage} label={`Message to ${businessName}`} />
    </div>
  );
}
