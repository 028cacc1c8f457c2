import { type ReactNode, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';

export type DataTable = { header: string[]; rows: (string | number)[][] };

/**
 * A chart with the same figures as a table one click away: a screen reader or keyboard user reads the
 * table; the chart's picture is hidden from assistive technology, which gets the table instead.
 */
export function ChartCard({
  title,
  description,
  table,
  children,
}: {
  title: string;
  description?: string;
  table: DataTable;
  children: ReactNode;
}) {
  const [asTable, setAsTable] = useState(false);
  const id = useId();
  return (
    <Card className="grid gap-3 p-5" role="group" aria-labelledby={`${id}-title`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={`${id}-title`} className="font-semibold text-slate-900">
            {title}
          </h3>
          {description ? <p className="text-sm text-slate-600">{description}</p> : null}
        </div>
        <Button variant="ghost" size="sm" aria-pressed={asTable} onClick={() => setAsTable((v) => !v)}>
          {asTable ? 'Show chart' : 'Show data table'}
        </Button>
      </div>
      {asTable ? (
        <div>
          <Table aria-label={title} scrollLabel={`${title}: data`}>
            <TableHeader>
              <TableRow>
                {table.header.map((h) => (
                  <TableHead key={h}>{h}</TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {table.rows.map((row) => (
                <TableRow key={String(row[0])}>
                  {row.map((cell, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order
                    <TableCell key={i}>{cell}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      ) : (
        <div aria-hidden="true" className="h-64 w-full">
          {children}
        </div>
      )}
    </Card>
  );
}
