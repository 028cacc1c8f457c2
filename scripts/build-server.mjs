// The server compiled to JavaScript: src/server/main.ts and everything it imports from src/ bundled by esbuild
// into dist/server/main.js (with a source map); packages stay imports, resolved from node_modules at run time,
// so a production install needs only the `dependencies`, and the build fails when the server imports a package
// that is not one of them. Decision 019.
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { root, serverOutfile } from './build-state.mjs';

/** `pg/lib/x` → `pg`, `@scope/name/x` → `@scope/name`. */
function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Compiles the server; returns 0, or 1 after saying what failed. */
export async function buildServer() {
  const esbuild = await import('esbuild');
  let result;
  try {
    result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: ['src/server/main.ts'],
      outdir: path.dirname(serverOutfile),
      entryNames: '[name]',
      // Code main.ts imports only when configured (Stripe, Twilio, SMTP) is a chunk of its own, loaded then.
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      // Stack traces name src/ files and lines (node --enable-source-maps, or scripts/start.mjs).
      sourcemap: true,
      sourcesContent: false,
      legalComments: 'none',
      metafile: true,
      logLevel: 'warning',
    });
  } catch {
    return 1; // esbuild printed the errors
  }
  // Chunks of earlier builds go; a running server may still load its own until then, so they are not removed first.
  const outputs = new Set(Object.keys(result.metafile.outputs).map((file) => path.resolve(root, file)));
  const chunks = path.join(path.dirname(serverOutfile), 'chunks');
  for (const file of fs.existsSync(chunks) ? fs.readdirSync(chunks) : []) {
    if (!outputs.has(path.join(chunks, file))) fs.rmSync(path.join(chunks, file));
  }
  const { dependencies } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const builtin = new Set(builtinModules);
  const missing = new Set();
  for (const input of Object.values(result.metafile.inputs)) {
    for (const { path: specifier, external } of input.imports) {
      if (!external || specifier.startsWith('node:') || builtin.has(specifier)) continue;
      if (!(packageOf(specifier) in dependencies)) missing.add(packageOf(specifier));
    }
  }
  if (missing.size > 0) {
    console.error(
      `The server imports packages that are not in package.json's dependencies (a production install lacks them): ${[...missing].join(', ')}`,
    );
    return 1;
  }
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await buildServer());
