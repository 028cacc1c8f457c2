import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useLocation } from 'wouter';
import { Input } from '../../components/ui/input';
import { useCan } from '../../lib/current-user';
import { toast } from '../../lib/toast';
import { findNavItem, searchItemsFor } from './nav-items';

/**
 * Spec §2 shows the box without saying what it searches. Until the client and appointment screens
 * exist it jumps to a screen by name ("cal" + Enter opens the Calendar), with the names as suggestions.
 */
export function SearchBox({ businessId }: { businessId: number }) {
  const [, navigate] = useLocation();
  const [query, setQuery] = useState('');
  const listId = useId();
  const items = searchItemsFor(useCan());

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!query.trim()) return;
    const item = findNavItem(query, items);
    if (!item) {
      toast({ type: 'info', title: 'No matches', message: `No screen is called "${query.trim()}".` });
      return;
    }
    setQuery('');
    navigate(item.href ? item.href(businessId) : item.route);
  };

  return (
    <search className="relative hidden sm:block">
      <form onSubmit={submit}>
        <Search
          aria-hidden="true"
          className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <Input
          type="search"
          aria-label="Search"
          placeholder="Search..."
          list={listId}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="w-48 pl-9 lg:w-64"
        />
        <datalist id={listId}>
          {items.map((item) => (
            <option key={item.route} value={item.label} />
          ))}
        </datalist>
      </form>
    </search>
  );
}
