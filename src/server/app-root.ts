import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's folder (migrations/, dist/web). This file sits in src/server/ and the compiled server in
 * dist/server/ (the bundle's one file has this module's code inside it), so both are two levels below it.
 */
export const appRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
