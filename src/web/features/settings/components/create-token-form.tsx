import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { type CreatedApiToken, createApiTokenSchema } from '../../../../contract/api-tokens';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useCreateApiToken } from '../api/create-api-token';

/** Name a new token; the token itself comes back once. */
export function CreateTokenForm({ onCreated }: { onCreated: (token: CreatedApiToken) => void }) {
  const form = useForm({ resolver: zodResolver(createApiTokenSchema), defaultValues: { name: '' } });
  const create = useCreateApiToken();
  const submit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (token) => {
        form.reset({ name: '' });
        onCreated(token);
      },
      onError: (error) => {
        if (!applyFieldErrors(error, form.setError, ['name'])) {
          toast({
            type: 'error',
            title: 'Error',
            message: errorMessage(error, 'Failed to create the token'),
          });
        }
      },
    }),
  );
  return (
    <form
      noValidate
      aria-label="Create API token"
      onSubmit={submit}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <TextField
        label="Token name"
        placeholder="e.g. Website sync"
        maxLength={100}
        className="grid flex-1 gap-1.5"
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <Button type="submit" disabled={create.isPending} className="sm:mt-6.5">
        {create.isPending ? 'Creating...' : 'Create token'}
      </Button>
    </form>
  );
}
