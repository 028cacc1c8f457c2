import { useId } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { TextField } from '../../../components/ui/text-field';
import type { FlowFormValues } from '../lib/flow-form';

type Props = { form: UseFormReturn<FlowFormValues>; index: number };

/** The single-use code an offer step makes for the client: its discount and how many days it lasts. */
export function FlowOfferFields({ form, index }: Props) {
  const id = useId();
  const errors = form.formState.errors.flowSteps?.[index];
  const percentage =
    useWatch({ control: form.control, name: `flowSteps.${index}.offerType` }) === 'percentage';
  return (
    <div className="grid gap-2">
      <div className="grid items-start gap-3 sm:grid-cols-3">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-type`}>Type</Label>
          <NativeSelect id={`${id}-type`} {...form.register(`flowSteps.${index}.offerType`)}>
            <option value="percentage">Percentage</option>
            <option value="fixed_amount">Fixed amount</option>
          </NativeSelect>
        </div>
        <TextField
          label={percentage ? 'Percent off' : 'Amount off ($)'}
          inputMode="decimal"
          placeholder={percentage ? '10' : '5.00'}
          error={errors?.value?.message}
          {...form.register(`flowSteps.${index}.value`)}
        />
        <TextField
          label="Valid for (days)"
          type="number"
          min="1"
          max="365"
          step="1"
          inputMode="numeric"
          error={errors?.validDays?.message}
          {...form.register(`flowSteps.${index}.validDays`)}
        />
      </div>
      <p className="text-xs text-slate-600">
        A code for this client only, used once. Put {'{{offerCode}}'} in a later email to send it.
      </p>
    </div>
  );
}
