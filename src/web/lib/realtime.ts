import { useEffect, useRef } from 'react';
import {
  type ClientToServer,
  type ServerToClient,
  WS_CLOSE_FORBIDDEN,
  WS_CLOSE_UNAUTHORIZED,
} from '../../contract/chat';

type RealtimeOptions = {
  /** A portal or widget token; staff sockets go without one (their session cookie goes along). */
  token?: string | null;
  /** The newest message id already on screen, so the first connection also catches up. */
  lastSeenMessageId?: () => number | null;
  onEvent: (event: ServerToClient) => void;
};

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 10_000;
/** "You may not connect": retrying would only be refused again. */
const FINAL_CLOSE_CODES = new Set([WS_CLOSE_UNAUTHORIZED, WS_CLOSE_FORBIDDEN]);

/** ws: or wss: to this page's host (spec §7: per page protocol). */
function socketUrl(): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}/ws`;
}

/**
 * Opens `/ws` and keeps it open. A token goes in the first message rather than the address, so it
 * never lands in access logs. After a drop it reconnects with growing pauses (0.5 s up to 10 s) and,
 * once admitted, asks for every message newer than the last one it saw, so nothing is lost in between.
 * Returns a function that closes it for good.
 */
export function connectRealtime({ token, lastSeenMessageId, onEvent }: RealtimeOptions): () => void {
  let socket: WebSocket | null = null;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let lastMessageId = 0;

  const send = (target: WebSocket, message: ClientToServer) => target.send(JSON.stringify(message));

  const handle = (target: WebSocket, event: ServerToClient) => {
    if (event.type === 'connected') {
      retryMs = FIRST_RETRY_MS;
      const resumeFrom = Math.max(lastMessageId, lastSeenMessageId?.() ?? 0);
      if (resumeFrom > 0) send(target, { type: 'resume', lastMessageId: resumeFrom });
    } else if (event.type === 'new_message') {
      lastMessageId = Math.max(lastMessageId, event.data.message.id);
    }
    onEvent(event);
  };

  const open = () => {
    if (closed) return;
    const current = new WebSocket(socketUrl());
    socket = current;
    current.onopen = () => {
      if (token) send(current, { type: 'auth', token });
    };
    current.onmessage = (message) => {
      let event: ServerToClient;
      try {
        event = JSON.parse(String(message.data)) as ServerToClient;
      } catch {
        return; // Not JSON: nothing this client understands.
      }
      if (event && typeof event.type === 'string') handle(current, event);
    };
    current.onclose = (event) => {
      if (socket !== current) return;
      socket = null;
      if (closed || FINAL_CLOSE_CODES.has(event.code)) return;
      retryTimer = setTimeout(open, retryMs);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    };
  };

  open();
  return () => {
    closed = true;
    clearTimeout(retryTimer);
    socket?.close(1000, 'done');
    socket = null;
  };
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
