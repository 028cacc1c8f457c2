// `npm run build`: the web app into WEB_DIR (default dist/web) and the server into dist/server.
import { buildServer } from './build-server.mjs';
import { buildWeb } from './build-web.mjs';

console.log('Building the web app...');
const web = buildWeb({ logLevel: 'info' });
if (web !== 0) process.exit(web);
console.log('Compiling the server...');
process.exit(await buildServer());
