import { type UseFormReturn, useWatch } from 'react-hook-form';
import { TextField } from '../../../components/ui/text-field';
import type { FlowFormValues } from '../lib/flow-form';
import { DiscountFields } from './discount-fields';

type Props = { form: UseFormReturn<FlowFormValues>; index: number };

/** The single-use code an offer step makes for the client: its discount and how many days it lasts. */
export function FlowOfferFields({ form, index }: Props) {
  const errors = form.formState.errors.flowSteps?.[index];
  const percentage =
    useWatch({ control: form.control, name: `flowSteps.${index}.offerType` }) === 'percentage';
  return (
    <div className="grid gap-2">
      <div className="grid items-start gap-3 sm:grid-cols-3">
        <DiscountFields
          percentage={percentage}
          type={form.register(`flowSteps.${index}.offerType`)}
          value={form.register(`flowSteps.${index}.value`)}
          error={errors?.value?.message}
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
