import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueClientAddress } from '../../../../tests/support/factories';
import { FLOW_TEMPLATES } from '../../../contract/flows';
import { automatedFlows, clients, flowRuns, offers, outbox } from '../../db/schema/index';
import { addAudienceClient } from '../campaigns/campaign-fixtures';
import { schedulingTestApp } from '../slots/scheduling-app-fixtures';
import { addService, booking, daysAhead } from '../slots/scheduling-fixtures';
import { runFlowRound } from './runner';
import { NO_SMS_PROVIDER } from './sms-provider';

const { t, a: biz, b: other, call } = schedulingTestApp({ tier: 'premium' });
let service: { id: number };
beforeAll(async () => {
  service = await addService(t.app, biz.cookie, { name: 'Facial', duration: 30 });
});

const HOUR = 3_600_000;
const createFlow = async (body: object, cookie = biz.cookie) => {
  const response = await call('POST', '/api/automated-flows', cookie, body);
  if (response.statusCode !== 201) throw new Error(`flow: ${response.statusCode} ${response.body}`);
  return response.json();
};
let hour = 8;
const bookOne = async (email: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/public/businesses/${biz.user.businessSlug}/appointments`,
    remoteAddress: uniqueClientAddress(),
    payload: booking(service.id, {
      date: daysAhead(3),
      startTime: `${String(++hour).padStart(2, '0')}:00`,
      clientEmail: email,
      clientName: 'Sam Client',
    }),
  });
  if (response.statusCode !== 201) throw new Error(`booking: ${response.body}`);
  return response.json().id as number;
};
const runsOf = async (flowId: number) =>
  (await call('GET', `/api/automated-flows/${flowId}/runs`, biz.cookie)).json();
const flowMail = async (to: string) =>
  await t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'flow'), eq(outbox.recipient, to)));

describe('automated flows', () => {
  it('lists the three ready-made flows and validates a flow with field messages', async () => {
    const templates = (await call('GET', '/api/automated-flows/templates', biz.cookie)).json();
    expect(templates.map((f: { key: string }) => f.key)).toEqual([
      'thank_you_review',
      'we_miss_you',
      'no_show_follow_up',
    ]);
    expect(templates[1]).toMatchObject({ trigger: 'client_lapsed', triggerConfig: { days: 60 } });
    const bad = await call('POST', '/api/automated-flows', biz.cookie, {
      name: '',
      trigger: 'rebook_due',
      flowSteps: [
        { type: 'wait', amount: 0, unit: 'weeks' },
        { type: 'send_email', subject: '', body: 'x' },
      ],
    });
    expect(bad.statusCode).toBe(400);
    const paths = bad.json().errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining(['name', 'flowSteps.0.amount', 'flowSteps.0.unit', 'flowSteps.1.subject']),
    );
    const rebook = await call('POST', '/api/automated-flows', biz.cookie, {
      name: 'Rebook',
      trigger: 'rebook_due',
      triggerConfig: { days: 30 },
      flowSteps: [{ type: 'send_email', subject: 'Time for a visit', body: 'Book: {{bookingLink}}' }],
    });
    expect(rebook.json().errors).toEqual([{ path: 'triggerConfig.serviceId', message: 'Choose a service' }]);
    const waits = await call('POST', '/api/automated-flows', biz.cookie, {
      name: 'Nothing',
      trigger: 'no_show',
      flowSteps: [{ type: 'wait', amount: 1, unit: 'hours' }],
    });
    expect(waits.json().errors).toEqual([
      { path: 'flowSteps', message: 'A flow needs at least one step that does something' },
    ]);
  });

  it('runs the thank-you flow once per completed visit, after its wait, even when rounds repeat or overlap', async () => {
    const flow = await createFlow({ ...FLOW_TEMPLATES.thank_you_review, isActive: true });
    expect(flow).toMatchObject({ isActive: true, marketing: false, stats: { waiting: 0 } });
    const id = await bookOne('thanks@example.com');
    expect(
      (await call('PUT', `/api/appointments/${id}`, biz.cookie, { status: 'completed' })).statusCode,
    ).toBe(200);
    const now = new Date();
    await Promise.all([runFlowRound(t.db, now), runFlowRound(t.db, now)]);
    await runFlowRound(t.db, now);
    let runs = await runsOf(flow.id);
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({
      appointmentId: id,
      status: 'waiting',
      step: 1,
      clientName: 'Sam Client',
    });
    expect(await flowMail('thanks@example.com')).toHaveLength(0);

    // Two hours on (a restart in between changes nothing: the run's state is in the database).
    const later = new Date(now.getTime() + 2 * HOUR + 1000);
    await Promise.all([runFlowRound(t.db, later), runFlowRound(t.db, later)]);
    await runFlowRound(t.db, later);
    runs = await runsOf(flow.id);
    expect(runs[0].status).toBe('completed');
    expect(runs[0].log.map((l: { type: string; outcome: string }) => `${l.type}:${l.outcome}`)).toEqual([
      'wait:done',
      'send_email:done',
      // The visit's completion already sent its review link; the flow says so instead of sending another.
      'request_review:skipped',
    ]);
    const mail = await flowMail('thanks@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ subject: 'Thank you for visiting Test Salon', headers: null });
    expect(
      (await call('GET', '/api/automated-flows', biz.cookie))
        .json()
        .find((f: { id: number }) => f.id === flow.id).stats,
    ).toEqual({
      waiting: 0,
      completed: 1,
      skipped: 0,
      failed: 0,
    });
  });

  it('records a text message as not sent without a provider and carries on', async () => {
    const flow = await createFlow({
      name: 'Missed you',
      trigger: 'no_show',
      isActive: true,
      flowSteps: [
        { type: 'send_sms', body: 'We missed you today' },
        { type: 'send_email', subject: 'We missed you', body: 'Rebook: {{bookingLink}}' },
      ],
    });
    const id = await bookOne('noshow@example.com');
    await t.db.update(clients).set({ phone: '5551234567' }).where(eq(clients.email, 'noshow@example.com'));
    await call('PUT', `/api/appointments/${id}`, biz.cookie, { status: 'no_show' });
    await runFlowRound(t.db);
    const [run] = await runsOf(flow.id);
    expect(run.status).toBe('completed');
    expect(run.log[0]).toMatchObject({ type: 'send_sms', outcome: 'not_sent', detail: NO_SMS_PROVIDER });
    expect(run.log[1]).toMatchObject({ type: 'send_email', outcome: 'done' });
  });

  it('gives a lapsed client who agreed a single-use code by a marketing email, and skips one who did not', async () => {
    const flow = await createFlow({ ...FLOW_TEMPLATES.we_miss_you, isActive: true });
    expect(flow.marketing).toBe(true);
    // Switched on three days ago: clients whose 60 days ran out since then are due.
    await t.db
      .update(automatedFlows)
      .set({ activatedAt: new Date(Date.now() - 3 * 24 * HOUR) })
      .where(eq(automatedFlows.id, flow.id));
    const yes = await addAudienceClient(t.db, biz.businessId, {
      name: 'Lee Lapsed',
      email: 'lee@example.com',
      optIn: true,
      visitsDaysAgo: [61],
    });
    await addAudienceClient(t.db, biz.businessId, {
      name: 'Nia Noconsent',
      email: 'nia@example.com',
      optIn: false,
      visitsDaysAgo: [62],
    });
    // Lapsed long before the flow was on: no backlog.
    await addAudienceClient(t.db, biz.businessId, {
      name: 'Old Timer',
      email: 'old@example.com',
      optIn: true,
      visitsDaysAgo: [200],
    });
    await runFlowRound(t.db);
    await runFlowRound(t.db);
    const runs = await runsOf(flow.id);
    expect(runs.map((r: { clientName: string }) => r.clientName).sort()).toEqual([
      'Lee Lapsed',
      'Nia Noconsent',
    ]);
    const lee = runs.find((r: { clientId: number }) => r.clientId === yes);
    expect(lee.status).toBe('completed');
    const code = /Offer code (\S+) issued/.exec(lee.log[0].detail)?.[1] ?? '';
    const [offer] = await t.db.select().from(offers).where(eq(offers.code, code));
    expect(offer).toMatchObject({ usageLimit: 1, perClientLimit: 1, type: 'percentage', value: '10.00' });
    const [mail] = await flowMail('lee@example.com');
    expect(mail?.body).toContain(code);
    expect(mail?.body).toContain('Unsubscribe:');
    expect(mail?.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    const nia = runs.find((r: { clientName: string }) => r.clientName === 'Nia Noconsent');
    expect(nia).toMatchObject({ status: 'skipped', error: "The client hasn't agreed to marketing email" });
    expect(await flowMail('nia@example.com')).toHaveLength(0);
  });

  it('checks an update against the flow as it will be: stored days count, a missing service does not', async () => {
    const flow = await createFlow({
      name: 'Nudge',
      trigger: 'no_show',
      triggerConfig: { days: 30 },
      flowSteps: [{ type: 'send_email', subject: 'Hi', body: 'Come back' }],
    });
    const url = `/api/automated-flows/${flow.id}`;
    const lapsed = await call('PUT', url, biz.cookie, { trigger: 'client_lapsed' });
    expect(lapsed.statusCode).toBe(200);
    expect(lapsed.json()).toMatchObject({
      trigger: 'client_lapsed',
      triggerConfig: { days: 30 },
      marketing: true,
    });
    const rebook = await call('PUT', url, biz.cookie, { trigger: 'rebook_due' });
    expect(rebook.statusCode).toBe(400);
    expect(rebook.json().errors).toEqual([{ path: 'triggerConfig.serviceId', message: 'Choose a service' }]);
    const waits = await call('PUT', url, biz.cookie, {
      flowSteps: [{ type: 'wait', amount: 1, unit: 'days' }],
    });
    expect(waits.json().errors).toEqual([
      { path: 'flowSteps', message: 'A flow needs at least one step that does something' },
    ]);
  });

  it('refuses unknown variables, and {{offerCode}} before any step gives a code, naming the step', async () => {
    const noCodeYet = await call('POST', '/api/automated-flows', biz.cookie, {
      name: 'Too early',
      trigger: 'appointment_completed',
      flowSteps: [
        { type: 'send_email', subject: 'Thanks {{firstName}}', body: 'Your code: {{offerCode}}' },
        { type: 'issue_offer', offerType: 'percentage', value: 10, validDays: 30 },
        { type: 'send_sms', body: 'Hi {{FirstName}}, code {{offerCode}}' },
      ],
    });
    expect(noCodeYet.statusCode).toBe(400);
    expect(noCodeYet.json().errors).toEqual([
      {
        path: 'flowSteps.0.body',
        message:
          '{{offerCode}} has no value here: add a “Give a single-use offer code” step before this one, or take {{offerCode}} out.',
      },
      {
        path: 'flowSteps.2.body',
        message:
          "{{FirstName}} isn't a variable. Use {{firstName}}, {{businessName}}, {{bookingLink}} or {{offerCode}}.",
      },
    ]);
    // With the code given first, the same message is fine.
    const ok = await call('POST', '/api/automated-flows', biz.cookie, {
      name: 'In order',
      trigger: 'appointment_completed',
      flowSteps: [
        { type: 'issue_offer', offerType: 'percentage', value: 10, validDays: 30 },
        { type: 'send_email', subject: 'Thanks {{firstName}}', body: 'Your code: {{offerCode}}' },
      ],
    });
    expect(ok.statusCode).toBe(201);
    // An update is checked as the flow will be: taking the code step away is refused.
    const without = await call('PUT', `/api/automated-flows/${ok.json().id}`, biz.cookie, {
      flowSteps: [{ type: 'send_email', subject: 'Thanks {{firstName}}', body: 'Your code: {{offerCode}}' }],
    });
    expect(without.statusCode).toBe(400);
    expect(without.json().errors[0].path).toBe('flowSteps.0.body');
  });

  it('cancels waiting runs of a flow switched off, and keeps tenants apart', async () => {
    const flow = await createFlow({
      name: 'Booked note',
      trigger: 'appointment_booked',
      isActive: true,
      flowSteps: [
        { type: 'wait', amount: 1, unit: 'days' },
        { type: 'send_email', subject: 'See you soon', body: 'Hi {{firstName}}' },
      ],
    });
    await bookOne('booked@example.com');
    await runFlowRound(t.db);
    expect((await runsOf(flow.id))[0].status).toBe('waiting');
    await call('PUT', `/api/automated-flows/${flow.id}`, biz.cookie, { isActive: false });
    await runFlowRound(t.db, new Date(Date.now() + 25 * HOUR));
    expect((await runsOf(flow.id))[0]).toMatchObject({
      status: 'cancelled',
      error: 'The flow was switched off',
    });
    expect(await flowMail('booked@example.com')).toHaveLength(0);

    expect(
      (await call('PUT', `/api/automated-flows/${flow.id}`, other.cookie, { isActive: true })).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/automated-flows/${flow.id}/runs`, other.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/automated-flows/${flow.id}`, other.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/automated-flows', other.cookie)).json()).toEqual([]);
    expect((await call('DELETE', `/api/automated-flows/${flow.id}`, biz.cookie)).statusCode).toBe(204);
    expect(await t.db.select().from(flowRuns).where(eq(flowRuns.flowId, flow.id))).toHaveLength(0);
  });
});
