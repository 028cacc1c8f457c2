// `npm test`'s first step: dist/web and dist/server built when older than their sources, once for every tier
// after it (the budgets, the production install, the browser tests' server, `npm start` in the API tests).
import path from 'node:path';
import { buildWhatIsStale, root } from './build-state.mjs';

const status = await buildWhatIsStale(path.join(root, 'dist/web'));
if (status === 0) console.log('dist/ is built.');
process.exit(status);
