import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openTestDatabase } from '../../tests/support/open-test-database';
import { apiErrorBodySchema } from '../contract/errors';
import { buildApp } from './app';
import { loggerOptions } from './logging';

describe('logs', () => {
  it('hold no SQL parameters, constraint details, cookies, bearer tokens or query-string tokens', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const handle = await openTestDatabase();
    const app = await buildApp({ db: handle.db, logger: { ...loggerOptions('info'), stream } });
    app.get(
      '/api/test/failed-insert',
      {
        config: { access: { public: true } },
        schema: {
          operationId: 'testFailedInsert',
          summary: 'Fails like a driver error',
          response: { 200: z.null(), 500: apiErrorBodySchema.describe('Expected here') },
        },
      },
      async () => {
        // What Drizzle throws: the statement and its parameters in the message, the driver's error as cause.
        throw Object.assign(
          new Error(
            'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)\nparams: zoe@example.com,scrypt$16384$secret-hash',
          ),
          {
            cause: Object.assign(new Error('duplicate key'), {
              code: '23505',
              detail: 'Key (email)=(zoe@example.com) already exists.',
            }),
          },
        );
      },
    );
    const response = await app.inject({
      url: '/api/test/failed-insert?token=portal-token-123',
      headers: { cookie: 'fd_session=session-secret-456', authorization: 'Bearer bearer-secret-789' },
    });
    expect(response.statusCode).toBe(500);
    await app.inject({ url: '/api/public/calendar/feed-secret-000.ics' });
    await app.close();
    await handle.close();

    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('23505');
    for (const secret of [
      'zoe@example.com',
      'secret-hash',
      'session-secret-456',
      'bearer-secret-789',
      'portal-token-123',
      'feed-secret-000',
    ]) {
      expect(log, secret).not.toContain(secret);
    }
  });
});
