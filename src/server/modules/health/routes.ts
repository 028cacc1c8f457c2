import type { FastifyInstance } from 'fastify';

/** Registered once migrations have run, so a 200 means the schema is in place. */
export function registerHealthRoutes(app: FastifyInstance) {
  app.get(
    '/api/health',
    {
      config: {
        access: { public: true },
        docs: { summary: 'Answers ok once migrations ran', tag: 'operations' },
      },
    },
    async () => ({ status: 'ok' }),
  );
}
