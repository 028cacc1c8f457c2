import { useId } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { flowTriggerLabels, flowTriggers } from '../../../../contract/flows';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { Switch } from '../../../components/ui/switch';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { FlowFormValues } from '../lib/flow-form';
import { useDiscountableItems } from '../lib/use-discountable-items';
import { AudienceItemSelect } from './audience-item-select';

/** The flow's own inputs: name, description, what starts it (with its days and service), on or off. */
export function FlowFormFields({ form }: { form: UseFormReturn<FlowFormValues> }) {
  const id = useId();
  const { register, formState, control, setValue } = form;
  const { errors } = formState;
  const trigger = useWatch({ control, name: 'trigger' });
  const isActive = useWatch({ control, name: 'isActive' });
  const { services } = useDiscountableItems();
  return (
    <div className="grid items-start gap-4 sm:grid-cols-2">
      <TextField
        label="Name"
        className="grid gap-1.5 sm:col-span-2"
        hint="For you; clients don't see it."
        error={errors.name?.message}
        {...register('name')}
      />
      <TextareaField
        label="Description"
        className="grid gap-1.5 sm:col-span-2"
        rows={2}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="grid gap-1.5 sm:col-span-2">
        <Label htmlFor={`${id}-trigger`}>Trigger</Label>
        <NativeSelect id={`${id}-trigger`} {...register('trigger')}>
          {flowTriggers.map((value) => (
            <option key={value} value={value}>
              {flowTriggerLabels[value]}
            </option>
          ))}
        </NativeSelect>
        {errors.trigger ? <p className="text-sm text-red-700">{errors.trigger.message}</p> : null}
      </div>
      {trigger === 'client_lapsed' || trigger === 'rebook_due' ? (
        <TextField
          label="Days"
          type="number"
          min="1"
          max="3650"
          step="1"
          inputMode="numeric"
          hint={
            trigger === 'client_lapsed' ? "Since the client's last visit." : 'After the completed service.'
          }
          error={errors.triggerConfig?.days?.message}
          {...register('triggerConfig.days')}
        />
      ) : null}
      {trigger === 'rebook_due' ? (
        <AudienceItemSelect
          label="Service"
          placeholder="Choose a service"
          items={services}
          error={errors.triggerConfig?.serviceId?.message}
          {...register('triggerConfig.serviceId')}
        />
      ) : null}
      <div className="flex items-center gap-3 sm:col-span-2">
        <Switch
          id={`${id}-active`}
          checked={isActive}
          onCheckedChange={(checked) => setValue('isActive', checked, { shouldDirty: true })}
        />
        <label htmlFor={`${id}-active`} className="text-sm text-slate-900">
          Active (runs start for what happens from now on)
        </label>
      </div>
    </div>
  );
}
