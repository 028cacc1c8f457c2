import type { FastifyInstance } from 'fastify';
import { WS_CLOSE_SERVICE_RESTART } from '../../contract/chat';

/**
 * Closes every socket of this instance, chat and queue alike, with 1012 (Service Restart): their clients
 * reconnect (to another instance, when this one is stopping) and catch up on what they missed. Used by a stop
 * (drain.ts) and by the NOTIFY listener back from a drop (socket.ts).
 */
export function closeEverySocket(app: FastifyInstance, reason: string): number {
  let closed = 0;
  for (const socket of app.websocketServer?.clients ?? []) {
    socket.close(WS_CLOSE_SERVICE_RESTART, reason);
    closed += 1;
  }
  return closed;
}
