import { Calculator, CheckCircle2, Download, FileText, RotateCcw, Trash2, Wallet } from 'lucide-react';
import { useState } from 'react';
import type { PayEntry, PayPeriodDetail } from '../../../../contract/payroll';
import { Button, buttonVariants } from '../../../components/ui/button';
import { CardList, CardListItem, TableOrCards } from '../../../components/ui/card-list';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { Input } from '../../../components/ui/input';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { useCan } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/error-message';
import { formatDayRange, formatShortDay } from '../../../lib/format-day';
import { formatMoney } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import {
  type PeriodTransition,
  useDeletePayPeriod,
  usePayPeriod,
  usePeriodTransition,
  useSetDeductions,
} from '../api/pay-periods';
import { statusBadge } from './pay-periods';

const fail = (error: unknown) => toast({ type: 'error', title: 'Error', message: errorMessage(error) });
const sum = (...amounts: string[]) => formatMoney(amounts.reduce((t, a) => t + Number(a), 0));

/** Deductions of a draft entry: typed, saved on Enter or when the field is left. */
function DeductionsField({ entry }: { entry: PayEntry }) {
  const [value, setValue] = useState(entry.deductions);
  const save = useSetDeductions();
  const commit = () => {
    if (value === entry.deductions) return;
    save.mutate(
      { entryId: entry.id, deductions: value.trim() || '0' },
      {
        onSuccess: () => toast({ type: 'success', title: 'Deductions saved' }),
        onError: (error) => {
          setValue(entry.deductions);
          fail(error);
        },
      },
    );
  };
  return (
    <Input
      aria-label={`Deductions for ${entry.staffName}`}
      inputMode="decimal"
      className="h-8 w-24 text-right"
      value={value}
      onChange={(e) => setValue(e.target.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
    />
  );
}

function Entries({ period }: { period: PayPeriodDetail }) {
  const draft = period.status === 'draft';
  const deductions = (e: PayEntry) =>
    draft ? <DeductionsField key={e.deductions} entry={e} /> : formatMoney(e.deductions);
  const stub = (e: PayEntry) => (
    <a
      href={`/api/payroll/entries/${e.id}/stub.pdf`}
      download
      className={buttonVariants({ variant: 'ghost', size: 'sm' })}
      aria-label={`Pay stub of ${e.staffName} (PDF)`}
    >
      <FileText aria-hidden="true" />
    </a>
  );
  // At phone width, a card per staff member with the same figures, deductions and stub (issue 33).
  const cards = (
    <CardList aria-label={`Pay for ${period.name}`}>
      {period.entries.map((e) => (
        <CardListItem
          key={e.id}
          title={e.staffName}
          lines={[
            { label: 'Regular hours', value: e.regularHours },
            { label: 'Overtime hours', value: e.overtimeHours },
            { label: 'Double-time hours', value: e.doubleTimeHours },
            { label: 'Hours pay', value: sum(e.regularPay, e.overtimePay, e.doubleTimePay) },
            { label: 'Salary', value: formatMoney(e.salaryPay) },
            { label: 'Commission', value: sum(e.serviceCommission, e.productCommission) },
            { label: 'Gross', value: formatMoney(e.grossPay) },
            { label: 'Deductions', value: deductions(e) },
            { label: 'Net', value: <span className="font-semibold">{formatMoney(e.netPay)}</span> },
          ]}
          actions={stub(e)}
        />
      ))}
    </CardList>
  );
  const table = (
    <Table aria-label={`Pay for ${period.name}`} scrollLabel={`Pay for ${period.name}`}>
      <TableHeader>
        <TableRow>
          <TableHead>Staff member</TableHead>
          <TableHead className="text-right">Regular h</TableHead>
          <TableHead className="text-right">Overtime h</TableHead>
          <TableHead className="text-right">Double h</TableHead>
          <TableHead className="text-right">Hours pay</TableHead>
          <TableHead className="text-right">Salary</TableHead>
          <TableHead className="text-right">Commission</TableHead>
          <TableHead className="text-right">Gross</TableHead>
          <TableHead className="text-right">Deductions</TableHead>
          <TableHead className="text-right">Net</TableHead>
          <TableHead className="text-right">Stub</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {period.entries.map((e) => (
          <TableRow key={e.id}>
            <TableCell className="font-medium">{e.staffName}</TableCell>
            <TableCell className="text-right tabular-nums">{e.regularHours}</TableCell>
            <TableCell className="text-right tabular-nums">{e.overtimeHours}</TableCell>
            <TableCell className="text-right tabular-nums">{e.doubleTimeHours}</TableCell>
            <TableCell className="text-right tabular-nums">
              {sum(e.regularPay, e.overtimePay, e.doubleTimePay)}
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatMoney(e.salaryPay)}</TableCell>
            <TableCell className="text-right tabular-nums">
              {sum(e.serviceCommission, e.productCommission)}
            </TableCell>
            <TableCell className="text-right tabular-nums">{formatMoney(e.grossPay)}</TableCell>
            <TableCell className="text-right tabular-nums">{deductions(e)}</TableCell>
            <TableCell className="text-right font-semibold tabular-nums">{formatMoney(e.netPay)}</TableCell>
            <TableCell className="text-right">{stub(e)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  return <TableOrCards table={table} cards={cards} />;
}

/** One pay period: its entries and the step it is at (calculate, approve, reopen, pay). */
export function PeriodDetail({ id, onDeleted }: { id: number; onDeleted: () => void }) {
  const period = usePayPeriod(id);
  const move = usePeriodTransition();
  const remove = useDeletePayPeriod();
  const can = useCan();
  const [deleting, setDeleting] = useState(false);
  const go = (action: PeriodTransition, done: string) =>
    move.mutate({ id, action }, { onSuccess: () => toast({ type: 'success', title: done }), onError: fail });

  if (period.isPending) {
    return <LoadingSkeleton label="Loading pay period…" bars={['h-40']} />;
  }
  if (period.isError) return <ErrorState error={period.error} onRetry={() => period.refetch()} />;
  const p = period.data;
  return (
    <section aria-labelledby={`period-${p.id}`} className="grid gap-4 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <h3 id={`period-${p.id}`} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            {p.name} {statusBadge(p.status)}
          </h3>
          <p className="text-sm text-slate-600">
            {formatDayRange(p.startDate, p.endDate)}
            {p.payDate ? ` · pay date ${formatShortDay(p.payDate)}` : ''} · net total{' '}
            {formatMoney(p.totalAmount)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {p.status === 'draft' ? (
            <>
              <Button
                variant="outline"
                onClick={() => go('calculate', 'Pay calculated')}
                disabled={move.isPending}
              >
                <Calculator aria-hidden="true" />
                {p.entries.length ? 'Recalculate' : 'Calculate'}
              </Button>
              <Button
                onClick={() => go('approve', 'Pay period approved')}
                disabled={move.isPending || !p.entries.length}
              >
                <CheckCircle2 aria-hidden="true" />
                Approve
              </Button>
              <Button variant="ghost" aria-label={`Delete ${p.name}`} onClick={() => setDeleting(true)}>
                <Trash2 aria-hidden="true" />
              </Button>
            </>
          ) : null}
          {p.status === 'approved' ? (
            <>
              <Button onClick={() => go('pay', 'Marked paid')} disabled={move.isPending}>
                <Wallet aria-hidden="true" />
                Mark paid
              </Button>
              {can('payroll.reopen') ? (
                <Button
                  variant="outline"
                  onClick={() => go('reopen', 'Pay period reopened')}
                  disabled={move.isPending}
                >
                  <RotateCcw aria-hidden="true" />
                  Reopen
                </Button>
              ) : null}
            </>
          ) : null}
          {p.entries.length ? (
            <a
              href={`/api/payroll/periods/${p.id}/export.csv`}
              download
              className={buttonVariants({ variant: 'outline' })}
            >
              <Download aria-hidden="true" />
              Export CSV
            </a>
          ) : null}
        </div>
      </div>
      {p.entries.length ? (
        <Entries period={p} />
      ) : (
        <p className="text-sm text-slate-600">
          Not calculated yet: Calculate builds each person's pay from the time clock.
        </p>
      )}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this draft pay period?"
        description="Its calculated entries go with it. Time entries stay."
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(id, {
            onSuccess: () => {
              toast({ type: 'success', title: 'Pay period deleted' });
              setDeleting(false);
              onDeleted();
            },
            onError: fail,
          })
        }
      />
    </section>
  );
}
