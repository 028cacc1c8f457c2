import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type CreateServiceInput,
  createServiceSchema,
  type ServiceItem,
  type StaffListItem,
} from '../../../../contract/services';
import { LocationChecklist } from '../../../components/locations/location-checklist';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { TextField } from '../../../components/ui/text-field';
import { Textarea } from '../../../components/ui/textarea';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useCreateService } from '../api/create-service';
import { useUpdateService } from '../api/update-service';
import { StaffChecklist } from './staff-checklist';

const fields = [
  'name',
  'description',
  'duration',
  'price',
  'bufferBeforeMinutes',
  'bufferAfterMinutes',
  'isActive',
  'staffIds',
  'locationIds',
] as const;

type ServiceFormDialogProps = { service: ServiceItem | null; staff: StaffListItem[]; onClose: () => void };

/** Add Service / Edit Service: name, description, minutes, price, buffers, active, and who performs it. */
export function ServiceFormDialog({ service, staff, onClose }: ServiceFormDialogProps) {
  const form = useForm<CreateServiceInput>({
    // raw: the API takes the price as typed ("42.50"); the schema's parsed cents are for the server.
    resolver: zodResolver(createServiceSchema, undefined, { raw: true }),
    defaultValues: {
      name: service?.name ?? '',
      description: service?.description ?? '',
      duration: service?.duration ?? 60,
      price: service?.price ?? '',
      bufferBeforeMinutes: service?.bufferBeforeMinutes ?? 0,
      bufferAfterMinutes: service?.bufferAfterMinutes ?? 0,
      isActive: service?.isActive ?? true,
      staffIds: service?.staffIds ?? [],
      locationIds: service?.locationIds ?? [],
    },
  });
  const { errors } = form.formState;
  const create = useCreateService();
  const update = useUpdateService();
  const pending = create.isPending || update.isPending;

  const submit = form.handleSubmit((values) => {
    const handlers = {
      onSuccess: () => {
        toast({
          type: 'success',
          title: service ? 'Service updated successfully' : 'Service created successfully',
        });
        onClose();
      },
      onError: (error: Error) => {
        if (!applyFieldErrors(error, form.setError, fields)) {
          toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to save service') });
        }
      },
    };
    if (service) update.mutate({ id: service.id, ...values }, handlers);
    else create.mutate(values, handlers);
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={service ? 'Edit Service' : 'Add Service'}>
        <form
          noValidate
          aria-label={service ? 'Edit Service' : 'Add Service'}
          onSubmit={submit}
          className="grid gap-4"
        >
          <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
          <div className="grid gap-1.5">
            <Label htmlFor="service-description">Description</Label>
            <Textarea id="service-description" rows={3} {...form.register('description')} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Duration (minutes)"
              type="number"
              inputMode="numeric"
              min={5}
              max={720}
              step={5}
              error={errors.duration?.message}
              {...form.register('duration', { valueAsNumber: true })}
            />
            <TextField
              label="Price ($)"
              inputMode="decimal"
              placeholder="45.00"
              error={errors.price?.message}
              {...form.register('price')}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Buffer before (minutes)"
              hint="Time kept free before the appointment for setup"
              type="number"
              inputMode="numeric"
              min={0}
              max={240}
              step={5}
              error={errors.bufferBeforeMinutes?.message}
              {...form.register('bufferBeforeMinutes', { valueAsNumber: true })}
            />
            <TextField
              label="Buffer after (minutes)"
              hint="Time kept free after the appointment for cleanup"
              type="number"
              inputMode="numeric"
              min={0}
              max={240}
              step={5}
              error={errors.bufferAfterMinutes?.message}
              {...form.register('bufferAfterMinutes', { valueAsNumber: true })}
            />
          </div>
          <div className="flex items-center gap-3">
            <Switch
              id="service-active"
              checked={form.watch('isActive') ?? true}
              onCheckedChange={(checked) => form.setValue('isActive', checked, { shouldDirty: true })}
            />
            <Label htmlFor="service-active">Active (clients can book it)</Label>
          </div>
          <StaffChecklist
            staff={staff}
            value={form.watch('staffIds') ?? []}
            onChange={(staffIds) => form.setValue('staffIds', staffIds, { shouldDirty: true })}
          />
          <LocationChecklist
            legend="Offered at"
            value={form.watch('locationIds') ?? []}
            onChange={(locationIds) => form.setValue('locationIds', locationIds, { shouldDirty: true })}
            error={errors.locationIds?.message}
          />
          <FormDialogFooter
            onCancel={onClose}
            pending={pending}
            label={service ? 'Save changes' : 'Add service'}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
