import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatLocal,
  formatLocalDate,
  instantToLocal,
  localCalendar,
  localToInstant,
  nextOffsetChange,
} from './time';

describe('business-local time', () => {
  it('maps 09:00 New York to 14:00Z before the March change and 13:00Z after it', () => {
    expect(localToInstant('2027-03-13', '09:00', 'America/New_York').toISOString()).toBe(
      '2027-03-13T14:00:00.000Z',
    );
    expect(localToInstant('2027-03-14', '09:00', 'America/New_York').toISOString()).toBe(
      '2027-03-14T13:00:00.000Z',
    );
    expect(localToInstant('2027-11-07', '09:00', 'America/New_York').toISOString()).toBe(
      '2027-11-07T14:00:00.000Z',
    );
  });

  it('resolves a time the change skips forward, like PostgreSQL', () => {
    expect(localToInstant('2027-03-14', '02:30', 'America/New_York').toISOString()).toBe(
      '2027-03-14T07:30:00.000Z',
    );
  });

  it('reads an instant back as Sydney wall-clock time across April’s change', () => {
    expect(instantToLocal(new Date('2027-04-03T23:00:00Z'), 'Australia/Sydney')).toEqual({
      date: '2027-04-04',
      time: '09:00',
    });
    expect(instantToLocal(new Date('2027-04-02T22:00:00Z'), 'Australia/Sydney')).toEqual({
      date: '2027-04-03',
      time: '09:00',
    });
  });

  it('counts days and weeks on the calendar, not in hours', () => {
    expect(addDays('2027-03-13', 1)).toBe('2027-03-14');
    expect(localCalendar(new Date('2027-03-17T03:00:00Z'), 'America/New_York')).toMatchObject({
      today: '2027-03-16',
      weekStart: '2027-03-14',
      monthStart: '2027-03-01',
      nextMonthStart: '2027-04-01',
    });
  });

  it('writes email times in the business zone', () => {
    expect(formatLocal(new Date('2027-03-14T13:00:00Z'), 'America/New_York')).toBe(
      'Sunday, March 14, 2027 at 9:00 AM EDT',
    );
    // 23:30 EDT on the Saturday in New York is already Sunday in UTC.
    expect(formatLocalDate(new Date('2027-11-07T03:30:00Z'), 'America/New_York')).toBe(
      'Saturday, November 6, 2027',
    );
  });

  it('finds the next DST change of a zone, to the minute, in either direction', () => {
    const from = new Date('2026-11-23T12:34:56Z');
    expect(nextOffsetChange('America/New_York', from)).toEqual({
      at: new Date('2027-03-14T07:00:00Z'),
      date: '2027-03-14',
      change: 60,
    });
    expect(nextOffsetChange('America/New_York', from, 'back')).toEqual({
      at: new Date('2027-11-07T06:00:00Z'),
      date: '2027-11-07',
      change: -60,
    });
    // Sydney's clocks go back at 03:00 AEDT on the first Sunday of April, forward in October.
    expect(nextOffsetChange('Australia/Sydney', from, 'back')).toMatchObject({
      at: new Date('2027-04-03T16:00:00Z'),
      date: '2027-04-04',
    });
    expect(nextOffsetChange('Australia/Sydney', from, 'forward')?.date).toBe('2027-10-03');
    // Lord Howe moves by half an hour, at 02:00 local.
    expect(nextOffsetChange('Australia/Lord_Howe', from)).toMatchObject({
      at: new Date('2027-04-03T15:00:00Z'),
      change: -30,
    });
    // Just after one change, the next of the same zone is the following one.
    expect(nextOffsetChange('America/New_York', new Date('2027-03-14T07:00:00Z'))?.date).toBe('2027-11-07');
    expect(nextOffsetChange('UTC', from)).toBeNull();
    expect(nextOffsetChange('Asia/Tokyo', from)).toBeNull();
  });
});
