/** The real app on PostgreSQL, as `npm start` runs it, minus the per-IP limits (autocannon is one IP). */
import { buildApp } from '../../src/server/app';
import { openDatabase } from '../../src/server/db/client';

const handle = await openDatabase({ driver: 'postgres', url: String(process.env.DATABASE_URL) });
const app = await buildApp({ db: handle.db, rateLimits: false });
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
