// `npm start`: build what is older than its sources (the web app with Vite, the server with esbuild), then run
// the compiled server, dist/server/main.js. A production install (`npm ci --omit=dev`) has no build tools: it
// runs the dist/ built before it (`npm run start:prod` does only that). Decision 019.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildWhatIsStale, canBuild, root, serverOutfile } from './build-state.mjs';

process.env.NODE_ENV ??= 'production';
const webDir = path.resolve(root, process.env.WEB_DIR ?? 'dist/web');

if (canBuild()) {
  const status = await buildWhatIsStale(webDir);
  if (status !== 0) process.exit(status);
} else if (!fs.existsSync(path.join(webDir, 'public.html')) || !fs.existsSync(serverOutfile)) {
  console.error(
    'dist/ is not built and the build tools are not installed: run `npm ci && npm run build` first.',
  );
  process.exit(1);
}

// Stack traces name the src/ files and lines (the bundle's source map).
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverOutfile).href);
