import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { waitUnits } from '../../../../contract/flows';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { TextField } from '../../../components/ui/text-field';
import type { FlowFormValues } from '../lib/flow-form';

type Props = { form: UseFormReturn<FlowFormValues>; index: number };

/** How long a wait step pauses the run: an amount and its unit. */
export function FlowWaitFields({ form, index }: Props) {
  const id = useId();
  const errors = form.formState.errors.flowSteps?.[index];
  return (
    <div className="grid items-start gap-3 sm:grid-cols-2">
      <TextField
        label="Wait for"
        type="number"
        min="1"
        step="1"
        inputMode="numeric"
        error={errors?.amount?.message}
        {...form.register(`flowSteps.${index}.amount`)}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-unit`}>Unit</Label>
        <NativeSelect id={`${id}-unit`} {...form.register(`flowSteps.${index}.unit`)}>
          {waitUnits.map((unit) => (
            <option key={unit} value={unit}>
              {unit.charAt(0).toUpperCase() + unit.slice(1)}
            </option>
          ))}
        </NativeSelect>
        {errors?.unit ? <p className="text-sm text-red-700">{errors.unit.message}</p> : null}
      </div>
    </div>
  );
}
