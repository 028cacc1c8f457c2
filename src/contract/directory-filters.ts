import {
  ALL_CATEGORIES,
  type DirectoryQuery,
  directoryCategoryOptions,
  minRatings,
  type PriceRange,
  priceRanges,
} from './directory';

// The directory's filters as its address holds them, read the same way by the page and by the server, which
// inlines the first page of results for that address (server/preloaded-pages.ts).

/** What the directory's address holds: its filters and page, so a search can be shared and survives Back. */
export type DirectoryFilters = {
  search: string;
  category: string;
  city: string;
  priceRange: PriceRange | '';
  minRating: string;
  page: number;
};

export const NO_FILTERS: DirectoryFilters = {
  search: '',
  category: ALL_CATEGORIES,
  city: '',
  priceRange: '',
  minRating: '',
  page: 1,
};

/** Reads `?search&category&city&priceRange&minRating&page`, dropping what isn't a choice the page offers. */
export function filtersFrom(search: string): DirectoryFilters {
  const params = new URLSearchParams(search);
  const category = params.get('category') ?? '';
  const priceRange = params.get('priceRange') ?? '';
  const minRating = params.get('minRating') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    search: (params.get('search') ?? '').slice(0, 100),
    category: (directoryCategoryOptions as readonly string[]).includes(category) ? category : ALL_CATEGORIES,
    city: (params.get('city') ?? '').slice(0, 100),
    priceRange: (priceRanges as readonly string[]).includes(priceRange) ? (priceRange as PriceRange) : '',
    minRating: minRatings.map(String).includes(minRating) ? minRating : '',
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The address for these filters: only what differs from "everything". */
export function searchFor(filters: DirectoryFilters): string {
  const params = new URLSearchParams();
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.category !== ALL_CATEGORIES) params.set('category', filters.category);
  if (filters.city) params.set('city', filters.city);
  if (filters.priceRange) params.set('priceRange', filters.priceRange);
  if (filters.minRating) params.set('minRating', filters.minRating);
  if (filters.page > 1) params.set('page', String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The API's question for these filters. */
export function queryFor(filters: DirectoryFilters, pageSize: number): DirectoryQuery {
  return {
    ...(filters.search.trim() ? { search: filters.search.trim() } : {}),
    ...(filters.category !== ALL_CATEGORIES
      ? { category: filters.category as DirectoryQuery['category'] }
      : {}),
    ...(filters.city ? { city: filters.city } : {}),
    ...(filters.priceRange ? { priceRange: filters.priceRange } : {}),
    ...(filters.minRating ? { minRating: Number(filters.minRating) } : {}),
    page: filters.page,
    pageSize,
  };
}

export const isFiltered = (filters: DirectoryFilters) => searchFor({ ...filters, page: 1 }) !== '';

/** The web's cache key for GET /api/business-directory with this query, under which the server inlines it. */
export const directoryQueryKey = (query: DirectoryQuery) => ['/api/business-directory', query] as const;
