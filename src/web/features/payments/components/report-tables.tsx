import { format, parseISO } from 'date-fns';
import type { PaymentsReport, ReportFigures } from '../../../../contract/payments';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { formatMoney } from '../../../lib/money';

function FigureCells({ figures }: { figures: ReportFigures }) {
  return (
    <>
      <TableCell className="text-right tabular-nums">{figures.salesCount}</TableCell>
      <TableCell className="text-right tabular-nums">{formatMoney(figures.gross)}</TableCell>
      <TableCell className="text-right tabular-nums">{formatMoney(figures.refunds)}</TableCell>
      <TableCell className="text-right tabular-nums">{formatMoney(figures.fees)}</TableCell>
      <TableCell className="text-right font-medium tabular-nums">{formatMoney(figures.net)}</TableCell>
    </>
  );
}

function FigureHeads({ first }: { first: string }) {
  return (
    <TableHeader>
      <TableRow>
        <TableHead>{first}</TableHead>
        <TableHead className="text-right">Sales</TableHead>
        <TableHead className="text-right">Gross</TableHead>
        <TableHead className="text-right">Refunds</TableHead>
        <TableHead className="text-right">Fees</TableHead>
        <TableHead className="text-right">Net</TableHead>
      </TableRow>
    </TableHeader>
  );
}

export function MethodTotalsTable({ report }: { report: PaymentsReport }) {
  return (
    <Table aria-label="Totals per method">
      <FigureHeads first="Method" />
      <TableBody>
        {report.methods.map((row) => (
          <TableRow key={row.method}>
            <TableCell className="font-medium">{row.label}</TableCell>
            <FigureCells figures={row} />
          </TableRow>
        ))}
        <TableRow className="bg-slate-50 font-semibold">
          <TableCell>Total</TableCell>
          <FigureCells figures={report.totals} />
        </TableRow>
      </TableBody>
    </Table>
  );
}

/** Days with a sale or refund; quiet days stay in the CSV but would only pad the screen. */
export function DayTotalsTable({ report }: { report: PaymentsReport }) {
  const busy = report.days.filter((day) => day.salesCount > 0 || day.refundCount > 0);
  if (busy.length === 0) return <p className="text-sm text-slate-600">No sales or refunds in this range.</p>;
  return (
    <Table aria-label="Totals per day">
      <FigureHeads first="Day" />
      <TableBody>
        {busy.map((day) => (
          <TableRow key={day.date}>
            <TableCell className="whitespace-nowrap">
              {format(parseISO(day.date), 'EEE, MMM dd, yyyy')}
            </TableCell>
            <FigureCells figures={day} />
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
