import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { JoinQueue, JoinQueueInput } from '../../../contract/waiting-rooms';
import { cn } from '../../lib/cn';
import { Label } from '../ui/label';
import { NativeSelect } from '../ui/native-select';
import { TextField } from '../ui/text-field';

export type VisitorForm = UseFormReturn<JoinQueueInput, unknown, JoinQueue>;

export const visitorFormDefaults: JoinQueueInput = { clientName: '', clientEmail: '', clientPhone: '' };

/** The fields a 400's `errors[].path` may name. */
export const visitorFormFields = ['clientName', 'clientEmail', 'clientPhone', 'serviceId'] as const;

type VisitorFieldsProps = {
  form: VisitorForm;
  /** The room's walk-in services; none: the visitor doesn't choose one. */
  services: readonly { id: number; name: string }[];
  /** The reception kiosk: large touch targets, and no autofill of the last visitor's details. */
  kiosk?: boolean;
};

/**
 * Who is waiting: name, then phone and email for being told when it's their turn, and the service when the
 * room offers a choice. The join page, the kiosk and staff's Add walk-in share it.
 */
export function VisitorFields({ form, services, kiosk = false }: VisitorFieldsProps) {
  const id = useId();
  const { errors } = form.formState;
  const field = cn(
    'grid gap-1.5',
    kiosk && 'gap-2 [&_input]:h-14 [&_input]:text-lg [&_label]:text-base [&_select]:h-14 [&_select]:text-lg',
  );
  const autoComplete = (token: string) => (kiosk ? 'off' : token);
  return (
    <>
      <TextField
        label="Name"
        className={field}
        autoComplete={autoComplete('name')}
        error={errors.clientName?.message}
        {...form.register('clientName')}
      />
      <TextField
        label="Phone (optional)"
        type="tel"
        className={field}
        autoComplete={autoComplete('tel')}
        error={errors.clientPhone?.message}
        {...form.register('clientPhone')}
      />
      <TextField
        label="Email (optional)"
        type="email"
        className={field}
        autoComplete={autoComplete('email')}
        error={errors.clientEmail?.message}
        {...form.register('clientEmail')}
      />
      {services.length > 0 ? (
        <div className={field}>
          <Label htmlFor={`${id}-service`}>Service</Label>
          <NativeSelect
            id={`${id}-service`}
            aria-invalid={errors.serviceId ? true : undefined}
            aria-describedby={errors.serviceId ? `${id}-service-error` : undefined}
            {...form.register('serviceId', { setValueAs: (value) => (value ? Number(value) : null) })}
          >
            <option value="">No particular service</option>
            {services.map((service) => (
              <option key={service.id} value={service.id}>
                {service.name}
              </option>
            ))}
          </NativeSelect>
          {errors.serviceId ? (
            <p id={`${id}-service-error`} className="text-sm text-red-700">
              {errors.serviceId.message}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
