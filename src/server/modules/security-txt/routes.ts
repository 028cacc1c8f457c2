import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadConfig } from '../../config';
import { routeSpecs } from '../../core/route-spec';
import { textResponse } from '../../openapi/route-contract';
import { securityTxt } from './security-txt';

const spec = routeSpecs(['operations']);

export function registerSecurityTxtRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/.well-known/security.txt',
    spec({
      access: { public: true },
      operationId: 'getSecurityTxt',
      summary: 'Where to report a vulnerability (RFC 9116): contact, expiry, language, canonical address',
      response: { 200: textResponse('text/plain', 'The security.txt file') },
    }),
    async (_request, reply) =>
      reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        // Read at each request, like PUBLIC_URL everywhere else.
        .send(securityTxt(loadConfig())),
  );
}
