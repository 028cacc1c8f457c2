import { useEffect, useRef } from 'react';
import type { QueueServerToClient } from '../../contract/waiting-rooms';
import { openReconnectingSocket } from './reconnecting-socket';

type QueueRealtimeOptions = {
  /** A visitor's queue token; staff sockets go without one (their session cookie goes along). */
  token?: string | null;
  /** Every (re)connection: what changed while the socket was down is unknown, so read everything again. */
  onConnected: () => void;
  /** A room's queue changed; `version` is the queue's new version. */
  onChange: (roomId: number, version: number) => void;
};

/**
 * Opens `/ws?channel=queue` and keeps it open (reconnecting-socket.ts). Its events only say that a room
 * changed; the caller reads the room again, and reads everything again on each (re)connection. A visitor's
 * token goes in the first message, never the address. Returns a function that closes it for good.
 */
export function connectQueueRealtime({ token, onConnected, onChange }: QueueRealtimeOptions): () => void {
  return openReconnectingSocket<QueueServerToClient>({
    path: '/ws?channel=queue',
    firstMessage: token ? { type: 'auth', token } : null,
    onEvent: (event) => {
      if (event.type === 'connected') onConnected();
      else if (event.type === 'queue_changed') onChange(event.data.roomId, event.data.version);
    },
  });
}

/**
 * Keeps a queue socket open while `enabled`; a new token closes the old socket and opens another.
 * The handlers are read through a ref, so they may change on every render without reconnecting.
 */
export function useQueueRealtime(enabled: boolean, options: QueueRealtimeOptions): void {
  const latest = useRef(options);
  latest.current = options;
  const token = options.token ?? null;
  useEffect(() => {
    if (!enabled) return;
    return connectQueueRealtime({
      token,
      onConnected: () => latest.current.onConnected(),
      onChange: (roomId, version) => latest.current.onChange(roomId, version),
    });
  }, [enabled, token]);
}
