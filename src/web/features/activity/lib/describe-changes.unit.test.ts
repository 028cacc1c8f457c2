import { describe, expect, it } from 'vitest';
import { changeText, describeChanges, fieldLabel, valueText } from './describe-changes';

describe('describeChanges', () => {
  it('writes a price change as before → after', () => {
    expect(describeChanges({ price: 45 }, { price: 50 }).map(changeText)).toEqual(['price: 45 → 50']);
  });

  it('keeps a side that held nothing out, as for a delete or an export', () => {
    expect(describeChanges({ name: 'Haircut' }, null).map(changeText)).toEqual(['name: Haircut']);
    expect(describeChanges(null, { rows: 12, action: 'service.deleted' }).map(changeText)).toEqual([
      'rows: 12',
      'action: service.deleted',
    ]);
    expect(describeChanges(null, null)).toEqual([]);
  });

  it('says yes, no and none, and reads basis points as percent', () => {
    expect(
      describeChanges(
        { isActive: true, hourlyRate: null, serviceCommissionBp: 1500 },
        { isActive: false, hourlyRate: 25, serviceCommissionBp: 2050 },
      ).map(changeText),
    ).toEqual(['is active: yes → no', 'hourly rate: none → 25', 'service commission: 15% → 20.5%']);
  });

  it('opens permissions and shows only the keys that changed', () => {
    expect(
      describeChanges(
        { permissions: { viewReports: false, editClients: true } },
        { permissions: { viewReports: true, editClients: true } },
      ).map(changeText),
    ).toEqual(['permissions: view reports: no → yes']);
  });

  it('cuts long text short and lists arrays', () => {
    expect(valueText('x'.repeat(200))).toHaveLength(80);
    expect(valueText(['a', 'b'])).toBe('a, b');
    expect(fieldLabel('retentionDays')).toBe('retention days');
    expect(valueText('invalid_credentials')).toBe('invalid credentials');
  });
});
