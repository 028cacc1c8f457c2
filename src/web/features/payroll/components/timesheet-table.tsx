import { Badge } from '../../../components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { hoursText, type TimesheetRow } from '../lib/timesheet';

const dayLabel = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The week per person: finished hours by day, total, and shifts still open or missing a clock-out. */
export function TimesheetTable({ rows, days }: { rows: TimesheetRow[]; days: string[] }) {
  return (
    <Table aria-label="Timesheet" scrollLabel="Timesheet">
      <TableHeader>
        <TableRow>
          <TableHead>Staff member</TableHead>
          {days.map((d) => (
            <TableHead key={d} className="text-right">
              {dayLabel(d)}
            </TableHead>
          ))}
          <TableHead className="text-right">Total</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.staffId}>
            <TableCell className="font-medium">{row.name}</TableCell>
            {days.map((d) => {
              const open = row.open.find((o) => o.date === d);
              const minutes = row.minutesByDay[d];
              return (
                <TableCell key={d} className="text-right tabular-nums">
                  <span className="inline-flex flex-col items-end gap-1">
                    {minutes ? hoursText(minutes) : open ? null : <span className="text-slate-400">—</span>}
                    {open ? (
                      <Badge variant={open.missing ? 'danger' : 'info'}>
                        {open.missing ? 'Missing clock-out' : 'On the clock'}
                      </Badge>
                    ) : null}
                  </span>
                </TableCell>
              );
            })}
            <TableCell className="text-right font-semibold tabular-nums">
              {hoursText(row.totalMinutes)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
