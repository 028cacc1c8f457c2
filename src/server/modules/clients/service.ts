import {
  CLIENT_EMAIL_TAKEN,
  type ClientDetail,
  type ClientListItem,
  type CreateClient,
  type UpdateClient,
} from '../../../contract/clients';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-errors';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../lib/postgres-errors';
import { centsToDecimal, clientHistory, clientTotalSpentCents } from './history';
import { deleteClientRow, findClient, insertClient, updateClientRow } from './repository';

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

export async function deleteClient(db: Database, businessId: number, id: number) {
  const deleted = await db.transaction((tx) => deleteClientRow(tx, businessId, id));
  if (!deleted) throw clientNotFound();
}

export async function getClientDetail(db: Database, businessId: number, id: number): Promise<ClientDetail> {
  const client = await findClient(db, businessId, id);
  if (!client) throw clientNotFound();
  const [appointments, cents] = await Promise.all([
    clientHistory(db, businessId, id),
    clientTotalSpentCents(db, businessId, id),
  ]);
  return { ...client, totalSpent: centsToDecimal(cents), appointments };
}
