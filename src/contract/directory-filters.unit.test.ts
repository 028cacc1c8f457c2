import { describe, expect, it } from 'vitest';
import { filtersFrom, isFiltered, NO_FILTERS, queryFor, searchFor } from './directory-filters';

describe('directory filters in the address', () => {
  it('round-trips every filter', () => {
    const filters = {
      search: 'balayage',
      category: 'Hair Salon',
      city: 'Montclair',
      priceRange: '$$' as const,
      minRating: '4.5',
      page: 2,
    };
    expect(filtersFrom(searchFor(filters))).toEqual(filters);
  });

  it('keeps the address empty for no filters, and drops choices the page does not offer', () => {
    expect(searchFor(NO_FILTERS)).toBe('');
    expect(isFiltered(NO_FILTERS)).toBe(false);
    expect(filtersFrom('?category=Bogus&priceRange=%24%24%24%24%24&minRating=3&page=-2')).toEqual(NO_FILTERS);
  });

  it('asks the API only what is chosen, with ratings as numbers', () => {
    expect(queryFor({ ...NO_FILTERS, minRating: '4' }, 12)).toEqual({ minRating: 4, page: 1, pageSize: 12 });
    expect(queryFor(NO_FILTERS, 12)).toEqual({ page: 1, pageSize: 12 });
  });
});
