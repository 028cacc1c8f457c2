import type { FastifyRequest } from 'fastify';
import { badRequest, notFound } from './http-errors';

// C0 controls other than tab, line feed and carriage return, and DEL. U+0000 can't be stored in PostgreSQL text
// at all; the others have no place in names, notes or searches and confuse whatever reads them later.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's purpose.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

// Half of a surrogate pair: a high one not followed by a low one, or a low one not after a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const CONTROL_CHARACTER_MESSAGE = 'Text must not contain control characters';
export const BROKEN_UNICODE_MESSAGE = 'Text must be valid Unicode';

/** Why a string can't be stored as text: a control character, or a lone surrogate (`\ud800`), or null. */
function problemWith(text: string): string | null {
  if (CONTROL.test(text)) return CONTROL_CHARACTER_MESSAGE;
  // JSON may carry half of a surrogate pair; PostgreSQL refuses it in jsonb, and no text means it.
  if (LONE_SURROGATE.test(text)) return BROKEN_UNICODE_MESSAGE;
  return null;
}

/** The path of the first string that can't be stored as text (keys included), and why; or null. */
export function findBadText(
  value: unknown,
  path: string[] = [],
  depth = 0,
): { path: string[]; message: string } | null {
  if (typeof value === 'string') {
    const message = problemWith(value);
    return message ? { path, message } : null;
  }
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  // A file's bytes (an uploaded image) are not text.
  if (value instanceof Uint8Array) return null;
  for (const [key, child] of Object.entries(value)) {
    const message = problemWith(key);
    if (message) return { path: [...path, key], message };
    const found = findBadText(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses control characters and lone surrogates in the body and query (400 with the field) and in the path (404, as for any id
 * that names nothing), on every route, before its own validation.
 */
export async function refuseControlCharacters(request: FastifyRequest): Promise<void> {
  // Only what the route reads: a query parameter it doesn't declare is ignored like any other.
  const schema = request.routeOptions.schema;
  if (!schema) return;
  if (schema.params && findBadText(request.params)) throw notFound();
  for (const part of [schema.querystring ? request.query : null, schema.body ? request.body : null]) {
    const bad = findBadText(part);
    if (bad) throw badRequest(bad.message, [{ path: bad.path.join('.'), message: bad.message }]);
  }
}
