import type { FastifyInstance } from 'fastify';

/**
 * The `/ws` endpoint. For now it admits signed-in members and says hello; the chat issue adds
 * rooms, client portal tokens and the LISTEN/NOTIFY fan-out (see ARCHITECTURE.md).
 */
export function registerRealtime(app: FastifyInstance) {
  app.get('/ws', { websocket: true, config: { access: { public: true } } }, (socket, request) => {
    if (!request.auth) {
      socket.close(4401, 'Unauthorized');
      return;
    }
    socket.send(JSON.stringify({ type: 'connected', data: { businessId: request.auth.businessId } }));
  });
}
