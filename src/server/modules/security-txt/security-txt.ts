import type { Config } from '../../config';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * RFC 9116's security.txt: where to report a vulnerability. `Expires` is a year from today (midnight UTC, so
 * the file changes once a day): the RFC wants it less than a year ahead and never past, and a file written
 * at each request can't go stale on a server nobody redeploys. The policy is docs/security.md; without a
 * public copy of it (SECURITY_POLICY_URL) a comment names it instead of a Policy field.
 */
export function securityTxt(
  config: Pick<Config, 'publicUrl' | 'securityContact' | 'securityPolicyUrl'>,
  now = new Date(),
): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const expires = new Date(today + 364 * DAY_MS).toISOString().replace('.000Z', 'Z');
  return [
    `Contact: ${config.securityContact}`,
    `Expires: ${expires}`,
    'Preferred-Languages: en',
    `Canonical: ${config.publicUrl}/.well-known/security.txt`,
    config.securityPolicyUrl
      ? `Policy: ${config.securityPolicyUrl}`
      : '# Policy: docs/security.md in the Frontdesk source (how to report, what we answer and when)',
    '',
  ].join('\n');
}
