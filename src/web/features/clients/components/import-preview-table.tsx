import type { ImportPreviewRow } from '../../../../contract/clients';
import { formatPhone } from '../../../../contract/phone';
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';

/** How many rows the preview lists; rows with errors come first so none is hidden behind good ones. */
const SHOWN_ROWS = 100;

export function ImportPreviewTable({ rows }: { rows: ImportPreviewRow[] }) {
  const ordered = [...rows.filter((row) => row.errors.length), ...rows.filter((row) => !row.errors.length)];
  const shown = ordered.slice(0, SHOWN_ROWS);
  return (
    <div className="grid gap-2">
      {/* One scroll box both ways, reachable by keyboard so its rows can be scrolled without a mouse. */}
      <section
        aria-label="Rows in the file"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard
        tabIndex={0}
        className="max-h-72 overflow-auto rounded-md border border-slate-200"
      >
        <table className="w-full text-sm">
          <TableHeader>
            <TableRow>
              <TableHead>Row</TableHead>
              <TableHead>Problems</TableHead>
              <TableHead>Name</TableHead>
              <TableHead>Email</TableHead>
              <TableHead>Phone</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((row) => (
              <TableRow key={row.row} className={cn(row.errors.length > 0 && 'bg-red-50 hover:bg-red-50')}>
                <TableCell>{row.row}</TableCell>
                <TableCell className="min-w-56 text-red-800">
                  {row.errors.length ? (
                    <ul>
                      {row.errors.map((error) => (
                        <li key={`${error.path}:${error.message}`}>{error.message}</li>
                      ))}
                    </ul>
                  ) : (
                    <span className="text-emerald-800">OK</span>
                  )}
                </TableCell>
                <TableCell className="whitespace-nowrap">{row.name}</TableCell>
                <TableCell className="whitespace-nowrap">{row.email}</TableCell>
                <TableCell className="whitespace-nowrap">{row.phone ? formatPhone(row.phone) : ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </table>
      </section>
      {ordered.length > SHOWN_ROWS ? (
        <p className="text-xs text-slate-600">
          Showing {SHOWN_ROWS} of {ordered.length.toLocaleString()} rows.
        </p>
      ) : null}
    </div>
  );
}
