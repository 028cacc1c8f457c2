import net from 'node:net';

/**
 * Who may say where a request came from (TRUST_PROXY). Fastify (proxy-addr) walks `X-Forwarded-For` from the
 * right, past the addresses it trusts, and takes the first it doesn't as the client's: so the proxies' own
 * addresses or ranges. Never "any": a client would then pick its own address in the header and walk past every
 * per-address limit and the login throttle. Nor a hop count: it can't tell the proxy from a client that reaches
 * the server directly with a header of its own (Fastify 5.12 ignores one for that reason).
 */
export type TrustedProxies = false | string[];

/** proxy-addr's names for address ranges. */
const RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export const TRUST_PROXY_HELP = "name the proxies' addresses or CIDRs (e.g. 127.0.0.1,10.0.0.0/8)";

function validEntry(entry: string): boolean {
  if (RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** The setting's value read, or the reason it can't be. */
export function parseTrustedProxies(value: string): { proxies: TrustedProxies } | { error: string } {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === 'no') return { proxies: false };
  if (text === 'true' || text === 'yes') {
    return { error: `"${value}" would believe any client's X-Forwarded-For: ${TRUST_PROXY_HELP}` };
  }
  if (/^\d+$/.test(text)) {
    return {
      error: `a count of proxies would believe a client that reaches the server directly: ${TRUST_PROXY_HELP}`,
    };
  }
  const entries = text.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !validEntry(entry));
  if (bad.length > 0)
    return { error: `${bad.map((b) => `"${b}"`).join(', ')} is not an address or CIDR: ${TRUST_PROXY_HELP}` };
  return { proxies: entries };
}
