import ICAL from 'ical.js';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { teamOfEveryRole } from '../../../../tests/support/team';
import { publicOrigin } from '../../lib/public-url';
import { instantToLocal } from '../../lib/time';
import { schedulingBusinessTestApp } from '../slots/scheduling-app-fixtures';
import { addService, booking } from '../slots/scheduling-fixtures';
import { foldLine } from './ics';

const { t, biz } = schedulingBusinessTestApp({ timezone: 'America/New_York', tier: 'premium' });
beforeAll(async () => {
  const service = await addService(t.app, biz.cookie, {
    name: 'Cut, color; and style',
    duration: 60,
    price: '120',
  });
  const book = (date: string, startTime: string, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/appointments',
      headers: { cookie: biz.cookie },
      payload: booking(service.id, { date, startTime, ...extra }),
    });
  await book('2027-03-13', '09:00', {
    clientName: 'Émilie Durand-Longname With A Very Long Name To Fold The Line Properly',
  });
  await book('2027-03-15', '09:00', {
    clientEmail: 'second@example.com',
    notes: 'Line one\nline two, with comma',
  });
  const cancelled = await book('2027-03-16', '09:00', { clientEmail: 'third@example.com' });
  await t.app.inject({
    method: 'PUT',
    url: `/api/appointments/${cancelled.json().id}`,
    headers: { cookie: biz.cookie },
    payload: { status: 'cancelled' },
  });
});

function parseEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

describe('calendar feed', () => {
  it('serves upcoming non-cancelled appointments at a secret URL that a rotation retires', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: '/api/calendar-feed',
      headers: { cookie: biz.cookie },
    });
    const { url } = first.json() as { url: string };
    expect(url).toMatch(/\/api\/public\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/calendar-feed', headers: { cookie: biz.cookie } })
      ).json().url,
    ).toBe(url);

    const feed = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const events = parseEvents(feed.body);
    expect(events).toHaveLength(2);
    expect(events.map((e) => e.startDate.toJSDate().toISOString())).toEqual([
      '2027-03-13T14:00:00.000Z',
      '2027-03-15T13:00:00.000Z',
    ]);
    expect(events[0]?.summary).toBe(
      'Cut, color; and style – Émilie Durand-Longname With A Very Long Name To Fold The Line Properly',
    );
    expect(events[1]?.description).toContain('Notes: Line one\nline two, with comma');
    expect(events[0]?.uid).toMatch(/^appointment-\d+@/);

    const rotated = await t.app.inject({
      method: 'POST',
      url: '/api/calendar-feed/rotate',
      headers: { cookie: biz.cookie },
    });
    expect(rotated.json().url).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: new URL(rotated.json().url).pathname })).statusCode,
    ).toBe(200);
  });

  it('gives each member a URL of their own, which ends with their membership or a role without one', async () => {
    const { owner, members } = await teamOfEveryRole(t);
    const feedOf = async (cookie: string, method: 'GET' | 'POST' = 'GET') =>
      t.app.inject({
        method,
        url: method === 'GET' ? '/api/calendar-feed' : '/api/calendar-feed/rotate',
        headers: { cookie },
      });
    const fetchFeed = async (url: string) =>
      (await t.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode;
    const ownerUrl = (await feedOf(owner.cookie)).json().url as string;
    const staffUrl = (await feedOf(members.staff.cookie)).json().url as string;
    const managerUrl = (await feedOf(members.manager.cookie)).json().url as string;
    expect(new Set([ownerUrl, staffUrl, managerUrl]).size).toBe(3);
    expect((await feedOf(members.contractor.cookie)).statusCode).toBe(403);
    expect([await fetchFeed(ownerUrl), await fetchFeed(staffUrl), await fetchFeed(managerUrl)]).toEqual([
      200, 200, 200,
    ]);

    // A member changes their own link; the others' keep working.
    const rotated = await feedOf(members.staff.cookie, 'POST');
    expect(rotated.statusCode).toBe(200);
    expect(await fetchFeed(staffUrl)).toBe(404);
    const staffNewUrl = rotated.json().url as string;
    expect(await fetchFeed(staffNewUrl)).toBe(200);
    expect(await fetchFeed(ownerUrl)).toBe(200);

    // Deactivated: the URL the stylist still has stops at once (issue 32 F6), the owner's doesn't.
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/${members.staff.staffId}`,
      headers: { cookie: owner.cookie },
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    expect(await fetchFeed(staffNewUrl)).toBe(404);
    expect(await fetchFeed(ownerUrl)).toBe(200);

    // Made a contractor, who has no feed: the manager's URL stops too.
    const demoted = await t.app.inject({
      method: 'PUT',
      url: `/api/staff/${members.manager.staffId}`,
      headers: { cookie: owner.cookie },
      payload: { role: 'contractor' },
    });
    expect(demoted.statusCode).toBe(200);
    expect(await fetchFeed(managerUrl)).toBe(404);
  });

  it('builds the feed URL and event UIDs from PUBLIC_URL, whatever Host the request names', async () => {
    const asked = (host: string) =>
      t.app.inject({ method: 'GET', url: '/api/calendar-feed', headers: { cookie: biz.cookie, host } });
    const forged = (await asked('evil.example')).json().url as string;
    expect(forged.startsWith(`${publicOrigin()}/api/public/calendar/`)).toBe(true);
    expect(forged).not.toContain('evil.example');
    const path = new URL(forged).pathname;
    const uids = async (host: string) =>
      parseEvents((await t.app.inject({ method: 'GET', url: path, headers: { host } })).body).map(
        (e) => e.uid,
      );
    const fromLocalhost = await uids('localhost:5000');
    expect(fromLocalhost.length).toBeGreaterThan(0);
    expect(await uids('127.0.0.1:5000')).toEqual(fromLocalhost);
    expect(fromLocalhost[0]).toBe(fromLocalhost[0]?.replace(/@.*/, `@${new URL(publicOrigin()).host}`));
  });

  it('exports a chosen range as .ics and .csv', async () => {
    const ics = await t.app.inject({
      method: 'GET',
      url: '/api/appointments/export?startDate=2027-03-14&endDate=2027-03-31&format=ics',
      headers: { cookie: biz.cookie },
    });
    expect(ics.headers['content-disposition']).toBe(
      'attachment; filename="schedule-2027-03-14-to-2027-03-31.ics"',
    );
    const events = parseEvents(ics.body);
    expect(events).toHaveLength(1);
    const start = events[0]?.startDate.toJSDate() as Date;
    expect(instantToLocal(start, 'America/New_York')).toEqual({ date: '2027-03-15', time: '09:00' });

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/appointments/export?startDate=2027-03-01&endDate=2027-03-31&format=csv',
      headers: { cookie: biz.cookie },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    // A UTF-8 byte-order mark first, so Excel reads accented names as written.
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const rows = Papa.parse<string[]>(csv.body.slice(1).trim()).data;
    expect(rows[0]).toEqual([
      'Date',
      'Start',
      'End',
      'Client',
      'Email',
      'Phone',
      'Service',
      'Price',
      'Staff',
      'Status',
      'Notes',
      'Location',
    ]);
    expect(rows.slice(1).map((r) => [r[0], r[1], r[2], r[6], r[7]])).toEqual([
      ['2027-03-13', '09:00', '10:00', 'Cut, color; and style', '120.00'],
      ['2027-03-15', '09:00', '10:00', 'Cut, color; and style', '120.00'],
    ]);
    expect(rows[2]?.[10]).toBe('Line one\nline two, with comma');
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/appointments/export?startDate=2027-03-01&endDate=2027-03-31',
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('folds at 75 octets without splitting a character', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(60)}`);
    const lines = folded.split('\r\n');
    expect(lines.every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(`SUMMARY:${'é'.repeat(60)}`);
  });
});
