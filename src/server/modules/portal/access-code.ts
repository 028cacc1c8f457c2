import { randomBytes } from 'node:crypto';
import { hashSecret } from '../../core/portal-sessions';

/** 128 random bits as 8 groups of 4 hex digits, easy to read aloud and type. */
export function newAccessCode(): string {
  return (randomBytes(16).toString('hex').match(/.{4}/g) ?? []).join('-');
}

/** Case, spaces and dashes don't matter when typing it back. */
export function accessCodeHash(code: string): string {
  return hashSecret(code.toLowerCase().replace(/[^0-9a-f]/g, ''));
}
