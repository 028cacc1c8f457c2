import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { toCents, toDecimal } from '../../../contract/money';
import { addDays, instantToLocal, localToInstant } from '../../lib/time';
import type { Tx } from '../client';
import { appointments, categories, offerRedemptions, offers, products, services } from '../schema/index';

/**
 * Three offer codes a salon runs: a welcome code some new clients already used on past visits (their
 * appointments keep the discounted price), a retail code on skin care with a minimum spend, and last
 * summer's facial code, now expired. Automation → Offers opens with real codes and real history.
 */
export async function seedDemoOffers(tx: Tx, businessId: number, timezone: string, now: Date) {
  const today = instantToLocal(now, timezone).date;
  const dayStart = (date: string) => localToInstant(date, '00:00', timezone);
  const [facial] = await tx
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.businessId, businessId), eq(services.name, 'Facial')));
  const skinCare = await tx
    .select({ id: products.id })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.businessId, businessId), eq(categories.name, 'Skin Care')));

  const [welcome] = await tx
    .insert(offers)
    .values([
      {
        businessId,
        name: 'New client welcome',
        description: '15% off a first visit, once per client.',
        type: 'percentage',
        value: '15.00',
        code: 'WELCOME15',
        perClientLimit: 1,
        createdAt: dayStart(addDays(today, -40)),
      },
      {
        businessId,
        name: 'Skin care bundle',
        description: '$5 off skin care when you spend $40 or more.',
        type: 'fixed_amount',
        value: '5.00',
        code: 'GLOW5',
        usageLimit: 50,
        minPurchaseAmount: '40.00',
        validUntil: dayStart(addDays(today, 31)),
        applicableProducts: skinCare.map((p) => p.id),
        createdAt: dayStart(addDays(today, -10)),
      },
      {
        businessId,
        name: 'Summer facial',
        type: 'percentage',
        value: '20.00',
        code: 'SUMMER20',
        validFrom: dayStart(addDays(today, -180)),
        validUntil: dayStart(addDays(today, -90)),
        applicableServices: facial ? [facial.id] : [],
        isActive: true,
        createdAt: dayStart(addDays(today, -185)),
      },
    ])
    .returning({ id: offers.id });
  if (!welcome) return;

  // The welcome code on a few recent completed visits, one per client.
  const visits = await tx
    .select({
      id: appointments.id,
      clientId: appointments.clientId,
      price: sql<string>`coalesce(${appointments.price}, ${services.price})`,
      endsAt: appointments.endsAt,
    })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .where(
      and(
        eq(appointments.businessId, businessId),
        eq(appointments.status, 'completed'),
        lt(appointments.endsAt, now),
      ),
    )
    .orderBy(desc(appointments.startsAt))
    .limit(30);
  const seen = new Set<number>();
  const chosen = visits.filter((v) => !seen.has(v.clientId) && seen.add(v.clientId)).slice(0, 4);
  for (const visit of chosen) {
    const priceCents = toCents(visit.price);
    const discount = Math.round(priceCents * 0.15);
    await tx
      .update(appointments)
      .set({
        price: toDecimal(priceCents - discount),
        discountAmount: toDecimal(discount),
        offerId: welcome.id,
        offerCode: 'WELCOME15',
      })
      .where(eq(appointments.id, visit.id));
    await tx.insert(offerRedemptions).values({
      businessId,
      offerId: welcome.id,
      clientId: visit.clientId,
      appointmentId: visit.id,
      discountAmount: toDecimal(discount),
      createdAt: visit.endsAt,
    });
  }
  await tx.update(offers).set({ usageCount: chosen.length }).where(eq(offers.id, welcome.id));
}
