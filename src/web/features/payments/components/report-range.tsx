import { format, subDays } from 'date-fns';
import { type PaymentsReportQuery, paymentsReportQuerySchema } from '../../../../contract/payments';
import { TextField } from '../../../components/ui/text-field';

export function defaultReportRange(): PaymentsReportQuery {
  const today = new Date();
  return { startDate: format(subDays(today, 29), 'yyyy-MM-dd'), endDate: format(today, 'yyyy-MM-dd') };
}

/** The range's problem in the contract's words, or null when the report can run. */
export function reportRangeError(range: PaymentsReportQuery): string | null {
  const parsed = paymentsReportQuerySchema.safeParse(range);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Pick a valid date range');
}

export function ReportRange({
  value,
  onChange,
  error,
}: {
  value: PaymentsReportQuery;
  onChange: (next: PaymentsReportQuery) => void;
  error: string | null;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:max-w-lg">
      <TextField
        label="From"
        type="date"
        value={value.startDate}
        onChange={(event) => onChange({ ...value, startDate: event.target.value })}
      />
      <TextField
        label="To"
        type="date"
        value={value.endDate}
        error={error ?? undefined}
        onChange={(event) => onChange({ ...value, endDate: event.target.value })}
      />
    </div>
  );
}
