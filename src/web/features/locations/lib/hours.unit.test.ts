import { describe, expect, it } from 'vitest';
import { summarizeHours } from './hours';

describe('summarizeHours', () => {
  it('groups days with the same hours and leaves closed days out', () => {
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
    ).toBe('Mon–Fri 9:00 AM–5:00 PM; Sat 10:00 AM–2:00 PM');
  });
  it('reads Sunday as the last day of the week, and says nothing for no open day', () => {
    expect(summarizeHours({ sunday: { open: '12:00', close: '16:00' } })).toBe('Sun 12:00 PM–4:00 PM');
    expect(summarizeHours({})).toBeNull();
    expect(summarizeHours(null)).toBeNull();
  });
});
