import { describe, expect, it } from 'vitest';
import { apiQueryOf, dateErrors, filterFromSearch, isFiltered, searchOf } from './activity-filter';

describe('activity filter in the address', () => {
  it('reads what it knows and drops the rest', () => {
    expect(filterFromSearch('?action=service.deleted&member=7&from=2026-01-01&to=2026-01-31&page=3')).toEqual(
      {
        filter: { action: 'service.deleted', actorUserId: 7, startDate: '2026-01-01', endDate: '2026-01-31' },
        page: 3,
      },
    );
    expect(filterFromSearch('?action=toString&member=-1&from=yesterday&page=0')).toEqual({
      filter: {},
      page: 1,
    });
    expect(isFiltered(filterFromSearch('').filter)).toBe(false);
  });

  it('writes the address and the API query back', () => {
    const filter = { action: 'sale.refunded', actorUserId: 4, startDate: '2026-02-01' } as const;
    expect(searchOf(filter, 2)).toBe('?action=sale.refunded&member=4&from=2026-02-01&page=2');
    expect(searchOf({}, 1)).toBe('');
    expect(apiQueryOf(filter, 1)).toBe('?action=sale.refunded&actorUserId=4&startDate=2026-02-01&page=1');
    expect(apiQueryOf({})).toBe('');
  });

  it('refuses To before From in the contract words, under To', () => {
    expect(dateErrors({ startDate: '2026-02-10', endDate: '2026-02-01' })).toEqual({
      endDate: 'End date must be on or after start date',
    });
    expect(dateErrors({ startDate: '2026-02-01', endDate: '2026-02-10' })).toEqual({});
  });
});
