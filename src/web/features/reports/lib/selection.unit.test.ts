import { describe, expect, it } from 'vitest';
import { changeOf, queryStringOf, selectionFrom, selectionLabel } from './selection';

describe('the report selection', () => {
  it('reads and writes the address', () => {
    expect(selectionFrom('?period=3m')).toEqual({ period: '3m' });
    expect(selectionFrom('?from=2027-03-01&to=2027-03-31')).toEqual({ from: '2027-03-01', to: '2027-03-31' });
    expect(selectionFrom('?from=2027-03-31&to=2027-03-01')).toEqual({ period: '30d' });
    expect(selectionFrom('?period=2w')).toEqual({ period: '30d' });
    expect(queryStringOf({ period: '7d' })).toBe('?period=7d');
    expect(queryStringOf({ from: '2027-03-01', to: '2027-03-31' })).toBe('?from=2027-03-01&to=2027-03-31');
  });

  it('names periods and ranges', () => {
    expect(selectionLabel({ period: '1y' })).toBe('Last year');
    expect(selectionLabel({ from: '2027-03-01', to: '2027-03-31' })).toBe('Mar 1, 2027 – Mar 31, 2027');
  });
});

describe('changeOf', () => {
  it('says the change in percent, or in points for rates', () => {
    expect(changeOf(112.5, 100, 'amount')).toBe('+12.5%');
    expect(changeOf(97, 100, 'amount')).toBe('−3.0%');
    expect(changeOf(5, 0, 'amount')).toBe('New');
    expect(changeOf(0, 0, 'amount')).toBe('No change');
    expect(changeOf(0.25, 0.2, 'rate')).toBe('+5.0 pts');
    expect(changeOf(0.2, 0.2, 'rate')).toBe('No change');
  });
});
