import { createHash } from 'node:crypto';

/**
 * SHA-256 (base64url) of a random secret handed to someone once (session and portal tokens, API tokens,
 * invitation links, card-form secrets): tables keep only this, so a leaked table signs nobody in.
 */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}
