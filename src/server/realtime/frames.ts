import type WebSocket from 'ws';

/** A socket that must authenticate by message (a portal, widget or queue token) has this long to do it. */
export const AUTH_TIMEOUT_MS = 5000;
/**
 * Clients only ever send small control frames (auth, resume, ping; messages go over HTTP). The server refuses
 * frames over MAX_FRAME_BYTES (ws closes with 1009); before a socket is admitted, anything over
 * MAX_FRAME_BYTES_BEFORE_AUTH closes it too, so an anonymous socket can't make the server buffer much.
 */
export const MAX_FRAME_BYTES = 16 * 1024;
export const MAX_FRAME_BYTES_BEFORE_AUTH = 1024;
export const WS_CLOSE_TOO_BIG = 1009;

/** What a client may send: { type: 'auth', token }, { type: 'resume', lastMessageId }, { type: 'ping' }. */
export type Incoming = { type?: unknown; token?: unknown; lastMessageId?: unknown };

/** A frame as a JSON object, or null for anything else. */
export function parseIncoming(data: WebSocket.RawData): Incoming | null {
  try {
    const value = JSON.parse(String(data)) as unknown;
    return value && typeof value === 'object' ? (value as Incoming) : null;
  } catch {
    return null;
  }
}

export function frameBytes(data: WebSocket.RawData): number {
  if (Array.isArray(data)) return data.reduce((sum, chunk) => sum + chunk.length, 0);
  return data instanceof ArrayBuffer ? data.byteLength : data.length;
}
