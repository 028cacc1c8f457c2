import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { PayRulesInput } from '../../../../contract/payroll';
import { hasFeature, plansWith } from '../../../../contract/plans';
import { WEEKDAY_NAMES } from '../../../../contract/weekdays';
import { FeatureGate } from '../../../components/plan/feature-gate';
import { EnterSaves } from '../../../components/settings-draft/enter-saves';
import { useFormDraft } from '../../../components/settings-draft/use-form-draft';
import { Checkbox } from '../../../components/ui/checkbox';
import { ErrorState } from '../../../components/ui/error-state';
import { Label } from '../../../components/ui/label';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { NativeSelect } from '../../../components/ui/native-select';
import { TextField } from '../../../components/ui/text-field';
import { useSubscription } from '../../../lib/subscription';
import { usePayRules, useUpdatePayRules } from '../api/pay-rules';

type FormValues = {
  weeklyOvertime: boolean;
  weeklyOvertimeHours: string;
  dailyOvertime: boolean;
  dailyOvertimeHours: string;
  doubleTime: boolean;
  doubleTimeHours: string;
  overtimeMultiplier: string;
  workweekStart: string;
};
const fields = [
  'weeklyOvertime',
  'weeklyOvertimeHours',
  'dailyOvertime',
  'dailyOvertimeHours',
  'doubleTime',
  'doubleTimeHours',
  'overtimeMultiplier',
  'workweekStart',
] as const;

const valuesOf = (r: PayRulesInput): FormValues => ({
  weeklyOvertime: r.weeklyOvertime,
  weeklyOvertimeHours: String(r.weeklyOvertimeHours),
  dailyOvertime: r.dailyOvertime,
  dailyOvertimeHours: String(r.dailyOvertimeHours),
  doubleTime: r.doubleTime,
  doubleTimeHours: String(r.doubleTimeHours),
  overtimeMultiplier: String(r.overtimeMultiplier),
  workweekStart: String(r.workweekStart),
});

/** Settings → Payroll (owner and admin, plan feature team_pay): how pay runs count overtime. */
export function PayRulesSection() {
  const plan = useSubscription();
  if (!hasFeature(plan, 'team_pay')) {
    return (
      <FeatureGate
        compact
        plan={plan}
        description={`Overtime rules for pay runs come with ${plansWith('team_pay')}.`}
      />
    );
  }
  return <PayRules />;
}

function PayRules() {
  const rules = usePayRules();
  if (rules.isPending) {
    return <LoadingSkeleton label="Loading pay rules…" bars={['h-32']} />;
  }
  if (rules.isError) return <ErrorState error={rules.error} onRetry={() => rules.refetch()} />;
  return <PayRulesForm rules={rules.data} />;
}

function PayRulesForm({ rules }: { rules: PayRulesInput }) {
  const id = useId();
  const form = useForm<FormValues>({ defaultValues: valuesOf(rules) });
  const { errors } = form.formState;
  const update = useUpdatePayRules();
  const submit = useFormDraft({
    id: 'payroll',
    label: 'Payroll',
    form,
    fields,
    save: async (v) => {
      const saved = await update.mutateAsync({
        weeklyOvertime: v.weeklyOvertime,
        weeklyOvertimeHours: Number(v.weeklyOvertimeHours),
        dailyOvertime: v.dailyOvertime,
        dailyOvertimeHours: Number(v.dailyOvertimeHours),
        doubleTime: v.doubleTime,
        doubleTimeHours: Number(v.doubleTimeHours),
        overtimeMultiplier: Number(v.overtimeMultiplier),
        workweekStart: Number(v.workweekStart),
      });
      form.reset(valuesOf(saved));
    },
  });
  const check = (name: 'weeklyOvertime' | 'dailyOvertime' | 'doubleTime', label: string) => (
    <div className="flex items-center gap-3">
      <Checkbox id={`${id}-${name}`} {...form.register(name)} />
      <label htmlFor={`${id}-${name}`} className="text-sm font-medium text-slate-900">
        {label}
      </label>
    </div>
  );
  return (
    <form noValidate aria-label="Pay rules" onSubmit={submit} className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        {check('weeklyOvertime', 'Weekly overtime')}
        <TextField
          label="After hours in a week"
          type="number"
          min={1}
          max={168}
          error={errors.weeklyOvertimeHours?.message}
          {...form.register('weeklyOvertimeHours')}
        />
        {check('dailyOvertime', 'Daily overtime')}
        <TextField
          label="After hours in a day"
          type="number"
          min={1}
          max={24}
          error={errors.dailyOvertimeHours?.message}
          {...form.register('dailyOvertimeHours')}
        />
        {check('doubleTime', 'Double time (with daily overtime)')}
        <TextField
          label="Double time after hours in a day"
          type="number"
          min={1}
          max={24}
          error={errors.doubleTimeHours?.message}
          {...form.register('doubleTimeHours')}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Overtime multiplier"
          type="number"
          step="0.01"
          min={1}
          max={3}
          hint="1.5 is time and a half"
          error={errors.overtimeMultiplier?.message}
          {...form.register('overtimeMultiplier')}
        />
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-week`}>The workweek starts on</Label>
          <NativeSelect id={`${id}-week`} {...form.register('workweekStart')}>
            {WEEKDAY_NAMES.map((name, day) => (
              <option key={name} value={day}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <p className="text-sm text-slate-600">Days and weeks are split in your business's timezone.</p>
      <EnterSaves />
    </form>
  );
}
