import { WS_CLOSE_FORBIDDEN, WS_CLOSE_UNAUTHORIZED } from '../../contract/chat';

const FIRST_RETRY_MS = 500;
const MAX_RETRY_MS = 10_000;
/** "You may not connect": retrying would only be refused again. */
const FINAL_CLOSE_CODES = new Set([WS_CLOSE_UNAUTHORIZED, WS_CLOSE_FORBIDDEN]);

type Options<E extends { type: string }> = {
  /** The path and query on this page's host, e.g. '/ws' or '/ws?channel=queue'. */
  path: string;
  /** Sent as soon as a socket opens (a token: in a message, never in the address, so no log holds it). */
  firstMessage?: object | null;
  /** Every event the server sends; `send` answers on the socket it came from. */
  onEvent: (event: E, send: (message: object) => void) => void;
};

/**
 * Opens a WebSocket to this page's host (ws: or wss: as the page) and keeps it open: after a drop it
 * reconnects with growing pauses (0.5 s doubling up to 10 s), starting over once the server says
 * 'connected'; 4401 and 4403 are final. Frames that aren't JSON events are ignored. Returns a function that
 * closes it for good.
 */
export function openReconnectingSocket<E extends { type: string }>({
  path,
  firstMessage,
  onEvent,
}: Options<E>): () => void {
  let socket: WebSocket | null = null;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const url = `${protocol}//${window.location.host}${path}`;

  const open = () => {
    if (closed) return;
    const current = new WebSocket(url);
    socket = current;
    const send = (message: object) => current.send(JSON.stringify(message));
    current.onopen = () => {
      if (firstMessage) send(firstMessage);
    };
    current.onmessage = (message) => {
      let event: E;
      try {
        event = JSON.parse(String(message.data)) as E;
      } catch {
        return; // Not JSON: nothing this client understands.
      }
      if (!event || typeof event.type !== 'string') return;
      if (event.type === 'connected') retryMs = FIRST_RETRY_MS;
      onEvent(event, send);
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
