import { findBusiness } from '../../core/business';
import { createPortalToken, SIGN_IN_LINK_TTL_MS } from '../../core/portal-sessions';
import type { DbOrTx } from '../../db/client';
import { publicOrigin } from '../../lib/public-url';

/**
 * "Manage your booking" (issue 33): a single-use link in a booking's confirmation that signs the client into
 * the portal of that business (7 days), where they reschedule or cancel. Only ever emailed to the client's
 * own address: a booking page's answer never carries it, since anyone may book with any email.
 */
export async function manageBookingLink(
  db: DbOrTx,
  who: { businessId: number; clientId: number },
): Promise<string | null> {
  const business = await findBusiness(db, who.businessId);
  if (!business) return null;
  const { token } = await createPortalToken(db, { ...who, kind: 'link', ttlMs: SIGN_IN_LINK_TTL_MS });
  return `${publicOrigin()}/client?business=${encodeURIComponent(business.slug)}&link=${token}`;
}

/** The confirmation's line with the link. */
export const manageLine = (url: string) =>
  `Need to change it? Manage your booking (reschedule or cancel; the link signs you in once, for 7 days): ${url}`;
