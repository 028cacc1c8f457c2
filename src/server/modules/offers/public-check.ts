import { SERVICE_NOT_FOUND } from '../../../contract/appointments';
import { toCents, toDecimal } from '../../../contract/money';
import { CODE_NOT_VALID, type PublicOfferCheck } from '../../../contract/offers';
import { findBusiness } from '../../core/business';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/http-errors';
import { findActiveService } from '../services';
import { applyOfferCode } from './apply-code';

/** The booking page's check of a code for one service; the booking itself checks it again, with the client. */
export async function checkPublicOffer(
  db: Database,
  businessId: number,
  code: string,
  serviceId: number,
): Promise<PublicOfferCheck> {
  if (!(await findBusiness(db, businessId))) throw notFound('Business not found');
  const service = await findActiveService(db, businessId, serviceId);
  if (!service) throw badRequest(SERVICE_NOT_FOUND, [{ path: 'serviceId', message: SERVICE_NOT_FOUND }]);
  const typed = code.trim();
  if (typed === '' || typed.length > 64)
    throw badRequest(CODE_NOT_VALID, [{ path: 'offerCode', message: CODE_NOT_VALID }]);
  const priceCents = toCents(service.price);
  const applied = await applyOfferCode(db, {
    businessId,
    code: typed,
    clientId: null,
    clientUnknown: true,
    lines: [{ kind: 'service', itemId: service.id, cents: priceCents }],
    lock: false,
  });
  return {
    code: applied.code,
    name: applied.name,
    description: applied.description,
    servicePrice: toDecimal(priceCents),
    discountAmount: toDecimal(applied.discountCents),
    price: toDecimal(priceCents - applied.discountCents),
  };
}
