import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { StaffListItem } from '../../../contract/services';
import type { Database } from '../../db/client';
import { staff } from '../../db/schema/index';
import { inTenant } from '../../db/tenant';
import { requireAuth } from '../auth/access';

/** Read-only list for service and availability forms; the Staff screen's writes arrive with its own issue. */
export function registerStaffDirectoryRoutes(app: FastifyInstance, { db }: { db: Database }) {
  app.get(
    '/api/staff',
    { config: { docs: { summary: 'Staff members of the business', tag: 'staff' } } },
    async (request): Promise<StaffListItem[]> =>
      db
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
        .where(inTenant(staff, requireAuth(request).businessId))
        .orderBy(asc(staff.lastName), asc(staff.firstName), asc(staff.id)),
  );
}
