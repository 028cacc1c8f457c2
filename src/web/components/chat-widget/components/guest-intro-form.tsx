import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { PortalBusiness } from '../../../../contract/portal';
import { chatIntroForm } from '../../../../contract/public-forms';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { useStartGuestChat } from '../api/start-guest-chat';

const fields = ['name', 'email'] as const;

/** Before the first message: who is writing, so the business knows whom to answer. */
export function GuestIntroForm({ business }: { business: Pick<PortalBusiness, 'id' | 'slug'> }) {
  const form = useForm({ resolver: zodResolver(chatIntroForm), defaultValues: { name: '', email: '' } });
  const start = useStartGuestChat(business);
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    start.mutate(values, {
      onError: (error) => {
        if (!applyFieldErrors(error, form.setError, fields)) {
          toast({
            type: 'error',
            title: 'Error',
            message: errorMessage(error, 'Failed to create chat room'),
          });
        }
      },
    }),
  );
  return (
    <form noValidate aria-label="Start a chat" onSubmit={submit} className="grid gap-3 p-4">
      <p className="text-sm text-slate-700">Tell us who you are and we'll reply right here.</p>
      <TextField
        label="Your name"
        autoComplete="name"
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label="Your email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register('email')}
      />
      <Button type="submit" disabled={start.isPending}>
        {start.isPending ? 'Starting...' : 'Start chat'}
      </Button>
    </form>
  );
}
