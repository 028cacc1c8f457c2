import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Runs `node args...` (a script of this repository) with `env`, and answers its exit code and its output. */
export function runNode(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr.on('data', (chunk) => {
    output += String(chunk);
  });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

/**
 * A built web app in `dir/web`, newer than the sources, so scripts/start.mjs doesn't build one
 * (scripts/build-state.mjs): for tests that start the server and need no pages. Answers the folder.
 */
export function stubBuiltWebDir(dir: string): string {
  const webDir = path.join(dir, 'web');
  fs.mkdirSync(webDir, { recursive: true });
  for (const file of ['index.html', 'public.html'])
    fs.writeFileSync(path.join(webDir, file), '<!doctype html><title>Frontdesk</title>');
  return webDir;
}
