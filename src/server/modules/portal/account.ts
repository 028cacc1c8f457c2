import { and, eq } from 'drizzle-orm';
import {
  INVALID_ACCESS_CODE,
  PORTAL_EMAIL_TAKEN,
  type PortalSession,
  type PortalSignInInput,
} from '../../../contract/portal';
import type { Database, DbOrTx } from '../../db/client';
import { businesses, clients } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';
import { enqueueEmail } from '../../jobs/outbox';
import { notFound, unauthorized } from '../../lib/http-errors';
import { withEmailConflict } from '../clients/service';
import { recordConsent } from '../marketing-consent/consent';
import { accessCodeHash, newAccessCode } from './access-code';
import { loadProfile } from './profile';
import {
  consumeLinkToken,
  createPortalToken,
  deleteExpiredPortalTokens,
  PORTAL_SESSION_TTL_MS,
  SIGN_IN_LINK_TTL_MS,
} from './session-store';

type Profile = {
  name: string;
  email: string;
  phone: string;
  address?: string | null;
  notes?: string | null;
  marketingOptIn?: boolean;
};

export async function businessName(db: DbOrTx, businessId: number) {
  const [row] = await db
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  if (!row) throw notFound('Business not found');
  return row.name;
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

async function emailSignInLink(
  db: DbOrTx,
  input: {
    businessId: number;
    clientId: number;
    email: string;
    origin: string;
    business: string;
    accessCode?: string;
  },
) {
  const link = await createPortalToken(db, { ...input, kind: 'link', ttlMs: SIGN_IN_LINK_TTL_MS });
  const url = `${input.origin}/client?business=${input.businessId}&link=${link.token}`;
  const lines = [
    `Hello,`,
    '',
    input.accessCode
      ? `Your personal access code for ${input.business} is: ${input.accessCode}\nKeep it private: it signs you in to your client portal.`
      : `Here is your sign-in link for ${input.business}.`,
    '',
    `Sign in with one click (the link works once, for 7 days): ${url}`,
  ];
  await enqueueEmail(db, {
    kind: 'portal_sign_in',
    businessId: input.businessId,
    to: input.email,
    subject: `Your client portal at ${input.business}`,
    text: lines.join('\n'),
  });
}

/** New client, access code (shown once, stored hashed), welcome email and session: one transaction. */
export async function signUp(
  db: Database,
  input: Profile & { businessId: number },
  origin: string,
): Promise<PortalSession> {
  return withEmailConflict(
    () =>
      db.transaction(async (tx) => {
        const business = await businessName(tx, input.businessId);
        const accessCode = newAccessCode();
        const [client] = await tx
          .insert(clients)
          .values({
            businessId: input.businessId,
            name: input.name,
            email: input.email,
            phone: input.phone,
            address: input.address ?? null,
            notes: input.notes ?? null,
            accessCodeHash: accessCodeHash(accessCode),
            accessCodeCreatedAt: new Date(),
          })
          .returning({ id: clients.id });
        if (!client) throw new Error('insert returned no client');
        if (input.marketingOptIn)
          await recordConsent(tx, {
            businessId: input.businessId,
            clientId: client.id,
            optIn: true,
            source: 'portal',
          });
        await emailSignInLink(tx, { ...input, clientId: client.id, origin, business, accessCode });
        return { ...(await startSession(tx, input.businessId, client.id)), accessCode };
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
    const [client] = await tx
      .select({ id: clients.id, businessId: clients.businessId })
      .from(clients)
      .where(eq(clients.accessCodeHash, accessCodeHash(input.accessCode)))
      .limit(1);
    if (!client) throw unauthorized(INVALID_ACCESS_CODE);
    return startSession(tx, client.businessId, client.id);
  });
}

/** Same answer whether or not the email is a client here, so the call can't list a business's clients. */
export async function requestSignInLink(
  db: Database,
  input: { businessId: number; email: string },
  origin: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: clients.id, businessName: businesses.name })
      .from(clients)
      .innerJoin(businesses, eq(businesses.id, clients.businessId))
      .where(and(inTenant(clients, input.businessId), eq(clients.email, input.email)))
      .limit(1);
    if (!client) return;
    await emailSignInLink(tx, {
      businessId: input.businessId,
      clientId: client.id,
      email: input.email,
      origin,
      business: client.businessName,
    });
  });
}
