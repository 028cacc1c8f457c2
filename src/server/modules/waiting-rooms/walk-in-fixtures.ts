import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { uniqueClientAddress } from '../../../../tests/support/factories';
import type { QueueView, WaitingRoom } from '../../../contract/waiting-rooms';
import { caller } from '../products/commerce-fixtures';

/** Test-only helpers for the walk-in API tests. */
export function walkIns(app: FastifyInstance) {
  const call = caller(app);
  return {
    call,
    async createRoom(cookie: string, body: Record<string, unknown> = {}): Promise<WaitingRoom> {
      const response = await call('POST', '/api/waiting-rooms', cookie, { name: 'Walk-ins', ...body });
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    },
    /** The public join, from an address of its own unless told (the join limit is per address). */
    join(roomId: number, body: Record<string, unknown> = {}, remoteAddress = uniqueClientAddress()) {
      return app.inject({
        method: 'POST',
        url: `/api/public/waiting-rooms/${roomId}/queue`,
        remoteAddress,
        payload: { clientName: 'Walk In', ...body },
      });
    },
    async joined(roomId: number, clientName: string, body: Record<string, unknown> = {}) {
      const response = await this.join(roomId, { clientName, ...body });
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as { token: string; position: number; estimatedCallTime: string | null };
    },
    async queue(cookie: string, roomId: number): Promise<QueueView> {
      const response = await call('GET', `/api/waiting-rooms/${roomId}/queue`, cookie);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    },
    /** Names in line with their positions, in order: [['Ana', 1], ...]. */
    async line(cookie: string, roomId: number) {
      const view = await this.queue(cookie, roomId);
      return view.entries.map((e) => [e.clientName, e.position, e.status] as const);
    },
    act(cookie: string, roomId: number, entryId: number, action: string) {
      return call('POST', `/api/waiting-rooms/${roomId}/queue/${entryId}/${action}`, cookie, {});
    },
    status(token: string) {
      return app.inject({ method: 'GET', url: `/api/public/queue/${token}` });
    },
  };
}
