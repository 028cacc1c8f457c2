import { asc } from 'drizzle-orm';
import type { StaffListItem } from '../../../contract/services';
import type { Database } from '../../db/client';
import { staff } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';

/** Staff of the business, by last then first name. */
export async function listStaff(db: Database, businessId: number): Promise<StaffListItem[]> {
  return db
    .select({
      id: staff.id,
      firstName: staff.firstName,
      lastName: staff.lastName,
      email: staff.email,
      phone: staff.phone,
      role: staff.role,
      position: staff.position,
      department: staff.department,
      isActive: staff.isActive,
    })
    .from(staff)
    .where(inTenant(staff, businessId))
    .orderBy(asc(staff.lastName), asc(staff.firstName), asc(staff.id));
}
