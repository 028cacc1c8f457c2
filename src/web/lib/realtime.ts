import { useEffect, useRef } from 'react';
import type { ClientToServer, ServerToClient } from '../../contract/chat';
import { openReconnectingSocket } from './reconnecting-socket';

type RealtimeOptions = {
  /** A portal or widget token; staff sockets go without one (their session cookie goes along). */
  token?: string | null;
  /** The newest message id already on screen, so the first connection also catches up. */
  lastSeenMessageId?: () => number | null;
  onEvent: (event: ServerToClient) => void;
};

/**
 * Opens `/ws` and keeps it open (reconnecting-socket.ts). A token goes in the first message rather than the
 * address, so it never lands in access logs. Once admitted, it asks for every message newer than the last one
 * it saw, so nothing is lost across a drop. Returns a function that closes it for good.
 */
export function connectRealtime({ token, lastSeenMessageId, onEvent }: RealtimeOptions): () => void {
  let lastMessageId = 0;
  return openReconnectingSocket<ServerToClient>({
    path: '/ws',
    firstMessage: token ? ({ type: 'auth', token } satisfies ClientToServer) : null,
    onEvent: (event, send) => {
      if (event.type === 'connected') {
        const resumeFrom = Math.max(lastMessageId, lastSeenMessageId?.() ?? 0);
        if (resumeFrom > 0) send({ type: 'resume', lastMessageId: resumeFrom } satisfies ClientToServer);
      } else if (event.type === 'new_message') {
        lastMessageId = Math.max(lastMessageId, event.data.message.id);
      }
      onEvent(event);
    },
  });
}

/**
 * Keeps a `/ws` connection open while `enabled`; a new token closes the old socket and opens another.
 * The handlers are read through a ref, so they may change on every render without reconnecting.
 */
export function useRealtime(enabled: boolean, options: RealtimeOptions): void {
  const latest = useRef(options);
  latest.current = options;
  const token = options.token ?? null;
  useEffect(() => {
    if (!enabled) return;
    return connectRealtime({
      token,
      lastSeenMessageId: () => latest.current.lastSeenMessageId?.() ?? null,
      onEvent: (event) => latest.current.onEvent(event),
    });
  }, [enabled, token]);
}
