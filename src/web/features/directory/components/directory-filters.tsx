import { useEffect, useState } from 'react';
import { directoryCategoryOptions, priceRanges } from '../../../../contract/directory';
import { type DirectoryFilters, isFiltered, NO_FILTERS } from '../../../../contract/directory-filters';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { SearchInput } from '../../../components/ui/search-input';

/** A labelled select of [value, label] options. */
function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (readonly [string, string])[];
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

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
        <SearchInput
          id="directory-search"
          placeholder="Search businesses, services or specialties..."
          maxLength={100}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onChange({ ...filters, search: text, page: 1 });
          }}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FilterSelect
          id="directory-category"
          label="Category"
          value={filters.category}
          onChange={(category) => set({ category })}
          options={directoryCategoryOptions.map((c) => [c, c])}
        />
        <FilterSelect
          id="directory-city"
          label="City"
          value={filters.city}
          onChange={(city) => set({ city })}
          options={[['', 'All Cities'], ...cityOptions.map((c): [string, string] => [c, c])]}
        />
        <FilterSelect
          id="directory-price"
          label="Price range"
          value={filters.priceRange}
          onChange={(priceRange) => set({ priceRange: priceRange as DirectoryFilters['priceRange'] })}
          options={[['', 'Any Price'], ...priceRanges.map((p): [string, string] => [p, p])]}
        />
        <FilterSelect
          id="directory-rating"
          label="Rating"
          value={filters.minRating}
          onChange={(minRating) => set({ minRating })}
          options={[
            ['', 'Any Rating'],
            ['4', '4+ stars'],
            ['4.5', '4.5+ stars'],
          ]}
        />
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
