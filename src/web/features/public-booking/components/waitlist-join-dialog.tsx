import { type FormEvent, useState } from 'react';
import { HOLD_MINUTES } from '../../../../contract/waitlist';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { NativeSelect } from '../../../components/ui/native-select';
import { TextField } from '../../../components/ui/text-field';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { formatShortDay, formatTimeOfDay } from '../../../lib/format-day';
import { useJoinWaitlist } from '../api/join-waitlist';

type WaitlistJoinDialogProps = {
  /** The booking link's slug. */
  business: string;
  serviceId: number;
  serviceName: string;
  date: string;
  locationId?: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Hours a client can ask for: any time, or starts from / until one of these. */
const HOURS = Array.from({ length: 15 }, (_, i) => `${String(7 + i).padStart(2, '0')}:00`);

type Fields = 'clientName' | 'clientEmail' | 'clientPhone' | 'earliestTime' | 'latestTime';

/**
 * "Join the waitlist" for a day with no free time: name, email, optional phone and window. Loaded only
 * when a full day is shown, so the booking page's first load doesn't carry it.
 */
export default function WaitlistJoinDialog(props: WaitlistJoinDialogProps) {
  const join = useJoinWaitlist(props.business);
  const [values, setValues] = useState<Record<Fields, string>>({
    clientName: '',
    clientEmail: '',
    clientPhone: '',
    earliestTime: '',
    latestTime: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = (field: Fields) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    // The dialog sits in the booking form's React tree: its submit must not reach that form.
    event.preventDefault();
    event.stopPropagation();
    const missing: Partial<Record<Fields, string>> = {};
    if (!values.clientName.trim()) missing.clientName = 'Name is required';
    if (!/^\S+@\S+\.\S+$/.test(values.clientEmail.trim())) missing.clientEmail = 'Valid email is required';
    setErrors(missing);
    setFormError(null);
    if (Object.keys(missing).length > 0) return;
    join.mutate(
      {
        serviceId: props.serviceId,
        date: props.date,
        locationId: props.locationId ?? null,
        clientName: values.clientName.trim(),
        clientEmail: values.clientEmail.trim(),
        clientPhone: values.clientPhone.trim() || null,
        earliestTime: values.earliestTime || null,
        latestTime: values.latestTime || null,
      },
      {
        onError: (error) => {
          const fieldErrors: Partial<Record<Fields, string>> = {};
          if (error instanceof ApiError) {
            for (const e of error.body?.errors ?? []) fieldErrors[e.path as Fields] = e.message;
          }
          setErrors(fieldErrors);
          if (Object.keys(fieldErrors).length === 0)
            setFormError(errorMessage(error, 'Could not join the waitlist'));
        },
      },
    );
  };

  const day = formatShortDay(props.date);
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent
        title="Join the waitlist"
        description={`${props.serviceName} on ${day}. If a time opens up, we'll email you and hold it for ${HOLD_MINUTES} minutes.`}
      >
        {join.data ? (
          <div className="grid gap-3" role="status">
            <p className="text-sm text-slate-900">{`You're on the waitlist for ${day}.`}</p>
            <p className="text-sm text-slate-700">
              {`We'll email ${values.clientEmail.trim()} if a time opens up, and hold it for you for ${HOLD_MINUTES} minutes.`}
            </p>
            <a
              href={`/waitlist/${join.data.token}`}
              className="text-sm font-medium text-primary-700 underline"
            >
              See your place on the waitlist
            </a>
          </div>
        ) : (
          <form noValidate aria-label="Join the waitlist" onSubmit={submit} className="grid gap-4">
            <TextField
              label="Name"
              autoComplete="name"
              value={values.clientName}
              onChange={set('clientName')}
              error={errors.clientName}
            />
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              value={values.clientEmail}
              onChange={set('clientEmail')}
              error={errors.clientEmail}
            />
            <TextField
              label="Phone (optional)"
              type="tel"
              autoComplete="tel"
              value={values.clientPhone}
              onChange={set('clientPhone')}
              error={errors.clientPhone}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <WindowSelect
                label="Earliest start"
                value={values.earliestTime}
                onChange={set('earliestTime')}
                error={errors.earliestTime}
              />
              <WindowSelect
                label="Latest start"
                value={values.latestTime}
                onChange={set('latestTime')}
                error={errors.latestTime}
              />
            </div>
            {formError ? (
              <p role="alert" className="text-sm text-red-700">
                {formError}
              </p>
            ) : null}
            <DialogFooter>
              <Button variant="outline" onClick={() => props.onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={join.isPending}>
                {join.isPending ? 'Joining...' : 'Join the waitlist'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

function WindowSelect(props: {
  label: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error?: string;
}) {
  const id = `waitlist-${props.label.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-900">
        {props.label}
      </label>
      <NativeSelect
        id={id}
        value={props.value}
        onChange={props.onChange}
        aria-invalid={Boolean(props.error)}
        aria-describedby={props.error ? `${id}-error` : undefined}
      >
        <option value="">Any time</option>
        {HOURS.map((hour) => (
          <option key={hour} value={hour}>
            {formatTimeOfDay(hour)}
          </option>
        ))}
      </NativeSelect>
      {props.error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
