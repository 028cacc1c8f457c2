import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uniqueClientAddress } from '../../../../tests/support/factories';
import { startFakeTwilio } from '../../../../tests/support/fake-twilio';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { outbox } from '../../db/schema/index';
import { deliverDueEmails } from '../../jobs/outbox';
import { caller } from '../products/commerce-fixtures';
import {
  addService,
  booking,
  daysAhead,
  type SchedulingBusiness,
  schedulingBusiness,
} from '../slots/scheduling-fixtures';
import { runFlowRound } from './runner';
import { twilioSmsSender } from './sms';

const TWILIO = {
  accountSid: 'AC00000000000000000000000000000001',
  authToken: 'test-token',
  from: '+15550100000',
};

let t: TestApp;
let biz: SchedulingBusiness;
let service: { id: number };
let twilioFake: Awaited<ReturnType<typeof startFakeTwilio>>;
beforeAll(async () => {
  t = await createTestApp();
  twilioFake = await startFakeTwilio();
  biz = await schedulingBusiness(t.app, t.db, { tier: 'premium' });
  service = await addService(t.app, biz.cookie, { duration: 30 });
});
afterAll(() => twilioFake.close());
afterEach(() => {
  delete process.env.TWILIO_ACCOUNT_SID;
  delete process.env.TWILIO_AUTH_TOKEN;
  delete process.env.TWILIO_FROM;
});

let day = 3;
async function noShowWithText(phone: string) {
  const call = caller(t.app);
  const flow = await call('POST', '/api/automated-flows', biz.cookie, {
    name: `Text ${day}`,
    trigger: 'no_show',
    isActive: true,
    flowSteps: [{ type: 'send_sms', body: 'Hi {{firstName}}, we missed you at {{businessName}}' }],
  });
  const booked = await t.app.inject({
    method: 'POST',
    url: `/api/public/businesses/${biz.user.businessSlug}/appointments`,
    remoteAddress: uniqueClientAddress(),
    payload: booking(service.id, {
      date: daysAhead(++day),
      clientName: 'Pat Phone',
      clientEmail: `pat${day}@example.com`,
      clientPhone: phone,
    }),
  });
  await call('PUT', `/api/appointments/${booked.json().id}`, biz.cookie, { status: 'no_show' });
  await runFlowRound(t.db);
  const [run] = (await call('GET', `/api/automated-flows/${flow.json().id}/runs`, biz.cookie)).json();
  return run;
}

describe('text messages from flows', () => {
  it('go out once through the Twilio SDK when it is configured, with retries through the outbox', async () => {
    Object.assign(process.env, {
      TWILIO_ACCOUNT_SID: TWILIO.accountSid,
      TWILIO_AUTH_TOKEN: TWILIO.authToken,
      TWILIO_FROM: TWILIO.from,
    });
    const run = await noShowWithText('(555) 010-4422');
    expect(run.log[0]).toMatchObject({
      type: 'send_sms',
      outcome: 'done',
      detail: 'Text queued to +15550104422',
    });
    const sms = twilioSmsSender(TWILIO, { httpClient: twilioFake.httpClient });
    // Twilio refuses once: the outbox tries again later and the text goes out exactly once.
    twilioFake.failNext();
    expect(await deliverDueEmails({ db: t.db, sms })).toEqual({ sent: 0, failed: 1 });
    expect(await deliverDueEmails({ db: t.db, sms, now: new Date(Date.now() + 10 * 60_000) })).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(await deliverDueEmails({ db: t.db, sms, now: new Date(Date.now() + 60 * 60_000) })).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(twilioFake.sent).toEqual([
      {
        accountSid: TWILIO.accountSid,
        to: '+15550104422',
        from: TWILIO.from,
        body: 'Hi Pat, we missed you at Test Salon',
        auth: `Basic ${Buffer.from(`${TWILIO.accountSid}:${TWILIO.authToken}`).toString('base64')}`,
      },
    ]);
    const [row] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, 'sms'), eq(outbox.businessId, biz.businessId)));
    expect(row).toMatchObject({ status: 'sent', recipient: '+15550104422' });
  });

  it('are recorded as not sent, and the run carries on, without a provider', async () => {
    const run = await noShowWithText('+44 20 7946 0958');
    expect(run).toMatchObject({ status: 'completed' });
    expect(run.log[0]).toMatchObject({
      outcome: 'not_sent',
      detail: 'Not sent: no text message provider is configured',
    });
  });
});
