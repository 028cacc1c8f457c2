import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  type ClientListItem,
  type CreateClient,
  type CreateClientInput,
  createClientSchema,
} from '../../../../contract/clients';
import { EmailPhoneFields } from '../../../components/account/email-phone-fields';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer';
import { Label } from '../../../components/ui/label';
import { TextField } from '../../../components/ui/text-field';
import { Textarea } from '../../../components/ui/textarea';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useSaveClient } from '../api/save-client';

const fields = ['name', 'email', 'phone', 'address', 'notes'] as const;

type ClientFormDialogProps = {
  client: Pick<ClientListItem, 'id' | 'name' | 'email' | 'phone' | 'address' | 'notes'> | null;
  onClose: () => void;
  onSaved?: (client: ClientListItem) => void;
};

/** Add Client / Edit Client: name, email, phone, address, notes (spec §5 client profile rules). */
export function ClientFormDialog({ client, onClose, onSaved }: ClientFormDialogProps) {
  const form = useForm<CreateClientInput, unknown, CreateClient>({
    resolver: zodResolver(createClientSchema),
    defaultValues: {
      name: client?.name ?? '',
      email: client?.email ?? '',
      phone: client?.phone ?? '',
      address: client?.address ?? '',
      notes: client?.notes ?? '',
    },
  });
  const { errors } = form.formState;
  const save = useSaveClient();
  const title = client ? 'Edit Client' : 'Add Client';

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: client?.id ?? null, values },
      {
        onSuccess: (saved) => {
          toast({
            type: 'success',
            title: client ? 'Client updated successfully' : 'Client created successfully',
          });
          onSaved?.(saved);
          onClose();
        },
        onError: (error) => {
          if (applyFieldErrors(error, form.setError, fields)) return;
          // A taken email (409) belongs under the email field, in the server's words.
          if (error instanceof ApiError && error.status === 409) {
            form.setError('email', { type: 'server', message: errorMessage(error) }, { shouldFocus: true });
            return;
          }
          toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to save client') });
        },
      },
    ),
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={title}>
        <form noValidate aria-label={title} onSubmit={submit} className="grid gap-4">
          <TextField
            label="Name"
            autoComplete="off"
            error={errors.name?.message}
            {...form.register('name')}
          />
          <EmailPhoneFields
            email={{ ...form.register('email'), error: errors.email?.message }}
            phone={{ ...form.register('phone'), error: errors.phone?.message }}
            autoComplete="off"
          />
          <TextField
            label="Address"
            autoComplete="off"
            error={errors.address?.message}
            {...form.register('address')}
          />
          <div className="grid gap-1.5">
            <Label htmlFor="client-notes">Notes</Label>
            <Textarea id="client-notes" rows={3} {...form.register('notes')} />
          </div>
          <FormDialogFooter
            onCancel={onClose}
            pending={save.isPending}
            label={client ? 'Save changes' : 'Add client'}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
