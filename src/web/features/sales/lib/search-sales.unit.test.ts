import { describe, expect, it } from 'vitest';
import { matchesSaleSearch } from './search-sales';

const sales = [
  { id: 12, customer: { name: 'Maya Chen' } },
  { id: 120, customer: null },
];

describe('sales search', () => {
  it('matches the exact sale id, with or without #', () => {
    expect(sales.filter((s) => matchesSaleSearch(s, '12')).map((s) => s.id)).toEqual([12]);
    expect(sales.filter((s) => matchesSaleSearch(s, '#120')).map((s) => s.id)).toEqual([120]);
  });

  it('matches part of the customer name, and walk-ins by that word', () => {
    expect(sales.filter((s) => matchesSaleSearch(s, 'chen')).map((s) => s.id)).toEqual([12]);
    expect(sales.filter((s) => matchesSaleSearch(s, 'walk-in')).map((s) => s.id)).toEqual([120]);
    expect(sales.filter((s) => matchesSaleSearch(s, ' ')).map((s) => s.id)).toEqual([12, 120]);
  });
});
