import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReceivedMail, startSmtpCapture } from '../../../../tests/support/smtp';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app';
import { appointments, outbox } from '../../db/schema/index';
import { deliverDueEmails } from '../../jobs/outbox';
import { smtpTransport } from '../../jobs/outbox-sender';
import { queueDueReminders } from '../../jobs/reminders';
import { addDays, instantToLocal } from '../../lib/time';
import {
  addService,
  booking,
  daysAhead,
  nextDstChange,
  schedulingBusiness,
} from '../slots/scheduling-fixtures';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let smtpUrl: string;
let received: ReceivedMail[] = [];

beforeAll(async () => {
  t = await createTestApp();
  smtp = await startSmtpCapture();
  smtpUrl = smtp.url;
  received = smtp.received;
});
afterAll(async () => {
  await smtp.close();
});

/** Folded headers and quoted-printable soft breaks undone, so assertions read the text a person sees. */
const plain = (raw: string) =>
  raw
    .replace(/\r\n(?=[ \t])/g, '')
    .replace(/=\r\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16)));

/** "Sunday, March 14, 2027" for a 'YYYY-MM-DD', written without the code under test. */
const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`));

const HOUR = 60 * 60 * 1000;
const hoursBefore = (instant: Date, hours: number) => new Date(instant.getTime() - hours * HOUR);

describe('booking emails through SMTP', () => {
  // New York's next changes, booked at 09:00 on the Sunday itself: the reminder, 23 hours earlier, is
  // written on the Saturday, still on the other side of the change.
  it('sends a confirmation, then a reminder 24 hours before, with New York local times across the March change', async () => {
    const { date } = nextDstChange('America/New_York', 'forward');
    const biz = await schedulingBusiness(t.app, t.db, { timezone: 'America/New_York', tier: 'premium' });
    const service = await addService(t.app, biz.cookie, { name: 'Balayage', duration: 90 });
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/public/businesses/${biz.user.businessSlug}/appointments`,
      payload: booking(service.id, { date, startTime: '09:00', clientEmail: 'nyc@example.com' }),
    });
    expect(booked.statusCode).toBe(201);
    const [stored] = await t.db.select().from(appointments).where(eq(appointments.id, booked.json().id));
    const startsAt = stored?.startsAt as Date;
    // 09:00 EDT.
    expect(startsAt.toISOString()).toBe(`${date}T13:00:00.000Z`);
    const transport = smtpTransport(smtpUrl, 'Frontdesk <no-reply@frontdesk.test>');
    expect(await deliverDueEmails({ db: t.db, transport })).toEqual({ sent: 1, failed: 0 });
    const confirmation = plain(received.at(-1)?.raw ?? '');
    expect(received.at(-1)?.to).toBe('nyc@example.com');
    expect(confirmation).toContain('Subject: Your Balayage appointment at Test Salon is booked');
    expect(confirmation).toContain(`When: ${longDate(date)} at 9:00 AM EDT (until 10:30 AM EDT)`);
    // "Manage your booking": a single-use link into this client's portal at this business, by its slug.
    const manage = new RegExp(
      `Manage your booking \\(reschedule or cancel; the link signs you in once, for 7 days\\): (http://\\S+/client\\?business=${biz.user.businessSlug}&link=([A-Za-z0-9_-]+))`,
    ).exec(confirmation.replace(/\r\n/g, ' '));
    expect(manage, confirmation).not.toBeNull();
    const signIn = () =>
      t.app.inject({ method: 'POST', url: '/api/portal/sign-in', payload: { linkToken: manage?.[2] } });
    const session = await signIn();
    expect(session.statusCode).toBe(200);
    expect(session.json().client).toMatchObject({ email: 'nyc@example.com' });
    expect((await signIn()).statusCode).toBe(401);

    // Nothing is due two days before; 23 hours before (Saturday 09:00 EST), the reminder is queued once.
    expect(await queueDueReminders(t.db, hoursBefore(startsAt, 48))).toBe(0);
    expect(await queueDueReminders(t.db, hoursBefore(startsAt, 23))).toBe(1);
    expect(await queueDueReminders(t.db, hoursBefore(startsAt, 22.9))).toBe(0);
    const [row] = await t.db.select().from(appointments).where(eq(appointments.id, booked.json().id));
    expect(row?.reminderSent).toBe(true);
    expect(await deliverDueEmails({ db: t.db, transport })).toEqual({ sent: 1, failed: 0 });
    const reminder = plain(received.at(-1)?.raw ?? '');
    expect(reminder).toContain(`Subject: Reminder: Balayage at Test Salon on ${longDate(date)}`);
    expect(reminder).toContain(`When: ${longDate(date)} at 9:00 AM EDT (until 10:30 AM EDT)`);
  });

  it('writes EST times after the November change in the confirmation and the reminder sent the day before in EDT', async () => {
    const { date } = nextDstChange('America/New_York', 'back');
    const biz = await schedulingBusiness(t.app, t.db, { timezone: 'America/New_York', tier: 'premium' });
    const service = await addService(t.app, biz.cookie, { name: 'Trim', duration: 30 });
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/public/businesses/${biz.user.businessSlug}/appointments`,
      payload: booking(service.id, { date, startTime: '09:00', clientEmail: 'fall@example.com' }),
    });
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({ date, startTime: '09:00', endTime: '09:30' });
    const [stored] = await t.db.select().from(appointments).where(eq(appointments.id, booked.json().id));
    const startsAt = stored?.startsAt as Date;
    // 09:00 EST, an hour later in UTC than the same wall-clock time the day before.
    expect(startsAt.toISOString()).toBe(`${date}T14:00:00.000Z`);
    const transport = smtpTransport(smtpUrl, 'Frontdesk <no-reply@frontdesk.test>');
    expect(await deliverDueEmails({ db: t.db, transport })).toEqual({ sent: 1, failed: 0 });
    const confirmation = plain(received.at(-1)?.raw ?? '');
    expect(received.at(-1)?.to).toBe('fall@example.com');
    expect(confirmation).toContain(`When: ${longDate(date)} at 9:00 AM EST (until 9:30 AM EST)`);

    // 23 hours before is 11:00 EDT on the Saturday.
    expect(await queueDueReminders(t.db, hoursBefore(startsAt, 25))).toBe(0);
    expect(await queueDueReminders(t.db, hoursBefore(startsAt, 23))).toBe(1);
    expect(await deliverDueEmails({ db: t.db, transport })).toEqual({ sent: 1, failed: 0 });
    const reminder = plain(received.at(-1)?.raw ?? '');
    expect(reminder).toContain(`Subject: Reminder: Trim at Test Salon on ${longDate(date)}`);
    expect(reminder).toContain(`When: ${longDate(date)} at 9:00 AM EST (until 9:30 AM EST)`);
    expect(reminder).not.toContain('EDT');
  });

  it('writes Sydney times after the April change, and sends no reminder when the client declined one', async () => {
    const date = addDays(nextDstChange('Australia/Sydney', 'back').date, 1);
    const biz = await schedulingBusiness(t.app, t.db, { timezone: 'Australia/Sydney', tier: 'premium' });
    const service = await addService(t.app, biz.cookie, { name: 'Massage', duration: 60 });
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { cookie: biz.cookie },
      payload: booking(service.id, {
        date,
        startTime: '09:00',
        clientEmail: 'syd@example.com',
        sendReminder: false,
      }),
    });
    expect(booked.statusCode).toBe(201);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, 'syd@example.com'));
    expect(mail?.body).toContain(`When: ${longDate(date)} at 9:00 AM GMT+10 (until 10:00 AM GMT+10)`);
    // 09:00 AEST is 23:00Z the day before; 11 hours earlier the reminder would be due.
    expect(await queueDueReminders(t.db, new Date(`${addDays(date, -1)}T12:00:00Z`))).toBe(0);
  });

  it('sends no reminder for a booking made less than 24 hours ahead, whose confirmation just went out', async () => {
    const biz = await schedulingBusiness(t.app, t.db, { tier: 'premium' });
    const service = await addService(t.app, biz.cookie, { duration: 30 });
    const now = Date.now();
    const gridAfter = (hours: number) => {
      const at = new Date(Math.ceil((now + hours * HOUR) / (30 * 60_000)) * 30 * 60_000);
      return { at, local: instantToLocal(at, 'UTC') };
    };
    const book = async (hours: number, clientEmail: string) => {
      const { at, local } = gridAfter(hours);
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/appointments',
        headers: { cookie: biz.cookie },
        payload: booking(service.id, { date: local.date, startTime: local.time, clientEmail }),
      });
      expect(r.statusCode).toBe(201);
      return { id: r.json().id as number, at };
    };
    const soon = await book(2, 'soon@example.com');
    const later = await book(30, 'later@example.com');
    const reminded = async (id: number) =>
      (await t.db.select().from(appointments).where(eq(appointments.id, id)))[0]?.reminderSent;

    expect(await queueDueReminders(t.db, new Date(now))).toBe(0);
    expect(await queueDueReminders(t.db, hoursBefore(soon.at, 1))).toBe(0);
    expect(await reminded(soon.id)).toBe(false);
    // The one booked 30 hours ahead gets its reminder 24 hours before.
    expect(await queueDueReminders(t.db, hoursBefore(later.at, 23.5))).toBe(1);
    expect(await reminded(later.id)).toBe(true);
    const reminders = await t.db.select().from(outbox).where(eq(outbox.kind, 'appointment_reminder'));
    expect(reminders.map((m) => m.recipient)).not.toContain('soon@example.com');
    expect(reminders.map((m) => m.recipient)).toContain('later@example.com');
  });

  it('keeps no email of a booking that failed', async () => {
    const biz = await schedulingBusiness(t.app, t.db, { tier: 'premium' });
    const service = await addService(t.app, biz.cookie, { duration: 60 });
    const payload = booking(service.id, {
      date: daysAhead(10),
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

describe('client emails and the plan', () => {
  const transport = () => smtpTransport(smtpUrl, 'Frontdesk <no-reply@frontdesk.test>');

  it('sends no confirmation or reminder for a free business, whose bookings still work', async () => {
    const biz = await schedulingBusiness(t.app, t.db);
    const service = await addService(t.app, biz.cookie, { name: 'Free Cut', duration: 30 });
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/public/businesses/${biz.user.businessSlug}/appointments`,
      payload: booking(service.id, { date: daysAhead(5), clientEmail: 'free-plan@example.com' }),
    });
    expect(booked.statusCode).toBe(201);
    const [stored] = await t.db.select().from(appointments).where(eq(appointments.id, booked.json().id));
    expect(await queueDueReminders(t.db, hoursBefore(stored?.startsAt as Date, 23))).toBe(0);
    const queued = await t.db.select().from(outbox).where(eq(outbox.recipient, 'free-plan@example.com'));
    expect(queued).toEqual([]);
  });

  it("wraps an Enterprise business's emails in its logo and accent colour, with the text kept as the plain part", async () => {
    const biz = await schedulingBusiness(t.app, t.db, { tier: 'enterprise' });
    const branding = await t.app.inject({
      method: 'PUT',
      url: '/api/business/branding',
      headers: { cookie: biz.cookie },
      payload: { logoUrl: 'https://cdn.example.com/salon-logo.png', accentColor: '#be185d' },
    });
    expect(branding.statusCode).toBe(200);
    const service = await addService(t.app, biz.cookie, { name: 'Gloss <Deluxe>', duration: 30 });
    const booked = await t.app.inject({
      method: 'POST',
      url: `/api/public/businesses/${biz.user.businessSlug}/appointments`,
      payload: booking(service.id, { date: daysAhead(6), clientEmail: 'branded@example.com' }),
    });
    expect(booked.statusCode).toBe(201);
    await deliverDueEmails({ db: t.db, transport: transport(), batchSize: 100 });
    const mail = plain(received.find((r) => r.to === 'branded@example.com')?.raw ?? '');
    expect(mail).toContain('Content-Type: multipart/alternative');
    expect(mail).toContain('Content-Type: text/plain');
    expect(mail).toContain('Service: Gloss <Deluxe>');
    expect(mail).toContain('Content-Type: text/html');
    expect(mail).toContain('src="https://cdn.example.com/salon-logo.png"');
    expect(mail).toContain('alt="Test Salon logo"');
    expect(mail).toContain('#be185d');
    // The service's name is escaped in the HTML part, never markup.
    expect(mail).toContain('Service: Gloss &lt;Deluxe&gt;');
  });
});
