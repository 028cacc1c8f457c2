// `node --import tsx scripts/public-bundles.mjs [WEB_DIR]`: the gzipped JavaScript each public page loads before its first
// interaction (the entry, the page's own chunk and everything they import statically), read from the build's
// manifest. Sizes are deterministic, so a test can hold them to budgets.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { PUBLIC_PAGES } from '../src/server/web-pages.ts';

/** Each public page the server knows (the landing page included), by its lazily loaded module. */
export const PUBLIC_PAGE_MODULES = Object.fromEntries(
  PUBLIC_PAGES.map(({ page, module }) => [page, [module]]),
);

export function publicPageBytes(webDir) {
  // The public entry's build (`vite build --mode public`) when there is one, else the app's.
  const publicManifest = path.join(webDir, '.vite/public-manifest.json');
  const file = fs.existsSync(publicManifest) ? publicManifest : path.join(webDir, '.vite/manifest.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const gzipped = (file) => zlib.gzipSync(fs.readFileSync(path.join(webDir, file)), { level: 9 }).length;
  const closure = (keys) => {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return [...seen];
  };
  return Object.fromEntries(
    Object.entries(PUBLIC_PAGE_MODULES).map(([page, modules]) => {
      // A page the build doesn't know (moved, renamed) must not pass as weighing nothing.
      for (const module of modules) if (!manifest[module]) throw new Error(`${module} is not in ${file}`);
      const files = closure([entry, ...modules]).map((key) => manifest[key].file);
      return [page, files.reduce((sum, file) => sum + gzipped(file), 0)];
    }),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const webDir = path.resolve(process.argv[2] ?? 'dist/web');
  for (const [page, bytes] of Object.entries(publicPageBytes(webDir)))
    console.log(`${page.padEnd(16)} ${(bytes / 1024).toFixed(1).padStart(7)} KiB gzipped`);
}
