import { randomBytes } from 'node:crypto';
import {
  ALREADY_VERIFIED,
  EMAIL_VERIFICATION_STALE,
  EMAIL_VERIFICATION_USED,
  NO_BUSINESS_EMAIL,
} from '../../../contract/directory';
import { findBusiness } from '../../core/business';
import type { Database } from '../../db/client';
import type { Business } from '../../db/schema/index';
import { enqueueEmail } from '../../jobs/outbox';
import { conflict, HttpError, notFound } from '../../lib/http-errors';
import { publicOrigin } from '../../lib/public-url';
import { hashSecret } from '../../lib/secret-hash';
import {
  claimEmailVerification,
  insertEmailVerification,
  markEmailVerified,
  retireOpenVerifications,
} from './repository';

export const VERIFICATION_HOURS = 48;
const HOUR_MS = 3_600_000;
const gone = (message: string) => new HttpError(410, message);

/** Verified while the business still uses the address that was confirmed (letter case aside). */
export function isEmailVerified(b: Pick<Business, 'email' | 'verifiedEmail'>): boolean {
  return Boolean(b.email && b.verifiedEmail && b.email.toLowerCase() === b.verifiedEmail.toLowerCase());
}

/**
 * Emails a single-use link to the business email; whoever reads that inbox confirms it on
 * /verify-business-email. A new link replaces the ones sent before. Answers where it went.
 */
export async function sendEmailVerification(
  db: Database,
  businessId: number,
  now = new Date(),
): Promise<{ email: string; expiresAt: string }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + VERIFICATION_HOURS * HOUR_MS);
  return db.transaction(async (tx) => {
    const business = await findBusiness(tx, businessId, true);
    if (!business) throw notFound('Business not found');
    if (!business.email) throw conflict(NO_BUSINESS_EMAIL);
    if (isEmailVerified(business)) throw conflict(ALREADY_VERIFIED);
    await retireOpenVerifications(tx, businessId, now);
    await insertEmailVerification(tx, {
      businessId,
      email: business.email,
      tokenHash: hashSecret(token),
      expiresAt,
    });
    const link = `${publicOrigin()}/verify-business-email?token=${token}`;
    await enqueueEmail(tx, {
      kind: 'business_email_verification',
      businessId,
      to: business.email,
      subject: `Confirm the email address of ${business.name}`,
      text: [
        'Hello,',
        '',
        `${business.name} gave this address as its business email on Frontdesk. Confirm it, and the business shows as verified in the directory.`,
        '',
        `Confirm the address (the link works once, for ${VERIFICATION_HOURS} hours): ${link}`,
        '',
        'If you did not expect this email, ignore it: nothing changes.',
      ].join('\n'),
    });
    return { email: business.email, expiresAt: expiresAt.toISOString() };
  });
}

/** Uses the link once: the business is verified if it still uses the address the link went to. */
export async function confirmEmailVerification(
  db: Database,
  token: string,
  now = new Date(),
): Promise<{ businessName: string; email: string }> {
  return db.transaction(async (tx) => {
    const claimed = await claimEmailVerification(tx, hashSecret(token), now);
    if (!claimed) throw gone(EMAIL_VERIFICATION_USED);
    const business = await findBusiness(tx, claimed.businessId, true);
    if (!business) throw gone(EMAIL_VERIFICATION_USED);
    if (business.email?.toLowerCase() !== claimed.email.toLowerCase()) throw gone(EMAIL_VERIFICATION_STALE);
    await markEmailVerified(tx, business.id, claimed.email, now);
    return { businessName: business.name, email: claimed.email };
  });
}
