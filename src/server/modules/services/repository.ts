import { and, asc, count, eq, exists, inArray, or, sql } from 'drizzle-orm';
import { decimalText } from '../../../contract/money';
import type { ServiceItem } from '../../../contract/services';
import type { DbOrTx } from '../../db/client';
import {
  appointments,
  type NewService,
  type Service,
  serviceStaff,
  services,
  staff,
} from '../../db/schema/index';
import { idInTenant, inTenant } from '../../db/tenant';

export function toServiceItem(service: Service, staffIds: number[]): ServiceItem {
  return {
    id: service.id,
    name: service.name,
    description: service.description,
    duration: service.duration,
    price: decimalText(service.price),
    bufferBeforeMinutes: service.bufferBeforeMinutes,
    bufferAfterMinutes: service.bufferAfterMinutes,
    isActive: service.isActive,
    staffIds,
    locationIds: service.locationIds,
  };
}

export async function listServices(db: DbOrTx, businessId: number, includeInactive: boolean) {
  const rows = await db
    .select({
      service: services,
      staffIds: sql<
        number[]
      >`coalesce((select array_agg(${serviceStaff.staffId} order by ${serviceStaff.staffId})
        from ${serviceStaff} where ${serviceStaff.serviceId} = ${services.id}), '{}')`,
    })
    .from(services)
    .where(and(inTenant(services, businessId), includeInactive ? undefined : eq(services.isActive, true)))
    .orderBy(asc(services.name), asc(services.id));
  return rows.map((r) => toServiceItem(r.service, r.staffIds.map(Number)));
}

export async function findService(db: DbOrTx, businessId: number, id: number) {
  const [row] = await db
    .select()
    .from(services)
    .where(idInTenant(services, id, businessId))
    .limit(1);
  return row;
}

export async function serviceStaffIds(db: DbOrTx, serviceId: number): Promise<number[]> {
  const rows = await db
    .select({ staffId: serviceStaff.staffId })
    .from(serviceStaff)
    .where(eq(serviceStaff.serviceId, serviceId))
    .orderBy(asc(serviceStaff.staffId));
  return rows.map((r) => r.staffId);
}

/** Only ids of this business's staff count; returns the ones that don't exist here. */
export async function unknownStaffIds(db: DbOrTx, businessId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(inTenant(staff, businessId), inArray(staff.id, ids)));
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

export async function replaceServiceStaff(db: DbOrTx, businessId: number, serviceId: number, ids: number[]) {
  await db.delete(serviceStaff).where(eq(serviceStaff.serviceId, serviceId));
  const unique = [...new Set(ids)];
  if (unique.length > 0) {
    await db.insert(serviceStaff).values(unique.map((staffId) => ({ businessId, serviceId, staffId })));
  }
}

export async function insertService(db: DbOrTx, values: NewService) {
  const [row] = await db.insert(services).values(values).returning();
  return row;
}

/** The service as it now stands, or undefined when the business has no such service. */
export async function updateServiceRow(
  db: DbOrTx,
  businessId: number,
  id: number,
  values: Partial<NewService>,
) {
  const [row] = await db
    .update(services)
    .set(values)
    .where(idInTenant(services, id, businessId))
    .returning();
  return row;
}

/** How many of the business's appointments point at the service. */
export async function countAppointmentsOfService(
  db: DbOrTx,
  businessId: number,
  serviceId: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(appointments)
    .where(and(inTenant(appointments, businessId), eq(appointments.serviceId, serviceId)));
  return row?.n ?? 0;
}

export async function deactivateService(db: DbOrTx, businessId: number, id: number) {
  await db
    .update(services)
    .set({ isActive: false, updatedAt: new Date() })
    .where(idInTenant(services, id, businessId));
}

export async function deleteServiceRow(db: DbOrTx, businessId: number, id: number) {
  await db.delete(services).where(idInTenant(services, id, businessId));
}

/**
 * Active staff of the business who perform the service (no service_staff rows: everyone) and, given a
 * location, work there (no locations named: everywhere).
 */
export async function performingStaff(
  db: DbOrTx,
  businessId: number,
  serviceId: number,
  locationId: number | null = null,
): Promise<number[]> {
  const anyLinks = db.select({ one: sql`1` }).from(serviceStaff).where(eq(serviceStaff.serviceId, serviceId));
  const linked = db
    .select({ one: sql`1` })
    .from(serviceStaff)
    .where(and(eq(serviceStaff.serviceId, serviceId), eq(serviceStaff.staffId, staff.id)));
  const rows = await db
    .select({ id: staff.id })
    .from(staff)
    .where(
      and(
        inTenant(staff, businessId),
        eq(staff.isActive, true),
        or(sql`not ${exists(anyLinks)}`, exists(linked)),
        locationId === null
          ? undefined
          : sql`(cardinality(${staff.locationIds}) = 0 or ${locationId} = any(${staff.locationIds}))`,
      ),
    )
    .orderBy(asc(staff.id));
  return rows.map((r) => r.id);
}

/** The business's active service with this id, undefined when it has none such (booking, visits, codes, waiting). */
export async function findActiveService(db: DbOrTx, businessId: number, serviceId: number) {
  const [row] = await db
    .select()
    .from(services)
    .where(and(idInTenant(services, serviceId, businessId), eq(services.isActive, true)));
  return row;
}
