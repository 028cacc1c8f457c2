import { randomInt } from 'node:crypto';

// No 0/O or 1/I: a code read out over the phone or typed from a screenshot stays unambiguous.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A single-use code for one client, e.g. "WELCOME-7K3P9Q". */
export function personalCode(prefix: string): string {
  const stem =
    prefix
      .replace(/[^A-Za-z0-9]/g, '')
      .toUpperCase()
      .slice(0, 10) || 'OFFER';
  let tail = '';
  for (let i = 0; i < 6; i++) tail += ALPHABET[randomInt(ALPHABET.length)];
  return `${stem}-${tail}`;
}
