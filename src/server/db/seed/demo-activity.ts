import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../client';
import { auditEvents, refunds, sales, services, staff, users } from '../schema/index';

const DESKTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const SALON = '203.0.113.24';
const HOME = '198.51.100.7';

/**
 * Two weeks of Settings → Activity as the demo salon's owner would have left it: sign-ins from the salon's
 * computer and her phone, one mistyped password, a price rise, a stylist's raise, the refund the sales seed
 * made, and a month's appointments exported for the accountant. Each line names a real row of the demo.
 */
export async function seedDemoActivity(
  tx: Tx,
  owner: { userId: number; businessId: number },
  now: Date,
): Promise<void> {
  const { businessId, userId } = owner;
  const ago = (days: number, hours = 0) => new Date(now.getTime() - (days * 24 + hours) * 3_600_000);
  const [person] = await tx.select().from(users).where(eq(users.id, userId));
  const [blowout] = await tx
    .select({ id: services.id, name: services.name, price: services.price })
    .from(services)
    .where(and(eq(services.businessId, businessId), eq(services.name, 'Blowout')));
  const [stylist] = await tx
    .select({ id: staff.id, firstName: staff.firstName, lastName: staff.lastName, rate: staff.hourlyRate })
    .from(staff)
    .where(and(eq(staff.businessId, businessId), isNull(staff.userId), ne(staff.role, 'admin')))
    .orderBy(asc(staff.id))
    .limit(1);
  const [refund] = await tx
    .select({ id: refunds.id, saleId: refunds.saleId, amount: refunds.amount, reason: refunds.reason })
    .from(refunds)
    .innerJoin(sales, eq(sales.id, refunds.saleId))
    .where(eq(sales.businessId, businessId))
    .limit(1);
  if (!person) return;
  // Last calendar month, as the accountant asks for it.
  const firstOfThisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const monthEnd = new Date(firstOfThisMonth.getTime() - 86_400_000).toISOString().slice(0, 10);
  const monthStart = `${monthEnd.slice(0, 8)}01`;
  const actorName = `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim();
  const by = { actorUserId: userId, actorName, actorRole: 'owner', actorVia: 'session' as const };
  const lines: (typeof auditEvents.$inferInsert)[] = [
    signIn(ago(13, 3), SALON, DESKTOP),
    signIn(ago(9, 14), HOME, PHONE),
    {
      occurredAt: ago(6, 2),
      actorVia: 'anonymous',
      ipAddress: HOME,
      userAgent: PHONE,
      action: 'auth.login.failed',
      targetType: 'user',
      targetId: String(userId),
      targetLabel: person.email,
      after: { reason: 'invalid_credentials' },
    },
    signIn(ago(6, 2), HOME, PHONE),
    signIn(ago(2, 5), SALON, DESKTOP),
    signIn(ago(0, 3), SALON, DESKTOP),
  ].map((line) => ({ businessId, ...line }));
  if (blowout) {
    const price = Number(blowout.price);
    lines.push({
      businessId,
      ...by,
      occurredAt: ago(13, 2),
      ipAddress: SALON,
      userAgent: DESKTOP,
      action: 'service.priceChanged',
      targetType: 'service',
      targetId: String(blowout.id),
      targetLabel: blowout.name,
      before: { price: price - 5 },
      after: { price },
    });
  }
  if (stylist?.rate) {
    const rate = Number(stylist.rate);
    lines.push({
      businessId,
      ...by,
      occurredAt: ago(9, 13),
      ipAddress: HOME,
      userAgent: PHONE,
      action: 'member.payChanged',
      targetType: 'staff',
      targetId: String(stylist.id),
      targetLabel: `${stylist.firstName} ${stylist.lastName}`,
      before: { hourlyRate: rate - 2 },
      after: { hourlyRate: rate },
    });
  }
  if (refund) {
    lines.push({
      businessId,
      ...by,
      occurredAt: ago(4, 6),
      ipAddress: SALON,
      userAgent: DESKTOP,
      action: 'sale.refunded',
      targetType: 'sale',
      targetId: String(refund.saleId),
      targetLabel: `Sale #${refund.saleId}`,
      after: { refundId: refund.id, amount: Number(refund.amount), reason: refund.reason },
    });
  }
  lines.push({
    businessId,
    ...by,
    occurredAt: ago(2, 4),
    ipAddress: SALON,
    userAgent: DESKTOP,
    action: 'data.exported',
    targetType: 'appointments',
    targetLabel: `Appointments ${monthStart} – ${monthEnd} (CSV)`,
    after: { format: 'csv', startDate: monthStart, endDate: monthEnd },
  });
  await tx.insert(auditEvents).values(lines);

  function signIn(occurredAt: Date, ipAddress: string, userAgent: string) {
    return {
      ...by,
      occurredAt,
      ipAddress,
      userAgent,
      action: 'auth.login.succeeded',
      targetType: 'user',
      targetId: String(userId),
      after: { method: 'password' },
    };
  }
}
