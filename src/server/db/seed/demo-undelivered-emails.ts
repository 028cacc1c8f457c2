import type { Tx } from '../client';
import { outbox } from '../schema/index';

const HOUR = 3_600_000;

/**
 * Two emails the outbox gave up on after its five tries (a mistyped address bounces), so the bell has an
 * undelivered email to show a manager. Not linked to a campaign: the campaign's metrics stay as seeded.
 */
export async function seedDemoUndeliveredEmails(
  tx: Tx,
  businessId: number,
  now: Date,
  clientRows: { name: string; email: string | null }[],
): Promise<void> {
  const [first, second] = clientRows.filter((c) => c.email);
  if (!first?.email || !second?.email) return;
  // The address as the client typed it on the booking page, with the domain misspelt.
  const mistyped = (email: string) => email.replace(/@example\.(com|net)$/, '@exmaple.$1');
  const failed = [
    {
      kind: 'appointment_confirmation',
      recipient: mistyped(first.email),
      subject: 'Your appointment at Willow & Sage Salon is booked',
      body: `Hi ${first.name.split(' ')[0]}, your appointment is booked. (Demo email: never delivered.)`,
      ago: 30 * HOUR,
    },
    {
      kind: 'appointment_reminder',
      recipient: mistyped(second.email),
      subject: 'Reminder: your appointment tomorrow at Willow & Sage Salon',
      body: `Hi ${second.name.split(' ')[0]}, see you tomorrow. (Demo email: never delivered.)`,
      ago: 9 * HOUR,
    },
  ];
  await tx.insert(outbox).values(
    failed.map(({ ago, ...mail }) => {
      const createdAt = new Date(now.getTime() - ago);
      return {
        businessId,
        ...mail,
        status: 'failed',
        attempts: 5,
        lastError: '550 5.1.2 Recipient address rejected: domain not found',
        nextAttemptAt: createdAt,
        createdAt,
      };
    }),
  );
}
