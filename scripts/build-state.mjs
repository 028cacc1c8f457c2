// Whether dist/ is older than its sources: scripts/start.mjs builds only then, and so does the production
// install check. Modification times, newest file of each source folder against the build's last file.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverOutfile = path.join(root, 'dist/server/main.js');

function newestMtime(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** True when `built` is missing or older than any of `sources` (files or folders, relative to the root). */
function stale(built, sources) {
  const builtAt = fs.statSync(built, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return Math.max(...sources.map((s) => newestMtime(path.join(root, s)))) > builtAt;
}

/** The web build in `webDir`: public.html is written last (scripts/build-web.mjs). */
export function webIsStale(webDir) {
  return stale(path.join(webDir, 'public.html'), [
    'src/web',
    'src/contract',
    'index.html',
    'public.html',
    'vite.config.ts',
    'package-lock.json',
  ]);
}

export function serverIsStale() {
  return stale(serverOutfile, [
    'src/server',
    'src/contract',
    'package-lock.json',
    'scripts/build-server.mjs',
  ]);
}

/** The build tools are dev dependencies: a production install (`npm ci --omit=dev`) runs a dist/ built before. */
export function canBuild() {
  return ['vite', 'esbuild'].every((name) => fs.existsSync(path.join(root, 'node_modules', name)));
}

/** Builds what is stale, saying what it does; returns 0 or the failing build's status. */
export async function buildWhatIsStale(webDir) {
  if (webIsStale(webDir)) {
    console.log('Building the web app (several seconds, only when its sources changed)...');
    const { buildWeb } = await import('./build-web.mjs');
    const status = buildWeb({ webDir });
    if (status !== 0) return status;
  }
  if (serverIsStale()) {
    console.log('Compiling the server...');
    const { buildServer } = await import('./build-server.mjs');
    return buildServer();
  }
  return 0;
}
