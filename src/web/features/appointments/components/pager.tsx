import { Button } from '../../../components/ui/button';

type PagerProps = { page: number; pageSize: number; total: number; onPageChange: (page: number) => void };

/** "Showing 1-25 of 212" with Previous and Next. */
export function Pager({ page, pageSize, total, onPageChange }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : page * pageSize + 1;
  const last = Math.min(total, (page + 1) * pageSize);
  return (
    <nav
      aria-label="Pages"
      className="flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-3 py-3"
    >
      <p className="text-sm text-slate-600">{`Showing ${first}-${last} of ${total}`}</p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page === 0} onClick={() => onPageChange(page - 1)}>
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={page >= pages - 1}
          onClick={() => onPageChange(page + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
