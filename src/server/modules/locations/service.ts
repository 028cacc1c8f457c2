import {
  type CreateLocationInput,
  LOCATION_NAME_TAKEN,
  LOCATION_NOT_FOUND,
  type Location,
  type UpdateLocationInput,
} from '../../../contract/locations';
import { businessTimezone } from '../../core/timezone';
import type { Database, DbOrTx } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/http-errors';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../lib/postgres-errors';
import { relocalizeAppointments } from '../availability';
import {
  activeLocationIds,
  countUpcomingAt,
  findLocation,
  forgetLocation,
  insertLocation,
  listLocationRows,
  lockLocation,
  nameTaken,
  updateLocationRow,
} from './repository';

export const listLocations = (db: DbOrTx, businessId: number) => listLocationRows(db, businessId);

/** Two writes of one name can both pass the check: the unique index decides, as 409. */
async function asNameConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw conflict(LOCATION_NAME_TAKEN);
    throw error;
  }
}

export async function createLocation(db: Database, businessId: number, input: CreateLocationInput) {
  const id = await asNameConflict(() =>
    db.transaction(async (tx) => {
      if (await nameTaken(tx, businessId, input.name)) throw conflict(LOCATION_NAME_TAKEN);
      return insertLocation(tx, {
        businessId,
        name: input.name,
        address: input.address ?? null,
        city: input.city ?? null,
        state: input.state ?? null,
        zipCode: input.zipCode ?? null,
        country: input.country ?? 'US',
        phone: input.phone ?? null,
        email: input.email ?? null,
        // A new location keeps the business's time unless told otherwise.
        timezone: input.timezone ?? (await businessTimezone(tx, businessId)),
        businessHours: input.businessHours ?? null,
        isActive: input.isActive ?? true,
      });
    }),
  );
  return (await findLocation(db, businessId, id)) as Location;
}

/**
 * Edits a location. Deactivating one with appointments still to come there is refused (409, with how many);
 * otherwise it leaves the staff and services that named it, and the booking page stops offering it.
 */
export async function updateLocation(
  db: Database,
  businessId: number,
  id: number,
  input: UpdateLocationInput,
  now = new Date(),
) {
  await asNameConflict(() =>
    db.transaction(async (tx) => {
      const current = await lockLocation(tx, businessId, id);
      if (!current) throw notFound(LOCATION_NOT_FOUND);
      if (input.name !== undefined && (await nameTaken(tx, businessId, input.name, id))) {
        throw conflict(LOCATION_NAME_TAKEN);
      }
      const deactivating = current.isActive && input.isActive === false;
      if (deactivating) {
        const upcoming = await countUpcomingAt(tx, businessId, id, now);
        if (upcoming > 0) {
          throw conflict(
            `${current.name} has ${upcoming} upcoming appointment${upcoming === 1 ? '' : 's'}. Move or cancel ${upcoming === 1 ? 'it' : 'them'} first.`,
          );
        }
      }
      await updateLocationRow(tx, businessId, id, input);
      if (deactivating) await forgetLocation(tx, businessId, id);
      // Its appointments keep their instants and are shown in its new local time.
      if (input.timezone && input.timezone !== current.timezone) {
        await relocalizeAppointments(tx, businessId, input.timezone, id);
      }
    }),
  );
  return (await findLocation(db, businessId, id)) as Location;
}

/** The given location ids, checked: each must be an active location of the business (400 on the field). */
export async function checkLocationIds(
  db: DbOrTx,
  businessId: number,
  ids: number[] | undefined,
  path: string,
) {
  if (!ids) return undefined;
  const unique = [...new Set(ids)];
  const found = await activeLocationIds(db, businessId, unique);
  if (found.length !== unique.length)
    throw badRequest(LOCATION_NOT_FOUND, [{ path, message: LOCATION_NOT_FOUND }]);
  return unique;
}
