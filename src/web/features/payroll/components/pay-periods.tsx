import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { PayPeriod } from '../../../../contract/payroll';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { CardList, CardListItem, TableOrCards } from '../../../components/ui/card-list';
import { Dialog, DialogContent, DialogFooter, DialogTrigger } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { TextField } from '../../../components/ui/text-field';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { errorMessage } from '../../../lib/error-message';
import { formatDayRange } from '../../../lib/format-day';
import { formatMoney } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { useCreatePayPeriod, usePayPeriods } from '../api/pay-periods';
import { PeriodDetail } from './period-detail';

export const statusBadge = (status: PayPeriod['status']) =>
  status === 'paid' ? (
    <Badge variant="success">Paid</Badge>
  ) : status === 'approved' ? (
    <Badge variant="info">Approved</Badge>
  ) : (
    <Badge variant="neutral">Draft</Badge>
  );

type NewPeriod = { name: string; startDate: string; endDate: string; payDate: string };

function NewPeriodDialog({ onCreated }: { onCreated: (id: number) => void }) {
  const [open, setOpen] = useState(false);
  const create = useCreatePayPeriod();
  const form = useForm<NewPeriod>({ defaultValues: { name: '', startDate: '', endDate: '', payDate: '' } });
  const { errors } = form.formState;
  const submit = form.handleSubmit((v) =>
    create.mutate(
      { name: v.name.trim(), startDate: v.startDate, endDate: v.endDate, payDate: v.payDate || null },
      {
        onSuccess: (period) => {
          toast({ type: 'success', title: 'Pay period created' });
          setOpen(false);
          form.reset();
          onCreated(period.id);
        },
        onError: (error) => {
          if (!applyFieldErrors(error, form.setError, ['name', 'startDate', 'endDate', 'payDate']))
            toast({ type: 'error', title: 'Error', message: errorMessage(error) });
        },
      },
    ),
  );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          New pay period
        </Button>
      </DialogTrigger>
      <DialogContent
        title="New pay period"
        description="A draft: calculate it from the time clock, check it, approve it, pay it."
      >
        <form noValidate aria-label="New pay period" onSubmit={submit} className="grid gap-4">
          <TextField
            label="Name"
            placeholder="March 1–14"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="Start date"
              type="date"
              error={errors.startDate?.message}
              {...form.register('startDate')}
            />
            <TextField
              label="End date"
              type="date"
              error={errors.endDate?.message}
              {...form.register('endDate')}
            />
          </div>
          <TextField
            label="Pay date (optional)"
            type="date"
            error={errors.payDate?.message}
            {...form.register('payDate')}
          />
          <DialogFooter>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const range = (p: PayPeriod) => formatDayRange(p.startDate, p.endDate);

/** Pay runs (owner and admin): the periods, and the one opened. */
export function PayPeriods() {
  const periods = usePayPeriods(true);
  const [openId, setOpenId] = useState<number | null>(null);
  const headingId = useId();
  return (
    <Card>
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <CardTitle id={headingId}>Pay periods</CardTitle>
            <CardDescription>
              Hours with overtime, salaries and commission; approve, then mark paid.
            </CardDescription>
          </div>
          <NewPeriodDialog onCreated={setOpenId} />
        </div>
      </CardHeader>
      <CardContent className="grid gap-6">
        {periods.isPending ? (
          <LoadingSkeleton label="Loading pay periods…" bars={['h-24']} />
        ) : periods.isError ? (
          <ErrorState error={periods.error} onRetry={() => periods.refetch()} />
        ) : periods.data.length === 0 ? (
          <EmptyState
            title="No pay periods yet"
            description="Create one to pay your team for the time they clocked."
          />
        ) : (
          <TableOrCards
            cards={
              <CardList aria-label="Pay periods">
                {periods.data.map((p) => (
                  <CardListItem
                    key={p.id}
                    title={p.name}
                    badge={statusBadge(p.status)}
                    lines={[
                      { label: 'Dates', value: range(p) },
                      { label: 'Pay date', value: p.payDate ?? '—' },
                      { label: 'Net total', value: formatMoney(p.totalAmount) },
                    ]}
                    actions={
                      <Button variant="outline" size="sm" onClick={() => setOpenId(p.id)}>
                        Open<span className="sr-only"> {p.name}</span>
                      </Button>
                    }
                  />
                ))}
              </CardList>
            }
            table={
              <Table aria-labelledby={headingId}>
                <TableHeader>
                  <TableRow>
                    <TableHead>Name</TableHead>
                    <TableHead>Dates</TableHead>
                    <TableHead>Pay date</TableHead>
                    <TableHead>Status</TableHead>
                    <TableHead className="text-right">Net total</TableHead>
                    <TableHead className="text-right">
                      <span className="sr-only">Open</span>
                    </TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {periods.data.map((p) => (
                    <TableRow key={p.id} aria-current={openId === p.id ? 'true' : undefined}>
                      <TableCell className="font-medium">{p.name}</TableCell>
                      <TableCell>{range(p)}</TableCell>
                      <TableCell>{p.payDate ?? '—'}</TableCell>
                      <TableCell>{statusBadge(p.status)}</TableCell>
                      <TableCell className="text-right tabular-nums">{formatMoney(p.totalAmount)}</TableCell>
                      <TableCell className="text-right">
                        <Button variant="outline" size="sm" onClick={() => setOpenId(p.id)}>
                          Open<span className="sr-only"> {p.name}</span>
                        </Button>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            }
          />
        )}
        {openId !== null ? <PeriodDetail id={openId} onDeleted={() => setOpenId(null)} /> : null}
      </CardContent>
    </Card>
  );
}
