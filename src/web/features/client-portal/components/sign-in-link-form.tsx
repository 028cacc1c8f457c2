import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { signInLinkForm } from '../../../../contract/public-forms';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { useRequestSignInLink } from '../api/request-sign-in-link';

/** For clients without a code (booked by phone, lost it): a one-time sign-in link by email. */
export function SignInLinkForm({ businessSlug }: { businessSlug: string }) {
  const form = useForm({ resolver: zodResolver(signInLinkForm), defaultValues: { email: '' } });
  const request = useRequestSignInLink();
  const submit = form.handleSubmit((values) =>
    request.mutate(
      { business: businessSlug, ...values },
      {
        onError: (error) =>
          form.setError('email', {
            type: 'server',
            message: errorMessage(error, 'Could not send the link.'),
          }),
      },
    ),
  );
  return (
    <form
      noValidate
      aria-label="Email me a sign-in link"
      onSubmit={submit}
      className="grid gap-3 border-t border-slate-200 pt-5"
    >
      <p className="text-sm text-slate-700">No code? We can email you a one-time sign-in link.</p>
      <TextField
        label="Your email"
        type="email"
        autoComplete="email"
        error={form.formState.errors.email?.message}
        {...form.register('email')}
      />
      {request.data ? (
        <p role="status" className="text-sm text-emerald-800">
          {request.data.message}
        </p>
      ) : null}
      <div>
        <Button type="submit" variant="outline" disabled={request.isPending}>
          {request.isPending ? 'Sending...' : 'Email me a link'}
        </Button>
      </div>
    </form>
  );
}
