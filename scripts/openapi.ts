// `npm run openapi`: writes docs/openapi.json from the routes; a test fails when the committed copy drifts.
import fs from 'node:fs';
import { buildApp } from '../src/server/app';
import { openDatabase } from '../src/server/db/client';

const handle = await openDatabase({ driver: 'pglite' });
const app = await buildApp({ db: handle.db });
const response = await app.inject({ url: '/api/docs/openapi.json' });
fs.writeFileSync('docs/openapi.json', `${JSON.stringify(response.json(), null, 2)}\n`);
await app.close();
await handle.close();
console.log('wrote docs/openapi.json');
