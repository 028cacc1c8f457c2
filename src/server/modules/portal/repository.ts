import { and, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { hasFeature, type SubscriptionStatusName, type SubscriptionTierName } from '../../../contract/plans';
import type { PortalBusiness, PortalSettings } from '../../../contract/portal';
import { findBusiness } from '../../core/business';
import { findBusinessByRef } from '../../core/public-business';
import type { Database, DbOrTx } from '../../db/client';
import {
  type Appointment,
  appointments,
  businesses,
  chatRooms,
  clients,
  type NewClient,
  outbox,
  services,
} from '../../db/schema/index';
import { idInTenant, inTenant } from '../../db/tenant';
import { clientTotals } from '../clients';
import { consentColumns } from '../marketing-consent';

/**
 * What the portal and the chat widget show before sign-in, for the business a public link names (its slug,
 * an old slug, or the number of a business from before slugs: issue 32 F7); undefined when it names none.
 * Unlisted businesses answer too: the portal is the business's own link for its clients, like its booking link.
 */
export async function findPortalBusiness(db: DbOrTx, ref: string): Promise<PortalBusiness | undefined> {
  const found = await findBusinessByRef(db, ref);
  if (!found) return undefined;
  const b = await findBusiness(db, found.id);
  if (!b) return undefined;
  const plan = {
    subscriptionTier: b.subscriptionTier as SubscriptionTierName,
    subscriptionStatus: b.subscriptionStatus as SubscriptionStatusName,
  };
  return {
    id: b.id,
    slug: b.slug,
    name: b.name,
    chatEnabled: hasFeature(plan, 'chat'),
    cancellationCutoffHours: b.cancellationCutoffHours,
  };
}

export async function getPortalSettings(db: DbOrTx, businessId: number): Promise<PortalSettings | undefined> {
  const [b] = await db
    .select({ cancellationCutoffHours: businesses.cancellationCutoffHours })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return b;
}

export async function setPortalSettings(
  db: Database,
  businessId: number,
  input: PortalSettings,
): Promise<PortalSettings | undefined> {
  const [b] = await db.transaction((tx) =>
    tx
      .update(businesses)
      .set(input)
      .where(eq(businesses.id, businessId))
      .returning({ cancellationCutoffHours: businesses.cancellationCutoffHours }),
  );
  return b;
}

// Clients and sign-in

/** Adds the client; their id. */
export async function insertPortalClient(tx: DbOrTx, values: NewClient) {
  const [client] = await tx.insert(clients).values(values).returning({ id: clients.id });
  return client;
}

/** The client (of any business) whose access code hashes to this. */
export async function findClientByAccessCodeHash(tx: DbOrTx, codeHash: string) {
  const [client] = await tx
    .select({ id: clients.id, businessId: clients.businessId })
    .from(clients)
    .where(eq(clients.accessCodeHash, codeHash))
    .limit(1);
  return client;
}

/** How many sign-in emails to this address were queued since `since`. */
export async function countSignInEmailsSince(tx: DbOrTx, email: string, since: Date): Promise<number> {
  const [sent] = await tx
    .select({ n: count() })
    .from(outbox)
    .where(and(eq(outbox.kind, 'portal_sign_in'), eq(outbox.recipient, email), gt(outbox.createdAt, since)));
  return sent?.n ?? 0;
}

/** Up to 10 clients with this email, with their business's slug and name: at that business, or at any. */
export async function listClientsByEmail(tx: DbOrTx, email: string, businessId: number | undefined) {
  return tx
    .select({ id: clients.id, businessId: businesses.id, slug: businesses.slug, name: businesses.name })
    .from(clients)
    .innerJoin(businesses, eq(businesses.id, clients.businessId))
    .where(
      and(
        eq(clients.email, email),
        businessId !== undefined ? eq(clients.businessId, businessId) : undefined,
      ),
    )
    .orderBy(clients.id)
    .limit(10);
}

/** The business's client with this email, added with this name when there is none; their id. */
export async function insertOrFindClientByEmail(
  tx: DbOrTx,
  businessId: number,
  input: { name: string; email: string },
) {
  // Insert-or-find in one statement, so two widgets with one email can't race into a duplicate.
  await tx
    .insert(clients)
    .values({ businessId, name: input.name, email: input.email })
    .onConflictDoNothing({ target: [clients.businessId, clients.email] });
  const [client] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(and(inTenant(clients, businessId), eq(clients.email, input.email)));
  return client;
}

// Chat rooms

/** Marks the business's room verified if it is this client's; the room, or undefined when it is not. */
export async function verifyClientRoom(tx: DbOrTx, businessId: number, roomId: number, clientId: number) {
  const [room] = await tx
    .update(chatRooms)
    .set({ verified: true })
    .where(and(idInTenant(chatRooms, roomId, businessId), eq(chatRooms.clientId, clientId)))
    .returning();
  return room;
}

// Appointments

type ClientRef = { businessId: number; clientId: number };

/**
 * The client's appointments at the business (or the one with this id), with their service: a query the caller
 * finishes (order, limit, lock).
 */
export function selectForClient(db: DbOrTx, who: ClientRef, appointmentId?: number) {
  return db
    .select({
      a: appointments,
      service: {
        name: services.name,
        duration: services.duration,
        // The price it was booked at; older rows fall back to the service's price today.
        price: sql<string>`coalesce(${appointments.price}, ${services.price})`,
      },
      offered: services.isActive,
      staffActive: sql<boolean>`exists (select 1 from staff s where s.id = ${appointments.staffId} and s.is_active and s.removed_at is null)`,
    })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .where(
      and(
        inTenant(appointments, who.businessId),
        eq(appointments.clientId, who.clientId),
        appointmentId === undefined ? undefined : eq(appointments.id, appointmentId),
      ),
    );
}

export type ClientAppointmentRow = Awaited<ReturnType<typeof selectForClient>>[number];

/** The client's last 1000 appointments, the latest start first. */
export async function listClientAppointmentRows(db: DbOrTx, who: ClientRef) {
  return selectForClient(db, who).orderBy(desc(appointments.startsAt)).limit(1000);
}

/** The client's appointment with this id. */
export async function findClientAppointment(db: DbOrTx, who: ClientRef, appointmentId: number) {
  const [row] = await selectForClient(db, who, appointmentId).limit(1);
  return row;
}

/** The client's appointment with this id, its row locked for the rest of the transaction. */
export async function lockClientAppointment(tx: DbOrTx, who: ClientRef, appointmentId: number) {
  const [row] = await selectForClient(tx, who, appointmentId).for('update', { of: appointments });
  return row;
}

/**
 * Cancels the business's appointment, or, when it is one service of a visit (booked together), every one of
 * the visit's services still in `openStatuses`; the dates of those cancelled.
 */
export async function cancelAppointmentOrVisit(
  tx: DbOrTx,
  businessId: number,
  appointment: Pick<Appointment, 'id' | 'visitId'>,
  openStatuses: readonly Appointment['status'][],
) {
  return tx
    .update(appointments)
    .set({ status: 'cancelled', updatedAt: sql`now()` })
    .where(
      and(
        inTenant(appointments, businessId),
        appointment.visitId === null
          ? eq(appointments.id, appointment.id)
          : and(
              eq(appointments.visitId, appointment.visitId),
              inArray(appointments.status, [...openStatuses]),
            ),
      ),
    )
    .returning({ date: appointments.date });
}

/** The client's own record as the portal shows it: contact details, consent, totals and the business's name. */
export async function findProfileRow(db: DbOrTx, businessId: number, clientId: number) {
  const [row] = await db
    .select({
      id: clients.id,
      name: clients.name,
      email: clients.email,
      phone: clients.phone,
      address: clients.address,
      notes: clients.notes,
      createdAt: clients.createdAt,
      ...consentColumns,
      ...clientTotals,
      businessName: businesses.name,
      businessSlug: businesses.slug,
    })
    .from(clients)
    .innerJoin(businesses, eq(businesses.id, clients.businessId))
    .where(idInTenant(clients, clientId, businessId))
    .limit(1);
  return row;
}
