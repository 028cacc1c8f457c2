import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ClientListItem, ClientPage } from '../../../contract/clients';
import { formatPhone } from '../../../contract/phone';
import { hasFeature } from '../../../contract/plans';
import { apiJson } from '../../lib/api-client';
import { useCan } from '../../lib/current-user';
import { useSubscription } from '../../lib/subscription';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { Input } from '../ui/input';

type Picked = Pick<ClientListItem, 'id' | 'name' | 'email' | 'phone'>;

/** GET /api/clients?search=: the first matches by name, email or phone. */
function useClientMatches(term: string) {
  return useQuery({
    queryKey: ['/api/clients', 'search', term],
    queryFn: () =>
      apiJson<ClientPage>('GET', `/api/clients?${new URLSearchParams({ search: term, pageSize: '8' })}`),
    enabled: term.length >= 2,
    staleTime: 30_000,
  });
}

/**
 * "Find a client": a combobox over the business's clients (name, email or phone). Picking one fills the
 * booking's name, email and phone; typing a new client's details instead still works. Shown only to a
 * member whose plan and role may read clients.
 */
export function ClientSearch({ onPick }: { onPick: (client: Picked) => void }) {
  const can = useCan();
  const plan = useSubscription();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [picked, setPicked] = useState<string | null>(null);
  const term = useDebouncedValue(text.trim(), 250);
  const matches = useClientMatches(term);
  const id = useId();
  if (!can('clients.view') || !hasFeature(plan, 'client_management')) return null;

  const items = term.length >= 2 ? (matches.data?.items ?? []) : [];
  const expanded = open && term.length >= 2;
  const choose = (client: Picked) => {
    onPick(client);
    setPicked(client.name);
    setText('');
    setOpen(false);
  };
  let status = '';
  if (expanded && matches.isPending) status = 'Searching clients...';
  else if (expanded && matches.isError) status = 'Could not search clients';
  else if (expanded && items.length === 0) status = 'No clients match; fill in a new client below.';

  return (
    <div className="relative grid gap-1.5">
      <label htmlFor={`${id}-input`} className="text-sm font-medium text-slate-900">
        Find a client (optional)
      </label>
      <Input
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        placeholder="Name, email or phone"
        aria-expanded={expanded && items.length > 0}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-describedby={`${id}-status`}
        aria-activedescendant={expanded && items[active] ? `${id}-option-${items[active].id}` : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive((current) => (items.length === 0 ? 0 : (current + step + items.length) % items.length));
          } else if (event.key === 'Enter' && expanded && items[active]) {
            event.preventDefault();
            choose(items[active]);
          } else if (event.key === 'Escape' && expanded) {
            event.preventDefault();
            event.stopPropagation();
            setOpen(false);
          }
        }}
      />
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label="Matching clients"
        hidden={!expanded || items.length === 0}
        className="absolute top-full z-50 mt-1 max-h-64 w-full overflow-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg"
      >
        {items.map((client, index) => (
          <div
            key={client.id}
            tabIndex={-1}
            id={`${id}-option-${client.id}`}
            role="option"
            aria-selected={index === active}
            className={`cursor-pointer px-3 py-2 text-sm ${index === active ? 'bg-primary-50' : ''}`}
            // Chosen before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(client);
            }}
            onMouseEnter={() => setActive(index)}
          >
            <span className="block font-medium text-slate-900">{client.name}</span>
            <span className="block text-slate-600">
              {[client.email, client.phone && formatPhone(client.phone)].filter(Boolean).join(' · ') ||
                'No contact details'}
            </span>
          </div>
        ))}
      </div>
      <p id={`${id}-status`} aria-live="polite" className="text-xs text-slate-600">
        {status || (picked ? `Booking for ${picked}, an existing client.` : '')}
      </p>
    </div>
  );
}
