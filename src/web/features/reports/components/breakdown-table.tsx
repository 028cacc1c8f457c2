import type { ReactNode } from 'react';
import { NO_DATA } from '../../../../contract/reports';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { cn } from '../../../lib/cn';

export type Column<Row> = { header: string; cell: (row: Row) => ReactNode; numeric?: boolean };

/** A breakdown tab's table, or the spec's "No data for this period". */
export function BreakdownTable<Row>({
  label,
  rows,
  rowKey,
  columns,
  emptyHint,
}: {
  label: string;
  rows: Row[];
  rowKey: (row: Row) => string | number;
  columns: Column<Row>[];
  emptyHint: string;
}) {
  if (rows.length === 0) {
    return (
      <Card>
        <EmptyState title={NO_DATA} description={emptyHint} />
      </Card>
    );
  }
  return (
    <Card>
      <Table aria-label={label} scrollLabel={label}>
        <TableHeader>
          <TableRow>
            {columns.map((c) => (
              <TableHead key={c.header} className={cn(c.numeric && 'text-right')}>
                {c.header}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((c) => (
                <TableCell key={c.header} className={cn(c.numeric && 'text-right tabular-nums')}>
                  {c.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Card>
  );
}

export const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`;
