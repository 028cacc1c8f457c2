import { HOLD_MINUTES } from '../../../contract/waitlist';
import type { DbOrTx } from '../../db/client';
import { enqueueBrandedEmail } from '../../jobs/outbox';
import { publicOrigin } from '../../lib/public-url';
import { formatLocal } from '../../lib/time';

type HoldMail = {
  businessId: number;
  businessName: string;
  clientName: string;
  clientEmail: string;
  serviceName: string;
  staffName: string;
  timezone: string;
  startsAt: Date;
  expiresAt: Date;
  token: string;
};

/**
 * "A time opened up": queued in the transaction that holds the time, so a hold that rolls back sends
 * nothing. The client asked for this email by joining the waitlist, whatever the plan's client emails.
 */
export async function enqueueHoldOffer(tx: DbOrTx, m: HoldMail) {
  const link = `${publicOrigin()}/waitlist/${m.token}`;
  await enqueueBrandedEmail(tx, {
    kind: 'waitlist_offer',
    businessId: m.businessId,
    to: m.clientEmail,
    subject: `A time opened up at ${m.businessName}`,
    text: [
      `Hello ${m.clientName},`,
      '',
      `A time you were waiting for is free: ${m.serviceName} with ${m.staffName}, ${formatLocal(m.startsAt, m.timezone)}.`,
      `We're holding it for you for ${HOLD_MINUTES} minutes, until ${formatLocal(m.expiresAt, m.timezone).split(' at ')[1]}.`,
      '',
      `Book it here: ${link}`,
      '',
      'If you no longer need it, do nothing: it goes to the next person waiting.',
      '',
    ].join('\n'),
  });
}
