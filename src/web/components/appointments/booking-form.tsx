import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CHOOSE_STAFF, CHOOSE_VISITS } from '../../../contract/appointment-series';
import { useCreateAppointment } from '../../lib/api/appointments/create-appointment';
import { useCreateSeries } from '../../lib/api/appointments/create-series';
import { useActiveLocations } from '../../lib/api/locations/get-active-locations';
import { useServices } from '../../lib/api/services/get-services';
import { useStaff } from '../../lib/api/services/get-staff';
import { ApiError } from '../../lib/api-client';
import { applyFieldErrors } from '../../lib/apply-field-errors';
import { errorMessage, fieldErrors } from '../../lib/error-message';
import { toast } from '../../lib/toast';
import { FormDialogFooter } from '../ui/form-dialog-footer';
import { NativeSelect } from '../ui/native-select';
import { Switch } from '../ui/switch';
import { TextField } from '../ui/text-field';
import { Textarea } from '../ui/textarea';
import {
  addMinutes,
  type BookingFormValues,
  type BookingPrefill,
  type BookingWording,
  bookingFormSchema,
  bookingMessages,
  emptyBooking,
} from './booking-form-schema';
import { ClientSearch } from './client-search';
import { Field } from './field';
import { RepeatFields } from './repeat-fields';
import { TimeSelect } from './time-select';
import { useRepeatBooking } from './use-repeat-booking';
import { type VisitServiceRow, VisitServices } from './visit-services';

const serverFields = [
  'clientName',
  'clientEmail',
  'clientPhone',
  'locationId',
  'serviceId',
  'staffId',
  'date',
  'startTime',
] as const;

type BookingFormProps = {
  wording: BookingWording;
  businessSlug: string;
  prefill?: BookingPrefill;
  onDone: () => void;
};

export function BookingForm({ wording, businessSlug, prefill, onDone }: BookingFormProps) {
  const form = useForm<BookingFormValues>({
    resolver: zodResolver(bookingFormSchema(wording), undefined, { raw: true }),
    defaultValues: emptyBooking(prefill),
    mode: 'onChange',
  });
  // A time chosen on the day view's grid stays offered (staff may book outside the posted hours) until the
  // day or staff member changes.
  const [pinnedTime, setPinnedTime] = useState(prefill?.startTime ?? '');
  const { errors } = form.formState;
  // More services in the same visit (not with Repeat: a series is one service).
  const [moreServices, setMoreServices] = useState<VisitServiceRow[]>([]);
  const services = useServices();
  const staff = useStaff();
  const create = useCreateAppointment();
  const createSeries = useCreateSeries();
  const [serviceId, chosenDate, staffId, locationId] = useWatch({
    control: form.control,
    name: ['serviceId', 'date', 'staffId', 'locationId'],
  });
  const sendReminder = useWatch({ control: form.control, name: 'sendReminder' });
  const startTime = useWatch({ control: form.control, name: 'startTime' });
  // A business with one place (or none) is never asked where.
  const locations = useActiveLocations().data ?? [];
  const choosesLocation = locations.length > 1;
  const location = locations.find((place) => String(place.id) === locationId);
  const offeredHere = (ids: number[]) => !location || ids.length === 0 || ids.includes(location.id);
  const offered = (services.data ?? []).filter((s) => offeredHere(s.locationIds));
  const service = offered.find((s) => String(s.id) === serviceId);
  const performers = (staff.data ?? []).filter(
    (member) =>
      member.isActive &&
      offeredHere(member.locationIds) &&
      (!service?.staffIds.length || service.staffIds.includes(member.id)),
  );

  const repeat = useRepeatBooking({
    serviceId: service?.id,
    staffId: staffId ? Number(staffId) : undefined,
    locationId: choosesLocation ? location?.id : undefined,
    date: chosenDate,
    startTime,
  });
  const refused = (fallback: string) => (error: Error) => {
    // The time was taken meanwhile: the refreshed list no longer offers it, so ask for another.
    if (error instanceof ApiError && error.status === 409 && !repeat.state.on) form.setValue('startTime', '');
    applyFieldErrors(error, form.setError, serverFields);
    // A refused further service says so under its own field.
    const problems = fieldErrors(error);
    setMoreServices((rows) =>
      rows.map((row, index) => ({
        ...row,
        error:
          problems.find(
            (p) =>
              p.path === `additionalServices.${index}.serviceId` ||
              p.path === `additionalServices.${index}.staffId`,
          )?.message ?? row.error,
      })),
    );
    toast({ type: 'error', title: 'Error', message: errorMessage(error, fallback) });
  };

  // Recurring: one staff member for every visit, and only the visits the owner kept ticked.
  const bookSeries = (values: BookingFormValues) => {
    if (!values.staffId) {
      form.setError('staffId', { type: 'required', message: CHOOSE_STAFF }, { shouldFocus: true });
      return;
    }
    if (!repeat.rule || repeat.dates.length === 0) {
      toast({ type: 'error', title: 'Error', message: CHOOSE_VISITS });
      return;
    }
    createSeries.mutate(
      {
        clientName: values.clientName.trim(),
        clientEmail: values.clientEmail.trim(),
        clientPhone: values.clientPhone.trim() || null,
        serviceId: Number(values.serviceId),
        staffId: Number(values.staffId),
        locationId: choosesLocation && values.locationId ? Number(values.locationId) : undefined,
        date: values.date,
        startTime: values.startTime,
        notes: values.notes.trim() || null,
        sendReminder: values.sendReminder,
        repeat: repeat.rule,
        dates: repeat.dates,
      },
      {
        onSuccess: () => {
          toast({ type: 'success', title: 'Appointments created successfully' });
          onDone();
        },
        onError: refused('Failed to create appointments'),
      },
    );
  };

  const book = form.handleSubmit((values) => {
    if (repeat.state.on) return bookSeries(values);
    if (moreServices.some((row) => !row.serviceId)) {
      const message = bookingMessages[wording].serviceId;
      setMoreServices((rows) => rows.map((row) => (row.serviceId ? row : { ...row, error: message })));
      return;
    }
    const chosen = services.data?.find((s) => String(s.id) === values.serviceId);
    create.mutate(
      {
        clientName: values.clientName.trim(),
        clientEmail: values.clientEmail.trim(),
        clientPhone: values.clientPhone.trim() || null,
        serviceId: Number(values.serviceId),
        staffId: values.staffId ? Number(values.staffId) : undefined,
        locationId: choosesLocation && values.locationId ? Number(values.locationId) : undefined,
        date: values.date,
        startTime: values.startTime,
        endTime: chosen ? addMinutes(values.startTime, chosen.duration) : undefined,
        status: 'pending',
        notes: values.notes.trim() || null,
        sendReminder: values.sendReminder,
        ...(moreServices.length > 0
          ? {
              additionalServices: moreServices.map((row) => ({
                serviceId: Number(row.serviceId),
                staffId: row.staffId ? Number(row.staffId) : null,
              })),
            }
          : {}),
      },
      {
        onSuccess: () => {
          toast({ type: 'success', title: 'Appointment created successfully' });
          onDone();
        },
        onError: refused('Failed to create appointment'),
      },
    );
  });

  // A new service, day or staff member changes which times are free; a time picked on the grid survives a
  // new service.
  const resetTime = () => form.setValue('startTime', '');
  const unpinTime = () => {
    setPinnedTime('');
    resetTime();
  };
  const pickClient = (client: { name: string; email: string | null; phone: string | null }) => {
    const options = { shouldValidate: true, shouldDirty: true };
    form.setValue('clientName', client.name, options);
    form.setValue('clientEmail', client.email ?? '', options);
    form.setValue('clientPhone', client.phone ?? '', options);
  };

  return (
    <form noValidate aria-label="New Appointment" onSubmit={book} className="grid gap-4">
      <ClientSearch onPick={pickClient} />
      <TextField
        label="Client name"
        autoComplete="off"
        error={errors.clientName?.message}
        {...form.register('clientName')}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          label="Client email"
          type="email"
          autoComplete="off"
          error={errors.clientEmail?.message}
          {...form.register('clientEmail')}
        />
        <TextField
          label="Client phone (optional)"
          type="tel"
          autoComplete="off"
          error={errors.clientPhone?.message}
          {...form.register('clientPhone')}
        />
      </div>
      {choosesLocation ? (
        <Field label="Location" error={errors.locationId?.message}>
          <NativeSelect
            {...form.register('locationId', {
              onChange: () => {
                form.setValue('serviceId', '');
                form.setValue('staffId', '');
                unpinTime();
              },
            })}
          >
            <option value="">Select a location</option>
            {locations.map((place) => (
              <option key={place.id} value={place.id}>
                {place.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
      ) : null}
      <Field label="Service" error={errors.serviceId?.message}>
        <NativeSelect {...form.register('serviceId', { onChange: () => pinnedTime || resetTime() })}>
          <option value="">{services.isPending ? 'Loading services...' : 'Select a service'}</option>
          {offered.map((s) => (
            <option key={s.id} value={s.id}>
              {`${s.name} (${s.duration} min)`}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field
        label={repeat.state.on ? 'Staff member' : 'Staff member (optional)'}
        error={errors.staffId?.message}
      >
        <NativeSelect {...form.register('staffId', { onChange: unpinTime })}>
          <option value="">{repeat.state.on ? 'Select a staff member' : 'Any available'}</option>
          {performers.map((member) => (
            <option key={member.id} value={member.id}>
              {`${member.firstName} ${member.lastName}`.trim()}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          label="Date"
          type="date"
          error={errors.date?.message}
          {...form.register('date', { onChange: unpinTime })}
        />
        <Field label="Time" error={errors.startTime?.message}>
          <TimeSelect
            business={businessSlug}
            serviceId={serviceId ? Number(serviceId) : undefined}
            date={chosenDate || undefined}
            staffId={staffId ? Number(staffId) : undefined}
            locationId={location?.id}
            keepTime={pinnedTime || undefined}
            {...form.register('startTime')}
          />
        </Field>
      </div>
      <Field label="Notes (optional)">
        <Textarea rows={3} {...form.register('notes')} />
      </Field>
      <div className="flex items-center gap-3">
        <Switch
          id="booking-send-reminder"
          checked={sendReminder}
          onCheckedChange={(checked) => form.setValue('sendReminder', checked)}
        />
        <label htmlFor="booking-send-reminder" className="text-sm text-slate-900">
          Send reminder email
        </label>
      </div>
      {repeat.state.on ? null : (
        <VisitServices
          rows={moreServices}
          onChange={setMoreServices}
          services={offered}
          staff={(staff.data ?? []).filter((member) => member.isActive && offeredHere(member.locationIds))}
        />
      )}
      {moreServices.length > 0 ? null : <RepeatFields repeat={repeat} />}
      <FormDialogFooter
        onCancel={onDone}
        pending={create.isPending || createSeries.isPending}
        label={repeat.state.on ? 'Create Appointments' : 'Create Appointment'}
        pendingLabel="Creating..."
      />
    </form>
  );
}
