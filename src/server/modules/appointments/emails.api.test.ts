import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { appointments, outbox } from '../../db/schema/index';
import { deliverDueEmails } from '../../jobs/outbox';
import { smtpTransport } from '../../jobs/outbox-sender';
import { queueDueReminders } from '../../jobs/reminders';
import { addService, booking, schedulingBusiness } from '../slots/scheduling-fixtures';

type Received = { to: string; raw: string };
let t: TestApp;
let server: SMTPServer;
let smtpUrl: string;
const received: Received[] = [];

beforeAll(async () => {
  t = await createTestApp();
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Quoted-printable soft breaks and escapes undone, so assertions read the text a person sees. */
const plain = (raw: string) =>
  raw.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16)));

describe('booking emails through SMTP', () => {
  it('sends a confirmation, then a reminder 24 hours before, with New York local times across the March change', async () => {
    const biz = await schedulingBusiness(t.app, t.db, { timezone: 'America/New_York', tier: 'premium' });
    const service = await addService(t.app, biz.cookie, { name: 'Balayage', duration: 90 });
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/public/businesses/${biz.businessId}/appointments`,
      payload: booking(service.id, {
        date: '2027-03-15',
        startTime: '09:00',
        clientEmail: 'nyc@example.com',
      }),
    });
    expect(booked.statusCode).toBe(201);
    const transport = smtpTransport(smtpUrl, 'Frontdesk <no-reply@frontdesk.test>');
    expect(await deliverDueEmails({ db: t.db, transport })).toEqual({ sent: 1, failed: 0 });
    const confirmation = plain(received.at(-1)?.raw ?? '');
    expect(received.at(-1)?.to).toBe('nyc@example.com');
    expect(confirmation).toContain('Subject: Your Balayage appointment at Test Salon is booked');
    expect(confirmation).toContain('When: Monday, March 15, 2027 at 9:00 AM EDT (until 10:30 AM EDT)');

    // Nothing is due two days before; 23 hours before, the reminder is queued once.
    expect(await queueDueReminders(t.db, new Date('2027-03-13T13:00:00Z'))).toBe(0);
    expect(await queueDueReminders(t.db, new Date('2027-03-14T14:00:00Z'))).toBe(1);
    expect(await queueDueReminders(t.db, new Date('2027-03-14T14:05:00Z'))).toBe(0);
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, booked.json().id));
    expect(row?.reminderSent).toBe(true);
    expect(await deliverDueEmails({ db: t.db, transport })).toEqual({ sent: 1, failed: 0 });
    const reminder = plain(received.at(-1)?.raw ?? '');
    expect(reminder).toContain('Subject: Reminder: Balayage at Test Salon tomorrow');
    expect(reminder).toContain('When: Monday, March 15, 2027 at 9:00 AM EDT');
  });

  it('writes Sydney times after the April change, and sends no reminder when the client declined one', async () => {
    const biz = await schedulingBusiness(t.app, t.db, { timezone: 'Australia/Sydney', tier: 'premium' });
    const service = await addService(t.app, biz.cookie, { name: 'Massage', duration: 60 });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { cookie: biz.cookie },
      payload: booking(service.id, {
        date: '2027-04-05',
        startTime: '09:00',
        clientEmail: 'syd@example.com',
        sendReminder: false,
      }),
    });
    expect(booked.statusCode).toBe(201);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, 'syd@example.com'));
    expect(mail?.body).toContain('When: Monday, April 5, 2027 at 9:00 AM GMT+10 (until 10:00 AM GMT+10)');
    expect(await queueDueReminders(t.db, new Date('2027-04-04T12:00:00Z'))).toBe(0);
  });

  it('keeps no email of a booking that failed', async () => {
    const biz = await schedulingBusiness(t.app, t.db, { tier: 'premium' });
    const service = await addService(t.app, biz.cookie, { duration: 60 });
    const payload = booking(service.id, {
      date: '2027-09-01',
      startTime: '09:00',
      clientEmail: 'twice@example.com',
    });
    const headers = { cookie: biz.cookie };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/appointments', headers, payload })).statusCode,
    ).toBe(201);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/appointments', headers, payload })).statusCode,
    ).toBe(409);
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, 'twice@example.com'))).toHaveLength(1);
  });
});
