import type { FastifyRequest } from 'fastify';
import { badRequest, notFound } from './http-errors';

// C0 controls other than tab, line feed and carriage return, and DEL. U+0000 can't be stored in PostgreSQL text
// at all; the others have no place in names, notes or searches and confuse whatever reads them later.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's purpose.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTER_MESSAGE = 'Text must not contain control characters';

/** The path of the first string holding a control character (keys included), or null. */
export function findControlCharacter(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path : null;
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, child] of Object.entries(value)) {
    if (CONTROL.test(key)) return [...path, key];
    const found = findControlCharacter(child, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Refuses control characters in the body and query (400 with the field) and in the path (404, as for any id
 * that names nothing), on every route, before its own validation.
 */
export async function refuseControlCharacters(request: FastifyRequest): Promise<void> {
  // Only what the route reads: a query parameter it doesn't declare is ignored like any other.
  const schema = request.routeOptions.schema;
  if (!schema) return;
  if (schema.params && findControlCharacter(request.params)) throw notFound();
  for (const part of [schema.querystring ? request.query : null, schema.body ? request.body : null]) {
    const path = findControlCharacter(part);
    if (path) {
      const field = path.join('.');
      throw badRequest(CONTROL_CHARACTER_MESSAGE, [{ path: field, message: CONTROL_CHARACTER_MESSAGE }]);
    }
  }
}
