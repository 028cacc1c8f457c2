import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { hashSecret } from '../../lib/secret-hash';

const ISSUER = 'Frontdesk';
/** One 30-second step either side, for a phone's clock a little off. */
const TOLERANCE_SECONDS = 30;
const PERIOD_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export async function totpSetupOf(secret: string, email: string) {
  const otpauthUrl = generateURI({ issuer: ISSUER, label: email, secret });
  const qrCodeSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl, qrCodeSvg };
}

/**
 * The 30-second step a six-digit code belongs to, if it is right for this secret now and newer than the
 * last one accepted (a code works once); null otherwise.
 */
export async function verifyTotp(
  secret: string,
  code: string,
  lastTimeStep: number | null,
  now = Date.now(),
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastTimeStep !== null ? { afterTimeStep: lastTimeStep } : {}),
  }).catch(() => ({ valid: false as const }));
  // The step the code matched: this step, or one either side (delta).
  return result.valid ? Math.floor(now / 1000 / PERIOD_SECONDS) + result.delta : null;
}

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code as shown: `xxxxx-xxxxx` from 31 letters and digits nobody confuses (about 50 bits). */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** A recovery code's hash, however it was typed (with or without its dash, any case). */
export function recoveryCodeHash(code: string): string {
  return hashSecret(code.replace(/[\s-]/g, '').toLowerCase());
}
