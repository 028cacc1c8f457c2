import { phoneE164 } from '../../../contract/phone';
import { hasFeature } from '../../../contract/plans';
import { statusPath } from '../../../contract/waiting-rooms';
import { findBusiness } from '../../core/business';
import type { DbOrTx } from '../../db/client';
import type { QueueEntryRow, WaitingRoomRow } from '../../db/schema/index';
import { enqueueBrandedEmail, enqueueSms } from '../../jobs/outbox';
import { publicOrigin } from '../../lib/public-url';
import { smsConfigured } from '../flows';
import { roomSettings } from './queue-state';

type Moment = 'joined' | 'called';

const MESSAGES: Record<
  Moment,
  (business: string, room: string, link: string) => { subject: string; text: string }
> = {
  joined: (business, room, link) => ({
    subject: `You're on the waiting list at ${business}`,
    text: `You're on the ${room} waiting list at ${business}.\n\nFollow your place in line, or leave it, here:\n${link}\n`,
  }),
  called: (business, room) => ({
    subject: `It's your turn at ${business}`,
    text: `It's your turn! Please come to the front desk at ${business} (${room}).\n`,
  }),
};

const SMS: Record<Moment, (business: string, link: string) => string> = {
  joined: (business, link) => `You're on the waiting list at ${business}. Your place in line: ${link}`,
  called: (business) => `It's your turn at ${business}! Please come to the front desk.`,
};

/**
 * Tells a visitor they joined (with their status link) or are called, by email and by text when they gave an
 * address, the room asks for it, and the business's plan includes email_notifications; texts only when a
 * provider is configured. Queued in the caller's transaction: sent only if the change commits.
 */
export async function notifyVisitor(
  tx: DbOrTx,
  room: WaitingRoomRow,
  entry: Pick<QueueEntryRow, 'clientEmail' | 'clientPhone'>,
  token: string | null,
  moment: Moment,
) {
  const settings = roomSettings(room);
  const wantsEmail = settings.notifyEmail && entry.clientEmail;
  const wantsSms = settings.notifySms && entry.clientPhone && smsConfigured();
  if (!wantsEmail && !wantsSms) return;
  const business = await findBusiness(tx, room.businessId);
  if (!business || !hasFeature(business, 'email_notifications')) return;
  // Only a join holds the token (the table keeps its hash): the called message needs no link.
  const link = token ? `${publicOrigin()}${statusPath(token)}` : '';
  if (wantsEmail && entry.clientEmail) {
    const message = MESSAGES[moment](business.name, room.name, link);
    await enqueueBrandedEmail(tx, {
      kind: `queue_${moment}`,
      businessId: room.businessId,
      to: entry.clientEmail,
      subject: message.subject,
      text: message.text,
    });
  }
  if (wantsSms && entry.clientPhone) {
    await enqueueSms(tx, {
      kind: `queue_${moment}`,
      businessId: room.businessId,
      to: phoneE164(entry.clientPhone),
      body: SMS[moment](business.name, link),
    });
  }
}
