import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { campaignRecipients, campaigns, clients, offers, outbox } from '../schema/index';

const DAY = 86_400_000;

/**
 * Two of every three demo clients with an email agreed to news and offers when they first booked; one
 * campaign went out ten days ago to all of them (delivered, so its metrics are real: sent, and the bookings
 * its recipients made since), and a "we miss you" draft waits with the welcome code.
 */
export async function seedDemoCampaigns(tx: Tx, businessId: number, now: Date) {
  const withEmail = await tx
    .select({ id: clients.id, name: clients.name, email: clients.email, createdAt: clients.createdAt })
    .from(clients)
    .where(and(eq(clients.businessId, businessId), isNotNull(clients.email)))
    .orderBy(asc(clients.id));
  const subscribed = withEmail.filter((_, i) => i % 3 !== 2);
  for (const client of subscribed) {
    await tx
      .update(clients)
      .set({
        marketingOptIn: true,
        marketingConsentAt: client.createdAt,
        marketingConsentSource: 'booking_page',
        marketingToken: randomBytes(24).toString('base64url'),
      })
      .where(eq(clients.id, client.id));
  }

  const sentAt = new Date(now.getTime() - 10 * DAY);
  const [autumn] = await tx
    .insert(campaigns)
    .values({
      businessId,
      name: 'Autumn color week',
      description: 'Color & Highlights slots for the first week of the season.',
      type: 'email',
      status: 'sent',
      targetAudience: { kind: 'all_subscribed' },
      content: {
        subject: '{{firstName}}, autumn color week at {{businessName}}',
        body: 'Hi {{firstName}},\n\nOur stylists have set aside extra Color & Highlights times this week.\n\nBook yours: {{bookingLink}}',
        offerId: null,
      },
      scheduledAt: sentAt,
      startDate: sentAt,
      endDate: new Date(sentAt.getTime() + 60_000),
      createdAt: new Date(sentAt.getTime() - 2 * DAY),
    })
    .returning({ id: campaigns.id });
  if (!autumn) return;
  for (const client of subscribed) {
    const [mail] = await tx
      .insert(outbox)
      .values({
        businessId,
        kind: 'campaign',
        recipient: client.email ?? '',
        subject: `${client.name.split(' ')[0]}, autumn color week at Willow & Sage Salon`,
        body: 'Demo campaign email (already delivered).',
        status: 'sent',
        attempts: 1,
        sentAt,
        nextAttemptAt: sentAt,
        createdAt: sentAt,
      })
      .returning({ id: outbox.id });
    await tx.insert(campaignRecipients).values({
      businessId,
      campaignId: autumn.id,
      clientId: client.id,
      status: 'queued',
      outboxId: mail?.id ?? null,
      queuedAt: sentAt,
      createdAt: sentAt,
    });
  }

  const [welcome] = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.businessId, businessId), sql`lower(${offers.code}) = 'welcome15'`));
  await tx.insert(campaigns).values({
    businessId,
    name: 'We miss you',
    type: 'email',
    status: 'draft',
    targetAudience: { kind: 'not_seen_for', days: 21 },
    content: {
      subject: 'We miss you, {{firstName}}',
      body: "Hi {{firstName}},\n\nIt's been a while! Come back to {{businessName}} with {{offerCode}} for 15% off your next visit.\n\n{{bookingLink}}",
      offerId: welcome?.id ?? null,
    },
    createdAt: new Date(now.getTime() - DAY),
  });
}
