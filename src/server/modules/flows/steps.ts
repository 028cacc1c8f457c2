import { renderCampaignText } from '../../../contract/campaigns';
import type { FlowStep } from '../../../contract/flows';
import { toDecimal } from '../../../contract/money';
import { phoneE164 } from '../../../contract/phone';
import { hasFeature } from '../../../contract/plans';
import type { Tx } from '../../db/client';
import type { businesses } from '../../db/schema/index';
import { enqueueEmail, enqueueSms } from '../../jobs/outbox';
import { publicOrigin } from '../../lib/public-url';
import { campaignEmail, letterValues } from '../campaigns';
import { insertOffer } from '../offers';
import { requestReviewAfterVisit } from '../reviews';
import { personalCode } from './offer-code';
import { NO_SMS_PROVIDER, smsConfigured } from './sms-provider';

export type RunSubject = {
  business: typeof businesses.$inferSelect;
  client: {
    id: number;
    name: string;
    email: string | null;
    phone: string | null;
    optIn: boolean;
    token: string | null;
  };
  appointmentId: number | null;
  flowName: string;
  marketing: boolean;
  offerCode: string | null;
  now: Date;
};

export type StepResult = {
  outcome: 'done' | 'not_sent' | 'skipped' | 'failed';
  detail: string;
  /** Ends the run here with this status. */
  stop?: 'skipped' | 'failed';
  offerCode?: string;
};

const DAY = 86_400_000;

async function sendEmail(
  tx: Tx,
  step: Extract<FlowStep, { type: 'send_email' }>,
  s: RunSubject,
): Promise<StepResult> {
  if (!s.client.email)
    return { outcome: 'skipped', detail: 'The client has no email address', stop: 'skipped' };
  if (s.marketing && !(s.client.optIn && s.client.token))
    return { outcome: 'skipped', detail: "The client hasn't agreed to marketing email", stop: 'skipped' };
  if (!hasFeature(s.business, 'email_notifications'))
    return { outcome: 'not_sent', detail: "Not sent: the plan doesn't include email notifications" };
  // A marketing email carries the unsubscribe footer and headers, as a campaign's does.
  const email = campaignEmail({
    origin: publicOrigin(),
    business: s.business,
    client: { name: s.client.name, email: s.client.email },
    content: step,
    offerCode: s.offerCode,
    unsubscribe: s.marketing && s.client.token ? { token: s.client.token } : 'none',
  });
  await enqueueEmail(tx, { ...email, kind: 'flow', businessId: s.business.id });
  return { outcome: 'done', detail: `Email "${email.subject}" queued to ${email.to}` };
}

/** A text goes through the outbox like an email (sent once, with retries), when a provider is configured. */
async function sendSms(
  tx: Tx,
  step: Extract<FlowStep, { type: 'send_sms' }>,
  s: RunSubject,
): Promise<StepResult> {
  if (!s.client.phone) return { outcome: 'not_sent', detail: 'Not sent: the client has no phone number' };
  if (s.marketing && !s.client.optIn)
    return { outcome: 'skipped', detail: "The client hasn't agreed to marketing messages", stop: 'skipped' };
  if (!smsConfigured()) return { outcome: 'not_sent', detail: NO_SMS_PROVIDER };
  const to = phoneE164(s.client.phone);
  const values = letterValues(publicOrigin(), s.business, s.client.name, s.offerCode);
  await enqueueSms(tx, {
    to,
    body: renderCampaignText(step.body, values),
    kind: 'flow',
    businessId: s.business.id,
  });
  return { outcome: 'done', detail: `Text queued to ${to}` };
}

async function issueOffer(
  tx: Tx,
  step: Extract<FlowStep, { type: 'issue_offer' }>,
  s: RunSubject,
): Promise<StepResult> {
  const code = personalCode(s.flowName.split(/\s+/)[0] ?? 'OFFER');
  await insertOffer(tx, {
    businessId: s.business.id,
    name: `${s.flowName}: ${s.client.name}`,
    description: 'Issued by an automated flow, for one use.',
    type: step.offerType,
    value: toDecimal(step.value),
    code,
    usageLimit: 1,
    perClientLimit: 1,
    validFrom: s.now,
    validUntil: new Date(s.now.getTime() + step.validDays * DAY),
  });
  return {
    outcome: 'done',
    detail: `Offer code ${code} issued, valid ${step.validDays} days`,
    offerCode: code,
  };
}

const REVIEW_OUTCOMES = {
  queued: { outcome: 'done', detail: 'Review request with a verified-visit link queued' },
  already_asked: { outcome: 'skipped', detail: 'A review link was already sent for this visit' },
  no_email: { outcome: 'skipped', detail: 'The client has no email address' },
  opted_out: { outcome: 'skipped', detail: 'The client asked for no review requests' },
  email_off: {
    outcome: 'not_sent',
    detail: 'Not sent: review request emails are off for this business or plan',
  },
} as const satisfies Record<string, StepResult>;

/** Does one step's work inside the run's transaction, so it happens exactly when the run moves past it. */
export async function performStep(tx: Tx, step: FlowStep, s: RunSubject): Promise<StepResult> {
  switch (step.type) {
    case 'wait':
      return { outcome: 'done', detail: 'Waited' };
    case 'send_email':
      return sendEmail(tx, step, s);
    case 'send_sms':
      return sendSms(tx, step, s);
    case 'issue_offer':
      return issueOffer(tx, step, s);
    case 'request_review':
      if (!s.appointmentId) return { outcome: 'skipped', detail: 'No visit to review' };
      return REVIEW_OUTCOMES[await requestReviewAfterVisit(tx, s.business.id, s.appointmentId, s.now)];
  }
}
