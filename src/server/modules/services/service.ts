import { toDecimal } from '../../../contract/money';
import type { CreateService, DeleteServiceResult, UpdateService } from '../../../contract/services';
import { changedFields, recordAudit } from '../../core/audit';
import type { Database, DbOrTx } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import { checkLocationIds } from '../locations';
import {
  countAppointmentsOfService,
  deactivateService,
  deleteServiceRow,
  findService,
  insertService,
  replaceServiceStaff,
  serviceStaffIds,
  toServiceItem,
  unknownStaffIds,
  updateServiceRow,
} from './repository';

/** Reads that are one query: verbs of the area as they stand. */
export { listServices } from './repository';

async function checkStaff(db: DbOrTx, businessId: number, ids?: number[]) {
  if (!ids) return;
  const unknown = await unknownStaffIds(db, businessId, ids);
  if (unknown.length > 0) {
    throw badRequest('Staff member not found', [{ path: 'staffIds', message: 'Staff member not found' }]);
  }
}

export async function createService(db: Database, businessId: number, input: CreateService) {
  return db.transaction(async (tx) => {
    await checkStaff(tx, businessId, input.staffIds);
    const locationIds = await checkLocationIds(tx, businessId, input.locationIds, 'locationIds');
    const row = await insertService(tx, {
      businessId,
      name: input.name,
      description: input.description ?? null,
      duration: input.duration,
      price: toDecimal(input.price),
      bufferBeforeMinutes: input.bufferBeforeMinutes,
      bufferAfterMinutes: input.bufferAfterMinutes,
      isActive: input.isActive ?? true,
      locationIds: locationIds ?? [],
    });
    if (!row) throw new Error('insert returned no service');
    await replaceServiceStaff(tx, businessId, row.id, input.staffIds ?? []);
    return toServiceItem(
      row,
      [...new Set(input.staffIds ?? [])].sort((a, b) => a - b),
    );
  });
}

export async function updateService(db: Database, businessId: number, id: number, input: UpdateService) {
  return db.transaction(async (tx) => {
    const existing = await findService(tx, businessId, id);
    if (!existing) throw notFound('Service not found');
    await checkStaff(tx, businessId, input.staffIds);
    const locationIds = await checkLocationIds(tx, businessId, input.locationIds, 'locationIds');
    const { staffIds, price, locationIds: _asked, ...rest } = input;
    const row = await updateServiceRow(tx, businessId, id, {
      ...rest,
      ...(price === undefined ? {} : { price: toDecimal(price) }),
      ...(locationIds === undefined ? {} : { locationIds }),
      updatedAt: new Date(),
    });
    if (!row) throw notFound('Service not found');
    if (staffIds) await replaceServiceStaff(tx, businessId, id, staffIds);
    const priceChange = changedFields(existing, row, ['price']);
    if (priceChange) {
      await recordAudit(tx, {
        businessId,
        action: 'service.priceChanged',
        target: serviceTarget(row),
        ...priceChange,
      });
    }
    return toServiceItem(row, await serviceStaffIds(tx, id));
  });
}

/** Appointments keep pointing at their service, so a referenced one is switched off instead. */
export async function deleteService(
  db: Database,
  businessId: number,
  id: number,
): Promise<DeleteServiceResult> {
  return db.transaction(async (tx) => {
    const existing = await findService(tx, businessId, id);
    if (!existing) throw notFound('Service not found');
    const before = { name: existing.name, price: Number(existing.price), duration: existing.duration };
    if ((await countAppointmentsOfService(tx, businessId, id)) > 0) {
      await deactivateService(tx, businessId, id);
      await recordAudit(tx, {
        businessId,
        action: 'service.deleted',
        target: serviceTarget(existing),
        before,
        after: { deactivated: true },
      });
      return { deactivated: true };
    }
    await deleteServiceRow(tx, businessId, id);
    await recordAudit(tx, { businessId, action: 'service.deleted', target: serviceTarget(existing), before });
    return { deleted: true };
  });
}

function serviceTarget(service: { id: number; name: string }) {
  return { type: 'service', id: service.id, label: service.name };
}
