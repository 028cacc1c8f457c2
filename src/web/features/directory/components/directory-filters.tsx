import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { directoryCategoryOptions, priceRanges } from '../../../../contract/directory';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { type DirectoryFilters, isFiltered, NO_FILTERS } from '../lib/filters';

type Props = {
  filters: DirectoryFilters;
  cities: string[];
  onChange: (filters: DirectoryFilters) => void;
};

/** Spec §5: search (name, description, specialties), category, city, price range and rating. */
export function DirectoryFiltersBar({ filters, cities, onChange }: Props) {
  const [text, setText] = useState(filters.search);
  // The address is the truth: Back, or a cleared filter, puts its search back in the box.
  useEffect(() => setText(filters.search), [filters.search]);
  // Typing waits a moment before asking, so each keystroke isn't a request.
  useEffect(() => {
    if (text.trim() === filters.search.trim()) return;
    const timer = setTimeout(() => onChange({ ...filters, search: text, page: 1 }), 300);
    return () => clearTimeout(timer);
  }, [text, filters, onChange]);
  const set = (patch: Partial<DirectoryFilters>) => onChange({ ...filters, ...patch, page: 1 });
  const cityOptions = filters.city && !cities.includes(filters.city) ? [filters.city, ...cities] : cities;

  return (
    <search
      aria-label="Find a business"
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="grid gap-1.5">
        <Label htmlFor="directory-search">Search</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
          />
          <Input
            id="directory-search"
            type="search"
            className="pl-9"
            placeholder="Search businesses, services or specialties..."
            maxLength={100}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') onChange({ ...filters, search: text, page: 1 });
            }}
          />
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid gap-1.5">
          <Label htmlFor="directory-category">Category</Label>
          <NativeSelect
            id="directory-category"
            value={filters.category}
            onChange={(e) => set({ category: e.target.value })}
          >
            {directoryCategoryOptions.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="directory-city">City</Label>
          <NativeSelect
            id="directory-city"
            value={filters.city}
            onChange={(e) => set({ city: e.target.value })}
          >
            <option value="">All Cities</option>
            {cityOptions.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="directory-price">Price range</Label>
          <NativeSelect
            id="directory-price"
            value={filters.priceRange}
            onChange={(e) => set({ priceRange: e.target.value as DirectoryFilters['priceRange'] })}
          >
            <option value="">Any Price</option>
            {priceRanges.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="directory-rating">Rating</Label>
          <NativeSelect
            id="directory-rating"
            value={filters.minRating}
            onChange={(e) => set({ minRating: e.target.value })}
          >
            <option value="">Any Rating</option>
            <option value="4">4+ stars</option>
            <option value="4.5">4.5+ stars</option>
          </NativeSelect>
        </div>
      </div>
      {isFiltered(filters) ? (
        <div>
          <Button variant="ghost" size="sm" onClick={() => onChange(NO_FILTERS)}>
            Clear filters
          </Button>
        </div>
      ) : null}
    </search>
  );
}
