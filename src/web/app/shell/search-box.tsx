import { Search } from 'lucide-react';
import { Input } from '../../components/ui/input';

/** Spec §2 shows the box but not what it searches; submitting does nothing yet. */
export function SearchBox() {
  return (
    <search className="relative hidden sm:block">
      <form onSubmit={(event) => event.preventDefault()}>
        <Search
          aria-hidden="true"
          className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <Input type="search" aria-label="Search" placeholder="Search..." className="w-48 pl-9 lg:w-64" />
      </form>
    </search>
  );
}
