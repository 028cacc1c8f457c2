import {
  INVALID_ACCESS_CODE,
  PORTAL_EMAIL_TAKEN,
  type PortalSession,
  type PortalSignInInput,
} from '../../../contract/portal';
import { findBusiness } from '../../core/business';
import {
  consumeLinkToken,
  createPortalToken,
  deleteExpiredPortalTokens,
  PORTAL_SESSION_TTL_MS,
  SIGN_IN_LINK_TTL_MS,
} from '../../core/portal-sessions';
import { BUSINESS_NOT_FOUND, findBusinessByRef } from '../../core/public-business';
import type { Database, DbOrTx } from '../../db/client';
import { enqueueEmail } from '../../jobs/outbox';
import { notFound, unauthorized } from '../../lib/http-errors';
import { withEmailConflict } from '../clients';
import { recordConsent } from '../marketing-consent';
import { accessCodeHash, newAccessCode } from './access-code';
import { loadProfile } from './profile';
import {
  countSignInEmailsSince,
  findClientByAccessCodeHash,
  insertPortalClient,
  listClientsByEmail,
} from './repository';

type Profile = {
  name: string;
  email: string;
  phone: string;
  address?: string | null;
  notes?: string | null;
  marketingOptIn?: boolean;
};

type NamedBusiness = { id: number; slug: string; name: string };

/**
 * The business a portal form names (its slug, an old slug, or the number of a business from before slugs:
 * issue 32 F7), with its name and its slug now; null when the ref names none.
 */
async function namedBusiness(db: DbOrTx, ref: string): Promise<NamedBusiness | null> {
  const found = await findBusinessByRef(db, ref);
  if (!found) return null;
  const row = await findBusiness(db, found.id);
  return row ? { id: found.id, slug: found.slug, name: row.name } : null;
}

async function startSession(db: DbOrTx, businessId: number, clientId: number): Promise<PortalSession> {
  const { token, expiresAt } = await createPortalToken(db, {
    businessId,
    clientId,
    kind: 'portal',
    ttlMs: PORTAL_SESSION_TTL_MS,
  });
  return {
    token,
    kind: 'portal',
    expiresAt: expiresAt.toISOString(),
    client: await loadProfile(db, businessId, clientId),
  };
}

/** The link goes by the business's slug now, never its number (issue 32 F7). */
async function emailSignInLink(
  db: DbOrTx,
  input: {
    business: NamedBusiness;
    clientId: number;
    email: string;
    origin: string;
    accessCode?: string;
  },
) {
  const { business } = input;
  const link = await createPortalToken(db, {
    businessId: business.id,
    clientId: input.clientId,
    kind: 'link',
    ttlMs: SIGN_IN_LINK_TTL_MS,
  });
  const url = `${input.origin}/client?business=${encodeURIComponent(business.slug)}&link=${link.token}`;
  const lines = [
    `Hello,`,
    '',
    input.accessCode
      ? `Your personal access code for ${business.name} is: ${input.accessCode}\nKeep it private: it signs you in to your client portal.`
      : `Here is your sign-in link for ${business.name}.`,
    '',
    `Sign in with one click (the link works once, for 7 days): ${url}`,
  ];
  await enqueueEmail(db, {
    kind: 'portal_sign_in',
    businessId: business.id,
    to: input.email,
    subject: `Your client portal at ${business.name}`,
    text: lines.join('\n'),
  });
}

/**
 * New client, access code (shown once, stored hashed), welcome email and session: one transaction. `business`
 * is the ref the form sent (404 when it names no business).
 */
export async function signUp(
  db: Database,
  input: Profile & { business: string },
  origin: string,
): Promise<PortalSession> {
  return withEmailConflict(
    () =>
      db.transaction(async (tx) => {
        const business = await namedBusiness(tx, input.business);
        if (!business) throw notFound(BUSINESS_NOT_FOUND);
        const businessId = business.id;
        const accessCode = newAccessCode();
        const client = await insertPortalClient(tx, {
          businessId,
          name: input.name,
          email: input.email,
          phone: input.phone,
          address: input.address ?? null,
          notes: input.notes ?? null,
          accessCodeHash: accessCodeHash(accessCode),
          accessCodeCreatedAt: new Date(),
        });
        if (!client) throw new Error('insert returned no client');
        if (input.marketingOptIn)
          await recordConsent(tx, { businessId, clientId: client.id, optIn: true, source: 'portal' });
        await emailSignInLink(tx, { business, clientId: client.id, email: input.email, origin, accessCode });
        return { ...(await startSession(tx, businessId, client.id)), accessCode };
      }),
    PORTAL_EMAIL_TAKEN,
  );
}

export async function signIn(db: Database, input: PortalSignInInput): Promise<PortalSession> {
  return db.transaction(async (tx) => {
    // Expired tokens go when met (loadPortalIdentity) and, for the ones never met again, here.
    await deleteExpiredPortalTokens(tx);
    if ('linkToken' in input) {
      const link = await consumeLinkToken(tx, input.linkToken);
      if (!link) throw unauthorized('This sign-in link is invalid or has expired.');
      return startSession(tx, link.businessId, link.clientId);
    }
    const client = await findClientByAccessCodeHash(tx, accessCodeHash(input.accessCode));
    if (!client) throw unauthorized(INVALID_ACCESS_CODE);
    return startSession(tx, client.businessId, client.id);
  });
}

/** Sign-in links one email may be sent in an hour; more requests are answered the same and send nothing. */
export const SIGN_IN_LINKS_PER_HOUR = 5;

/**
 * Same answer whether or not the email is a client here, or the ref names a business at all, so the call can
 * list neither a business's clients nor the businesses. Without a business (the portal opened from the landing
 * page), a link for each business the email is a client of.
 */
export async function requestSignInLink(
  db: Database,
  input: { business?: string; email: string },
  origin: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const sent = await countSignInEmailsSince(tx, input.email, new Date(Date.now() - 60 * 60_000));
    if (sent >= SIGN_IN_LINKS_PER_HOUR) return;
    const business = input.business === undefined ? null : await namedBusiness(tx, input.business);
    if (input.business !== undefined && !business) return;
    const found = await listClientsByEmail(tx, input.email, business?.id);
    for (const client of found) {
      await emailSignInLink(tx, {
        business: { id: client.businessId, slug: client.slug, name: client.name },
        clientId: client.id,
        email: input.email,
        origin,
      });
    }
  });
}
