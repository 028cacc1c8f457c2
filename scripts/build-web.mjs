// `npm run build`: the web app into WEB_DIR (default dist/web) in two builds: the app (index.html), then the
// public pages' lighter entry (public.html, `vite build --mode public`; see vite.config.ts).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs both builds; returns the first failing exit status, or 0. */
export function buildWeb({ webDir, logLevel = 'warn' } = {}) {
  const env = webDir ? { ...process.env, WEB_DIR: webDir } : process.env;
  for (const mode of ['production', 'public']) {
    const result = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--mode', mode, '--logLevel', logLevel],
      { cwd: root, stdio: 'inherit', env },
    );
    if (result.status !== 0) return result.status ?? 1;
  }
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(buildWeb({ logLevel: 'info' }));
