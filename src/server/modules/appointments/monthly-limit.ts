import { MONTHLY_LIMIT_REACHED } from '../../../contract/appointments';
import { monthlyAppointmentLimit } from '../../../contract/plans';
import { findBusiness } from '../../core/business';
import type { DbOrTx } from '../../db/client';
import type { businesses } from '../../db/schema/index';
import { forbidden } from '../../lib/http-errors';
import { monthAppointmentCount } from './repository';

/**
 * Spec §9: a booking (or a change that makes an appointment count toward a month again) on a limited tier
 * passes the month's count under the business's row lock, so two parallel bookings can't both see limit - 1.
 */
export async function enforceMonthlyLimit(
  tx: DbOrTx,
  business: typeof businesses.$inferSelect,
  date: string,
  exceptId?: number,
) {
  const limit = monthlyAppointmentLimit(business);
  if (limit === -1) return;
  // The second of two parallel bookings waits here for the first to commit.
  await findBusiness(tx, business.id, true);
  const used = await monthAppointmentCount(tx, business.id, `${date.slice(0, 7)}-01`, exceptId);
  if (used >= limit) throw forbidden(MONTHLY_LIMIT_REACHED);
}
