import {
  CLIENT_EMAIL_TAKEN,
  type ClientDetail,
  type ClientListItem,
  type CreateClient,
  type UpdateClient,
} from '../../../contract/clients';
import { toDecimal } from '../../../contract/money';
import { recordAudit } from '../../core/audit';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../lib/postgres-errors';
import { findConsent } from '../marketing-consent';
import { clientHistory, clientTotalSpentCents } from './history-repository';
import {
  type ClientListOptions,
  countClientAppointments,
  deleteClientRow,
  findClient,
  insertClient,
  listClients,
  updateClientRow,
} from './repository';
import { clientScope } from './scope';

type Member = Parameters<typeof clientScope>[1];

export const clientNotFound = () => notFound('Client not found');

/** The unique (business, email) index turns a duplicate into 409, also when two requests race. */
export async function withEmailConflict<T>(
  write: () => Promise<T>,
  message = CLIENT_EMAIL_TAKEN,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw conflict(message);
    throw error;
  }
}

export async function createClient(db: Database, businessId: number, input: CreateClient) {
  const id = await withEmailConflict(() => db.transaction((tx) => insertClient(tx, businessId, input)));
  return (await findClient(db, businessId, id)) as ClientListItem;
}

export async function updateClient(db: Database, businessId: number, id: number, input: UpdateClient) {
  const found = await withEmailConflict(() =>
    db.transaction((tx) => updateClientRow(tx, businessId, id, input)),
  );
  const client = found ? await findClient(db, businessId, id) : undefined;
  if (!client) throw clientNotFound();
  return client;
}

/**
 * Its appointments go with it (the foreign key cascades). The audit line keeps the name and how many
 * appointments went, not the contact details: a delete may be the client's own request to be forgotten.
 */
export async function deleteClient(db: Database, businessId: number, id: number) {
  await db.transaction(async (tx) => {
    const appointmentCount = await countClientAppointments(tx, businessId, id);
    const deleted = await deleteClientRow(tx, businessId, id);
    if (!deleted) throw clientNotFound();
    await recordAudit(tx, {
      businessId,
      action: 'client.deleted',
      target: { type: 'client', id: deleted.id, label: deleted.name },
      before: { name: deleted.name, appointments: appointmentCount },
    });
  });
}

/** The clients this member may see (contractors: their own appointments' clients), searched and paged. */
export async function listMemberClients(db: Database, member: Member, options: ClientListOptions) {
  return listClients(db, await clientScope(db, member), options);
}

export async function getClientDetail(db: Database, member: Member, id: number): Promise<ClientDetail> {
  const scope = await clientScope(db, member);
  const client = await findClient(db, scope, id);
  if (!client) throw clientNotFound();
  const [appointments, cents, consent] = await Promise.all([
    clientHistory(db, scope, id),
    clientTotalSpentCents(db, scope, id),
    findConsent(db, member.businessId, id),
  ]);
  if (!consent) throw clientNotFound();
  return { ...client, ...consent, totalSpent: toDecimal(cents), appointments };
}
