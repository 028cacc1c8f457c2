import { describe, expect, it } from 'vitest';
import { clock, summarizeHours } from './hours';

describe('summarizeHours', () => {
  it('joins days in a row with the same hours and leaves closed days out', () => {
    const day = { open: '09:00', close: '17:00' };
    expect(
      summarizeHours({
        monday: day,
        tuesday: day,
        wednesday: day,
        thursday: day,
        friday: day,
        saturday: { open: '10:00', close: '14:00' },
        sunday: { open: '10:00', close: '14:00', closed: true },
      }),
    ).toBe('Mon–Fri 9:00 AM–5:00 PM · Sat 10:00 AM–2:00 PM');
  });
  it('keeps a gap between equal days apart, and says nothing for no open day', () => {
    const day = { open: '12:00', close: '20:30' };
    expect(summarizeHours({ monday: day, wednesday: day })).toBe(
      'Mon 12:00 PM–8:30 PM · Wed 12:00 PM–8:30 PM',
    );
    expect(summarizeHours({})).toBeNull();
    expect(summarizeHours(null)).toBeNull();
  });
  it('reads midnight and noon as people do', () => {
    expect(clock('00:30')).toBe('12:30 AM');
    expect(clock('12:00')).toBe('12:00 PM');
    expect(clock('24:00')).toBe('12:00 AM');
  });
});
