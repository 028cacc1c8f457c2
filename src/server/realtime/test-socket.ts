import WebSocket from 'ws';
import type { ServerToClient } from '../../contract/chat';

export type TestSocket = {
  socket: WebSocket;
  received: ServerToClient[];
  /** Resolves with the first received message (past or future) that matches. */
  next: (match: (m: ServerToClient) => boolean, timeoutMs?: number) => Promise<ServerToClient>;
  /** new_message ids received so far. */
  messageIds: () => number[];
  /** Resolves when the server (or the test) closes the socket, with the close code and reason. */
  closed: Promise<{ code: number; reason: string }>;
  close: () => Promise<void>;
};

/** A real WebSocket client (the `ws` package) on a listening app; resolves once the server says 'connected'. */
export async function openSocket(
  baseUrl: string,
  options: { cookie?: string; query?: string; firstMessage?: object } = {},
): Promise<TestSocket> {
  const socket = new WebSocket(
    `${baseUrl.replace(/^http/, 'ws')}/ws${options.query ? `?${options.query}` : ''}`,
    {
      headers: options.cookie ? { cookie: options.cookie } : {},
    },
  );
  const received: ServerToClient[] = [];
  const waiters = new Set<() => void>();
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  socket.on('message', (data) => {
    received.push(JSON.parse(String(data)) as ServerToClient);
    for (const wake of waiters) wake();
  });
  const next = (match: (m: ServerToClient) => boolean, timeoutMs = 5000) =>
    new Promise<ServerToClient>((resolve, reject) => {
      const check = () => {
        const found = received.find(match);
        if (!found) return;
        waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`no matching socket message; got ${JSON.stringify(received)}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  if (options.firstMessage) socket.send(JSON.stringify(options.firstMessage));
  const refused = new Promise<never>((_, reject) =>
    socket.once('close', (code) => reject(new Error(`closed with ${code}`))),
  );
  refused.catch(() => {});
  await Promise.race([next((m) => m.type === 'connected'), refused]);
  return {
    socket,
    received,
    next,
    messageIds: () => received.flatMap((m) => (m.type === 'new_message' ? [m.data.message.id] : [])),
    closed,
    close: () =>
      new Promise((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close();
      }),
  };
}
