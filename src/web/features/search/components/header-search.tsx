import { Search } from 'lucide-react';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { toast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { SEARCH_MIN_LENGTH, useSearchResults } from '../api/search-everything';
import { type SearchOption, type SearchScreen, searchOptions } from '../lib/search-options';
import { SearchListbox } from './search-listbox';

/**
 * The header's search box (spec §2 shows it without saying what it finds): a combobox listing the screens
 * whose name holds the text, then the clients, appointments and sales the server finds. Arrow keys move
 * through the list, Enter opens the highlighted choice (or, with none, the best screen, else the first
 * choice: "cal" + Enter opens the Calendar), Escape closes the list and then clears the box.
 */
export function HeaderSearch({ screens }: { screens: SearchScreen[] }) {
  const [, navigate] = useLocation();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // At phone width the box opens from a button into a row under the header (issue 33).
  const [phoneOpen, setPhoneOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const listboxId = useId();
  const text = query.trim();
  const asked = useDebouncedValue(text, 250);
  const results = useSearchResults(asked);
  const settled = asked === text && text.length >= SEARCH_MIN_LENGTH;
  const options = searchOptions(screens, text, settled ? results.data : undefined);
  const searching = text.length >= SEARCH_MIN_LENGTH && (!settled || results.isFetching);
  const expanded = open && text.length > 0;

  const change = (value: string) => {
    setQuery(value);
    setActive(-1);
    setOpen(true);
  };

  const go = (option: SearchOption) => {
    setQuery('');
    setOpen(false);
    setActive(-1);
    setPhoneOpen(false);
    navigate(option.href);
  };

  const submit = () => {
    if (!text) return;
    const chosen =
      options[active] ?? options.find((o) => o.group === 'Screens') ?? (settled ? options[0] : undefined);
    if (chosen) {
      go(chosen);
      return;
    }
    if (!searching) toast({ type: 'info', title: 'No matches', message: `Nothing matches "${text}".` });
  };

  const move = (step: number) => {
    setOpen(true);
    if (options.length === 0) return;
    setActive((current) => {
      if (current < 0) return step > 0 ? 0 : options.length - 1;
      return (current + step + options.length) % options.length;
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape') {
      // Inside the list, Escape closes it; with it closed, it clears the box (as a search field does).
      event.preventDefault();
      if (expanded) {
        setOpen(false);
        setActive(-1);
      } else if (query) setQuery('');
      else setPhoneOpen(false);
    } else if ((event.key === 'Home' || event.key === 'End') && expanded && active >= 0) {
      event.preventDefault();
      setActive(event.key === 'Home' ? 0 : options.length - 1);
    }
  };

  const activeOption = expanded ? options[active] : undefined;
  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="sm:hidden"
        aria-label="Search"
        aria-expanded={phoneOpen}
        onClick={() => {
          setPhoneOpen(true);
          // The box is drawn by this click: focus it once it is there.
          requestAnimationFrame(() => input.current?.focus());
        }}
      >
        <Search aria-hidden="true" />
      </Button>
      <search
        className={cn(
          'sm:relative sm:block',
          phoneOpen ? 'absolute inset-x-0 top-full block border-b border-slate-200 bg-white p-3' : 'hidden',
        )}
      >
        <div className="relative">
          <Search
            aria-hidden="true"
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
          />
          <Input
            ref={input}
            type="search"
            role="combobox"
            aria-label="Search"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={activeOption ? `${listboxId}-${active}` : undefined}
            autoComplete="off"
            placeholder="Search..."
            value={query}
            onChange={(event) => change(event.target.value)}
            onKeyDown={onKeyDown}
            onFocus={() => setOpen(true)}
            onBlur={() => {
              setOpen(false);
              if (!query) setPhoneOpen(false);
            }}
            className="w-full pl-9 sm:w-48 lg:w-64 [&::-webkit-search-cancel-button]:hidden"
          />
        </div>
        <SearchListbox
          id={listboxId}
          open={expanded}
          options={options}
          active={active}
          searching={searching}
          failed={settled && results.isError}
          onHover={setActive}
          onChoose={go}
        />
      </search>
    </>
  );
}
