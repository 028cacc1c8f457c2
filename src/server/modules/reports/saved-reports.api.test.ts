import { and, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPlan } from '../../../../tests/support/plans';
import { type ReceivedMail, startSmtpCapture } from '../../../../tests/support/smtp';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { outbox, reports } from '../../db/schema/index';
import { deliverDueEmails } from '../../jobs/outbox';
import { smtpTransport } from '../../jobs/outbox-sender';
import { sendDueReports } from '../../jobs/scheduled-reports';
import { type SchedulingBusiness, schedulingBusiness } from '../slots/scheduling-fixtures';

let t: TestApp;
let biz: SchedulingBusiness;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let smtpUrl: string;
let received: ReceivedMail[] = [];

beforeAll(async () => {
  t = await createTestApp();
  biz = await schedulingBusiness(t.app, t.db, { timezone: 'America/New_York', tier: 'premium' });
  smtp = await startSmtpCapture();
  smtpUrl = smtp.url;
  received = smtp.received;
});
afterAll(async () => {
  await smtp.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, cookie = biz.cookie) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const weekly = {
  name: 'Monday staff numbers',
  type: 'staff',
  parameters: { period: '7d' },
  schedule: 'weekly',
  recipients: ['owner@example.com', 'manager@example.com'],
};

describe('saved reports', () => {
  it('saves a view with its schedule and answers it in the list', async () => {
    const created = await call('POST', '/api/reports/saved', weekly);
    expect(created.statusCode, created.body).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({ ...weekly, isActive: true, lastGenerated: null, description: null });
    // The next Monday at 07:00 in New York.
    const next = new Date(body.nextRunAt);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        weekday: 'long',
        hour: 'numeric',
        hourCycle: 'h23',
      }).format(next),
    ).toBe('Monday, 07');
    const view = await call('POST', '/api/reports/saved', {
      name: 'March services',
      type: 'services',
      parameters: { from: '2027-03-01', to: '2027-03-31' },
    });
    expect(view.json()).toMatchObject({ schedule: null, recipients: [], nextRunAt: null });
    const list = (await call('GET', '/api/reports/saved')).json();
    expect(list.map((r: { name: string }) => r.name)).toEqual(['March services', 'Monday staff numbers']);
  });

  it('answers bad input with field messages', async () => {
    const bad = await call('POST', '/api/reports/saved', {
      name: '',
      type: 'everything',
      parameters: { period: '2w' },
      schedule: 'weekly',
      recipients: ['not-an-email'],
    });
    expect(bad.statusCode).toBe(400);
    const messages = Object.fromEntries(
      bad.json().errors.map((e: { path: string; message: string }) => [e.path, e.message]),
    );
    expect(messages).toMatchObject({
      name: 'Name is required',
      type: 'Type must be overview, services, staff or inventory',
      'recipients.0': 'Each recipient must be a valid email',
    });
    const noOne = await call('POST', '/api/reports/saved', { ...weekly, recipients: [] });
    expect(noOne.json().errors).toEqual([
      { path: 'recipients', message: 'Add at least one recipient for a scheduled report' },
    ]);
  });

  it('pauses, resumes and deletes; another business gets 404', async () => {
    const saved = (await call('POST', '/api/reports/saved', weekly)).json();
    const paused = await call('PUT', `/api/reports/saved/${saved.id}`, { isActive: false });
    expect(paused.json()).toMatchObject({ isActive: false, nextRunAt: null });
    const resumed = await call('PUT', `/api/reports/saved/${saved.id}`, { isActive: true });
    expect(resumed.json().nextRunAt).not.toBeNull();
    const unscheduled = await call('PUT', `/api/reports/saved/${saved.id}`, { recipients: [] });
    expect(unscheduled.statusCode).toBe(400);

    const other = await schedulingBusiness(t.app, t.db, { tier: 'premium' });
    expect(
      (await call('PUT', `/api/reports/saved/${saved.id}`, { name: 'Mine' }, other.cookie)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/reports/saved/${saved.id}`, undefined, other.cookie)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/reports/saved', undefined, other.cookie)).json()).toEqual([]);
    const deleted = await call('DELETE', `/api/reports/saved/${saved.id}`);
    expect(deleted.json()).toEqual({ message: 'Report deleted' });
    expect((await call('DELETE', `/api/reports/saved/${saved.id}`)).statusCode).toBe(404);
  });
});

describe('scheduled reports', () => {
  it('emails the PDF and CSV to each recipient once per send, and moves to the next send', async () => {
    const monthly = await call('POST', '/api/reports/saved', {
      name: 'Monthly overview',
      type: 'overview',
      parameters: { period: '30d' },
      schedule: 'monthly',
      recipients: ['books@example.com'],
    });
    const id = monthly.json().id as number;
    // Due: 07:00 on 1 April 2027 in New York; the job runs a few minutes later.
    await t.db
      .update(reports)
      .set({ nextRunAt: new Date('2027-04-01T11:00:00Z') })
      .where(eq(reports.id, id));
    const now = new Date('2027-04-01T11:03:00Z');
    expect(await sendDueReports(t.db, now)).toBeGreaterThanOrEqual(1);
    expect(await sendDueReports(t.db, now)).toBe(0);

    const mails = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'scheduled_report'), eq(outbox.recipient, 'books@example.com')));
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject).toBe(`${biz.user.businessName}: Monthly overview (2027-03-01 to 2027-03-31)`);
    expect(mail?.attachments?.map((a) => [a.filename, a.contentType])).toEqual([
      ['overview-2027-03-01-to-2027-03-31.pdf', 'application/pdf'],
      ['overview-2027-03-01-to-2027-03-31.csv', 'text/csv'],
    ]);
    const [pdf, csv] = mail?.attachments ?? [];
    const parser = new PDFParse({ data: new Uint8Array(Buffer.from(pdf?.contentBase64 ?? '', 'base64')) });
    expect((await parser.getText()).text).toContain('2027-03-01 to 2027-03-31');
    await parser.destroy();
    const lines = Papa.parse<string[]>(Buffer.from(csv?.contentBase64 ?? '', 'base64').toString('utf8')).data;
    expect(lines[0]).toEqual([`${biz.user.businessName}: Overview`]);
    // Generated at the send's time, in the business's zone; then the key figures; then 31 days and their total.
    expect(lines[2]?.[1]).toMatch(/^2027-04-01 \d\d:\d\d \(/);
    const byDay = lines.findIndex((line) => line[0] === 'By day');
    expect(lines[byDay + 2]?.[0]).toBe('2027-03-01');
    expect(lines[byDay + 2 + 31]?.[0]).toBe('Total');

    const [row] = await t.db.select().from(reports).where(eq(reports.id, id));
    expect(row?.lastGenerated?.toISOString()).toBe(now.toISOString());
    expect(row?.nextRunAt?.toISOString()).toBe('2027-05-01T11:00:00.000Z');

    // Through SMTP, with both files attached.
    await deliverDueEmails({
      db: t.db,
      transport: smtpTransport(smtpUrl, 'Frontdesk <no-reply@frontdesk.test>'),
    });
    const sent = received.find((m) => m.to === 'books@example.com');
    expect(sent?.raw).toContain('Content-Type: application/pdf; name=overview-2027-03-01-to-2027-03-31.pdf');
    expect(sent?.raw).toContain('overview-2027-03-01-to-2027-03-31.csv');
  });

  it('sends nothing while the plan lacks analytics, and keeps the schedule', async () => {
    const other = await schedulingBusiness(t.app, t.db, { timezone: 'America/New_York', tier: 'premium' });
    const saved = (
      await call(
        'POST',
        '/api/reports/saved',
        { ...weekly, recipients: ['lapsed@example.com'] },
        other.cookie,
      )
    ).json();
    await setPlan(t.db, other.businessId, 'basic');
    await t.db
      .update(reports)
      .set({ nextRunAt: new Date('2027-04-05T11:00:00Z') })
      .where(eq(reports.id, saved.id));
    await sendDueReports(t.db, new Date('2027-04-05T11:01:00Z'));
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, 'lapsed@example.com'))).toEqual([]);
    const [row] = await t.db.select().from(reports).where(eq(reports.id, saved.id));
    expect(row?.nextRunAt?.toISOString()).toBe('2027-04-12T11:00:00.000Z');
    expect(row?.lastGenerated).toBeNull();
  });
});
