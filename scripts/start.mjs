// `npm start`: build the web app when its sources are newer than the build, then serve everything.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWeb } from './build-web.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.env.NODE_ENV ??= 'production';

function newestMtime(entry) {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const webDir = path.resolve(root, process.env.WEB_DIR ?? 'dist/web');
// public.html is written last (scripts/build-web.mjs).
const built = path.join(webDir, 'public.html');
const builtAt = fs.statSync(built, { throwIfNoEntry: false })?.mtimeMs ?? 0;
const sources = [
  'src/web',
  'src/contract',
  'index.html',
  'public.html',
  'vite.config.ts',
  'package-lock.json',
];
const sourcesAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (sourcesAt > builtAt) {
  console.log('Building the web app...');
  const status = buildWeb({ webDir });
  if (status !== 0) process.exit(status);
}

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'src/server/main.ts'));
