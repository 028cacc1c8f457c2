import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { signInLinkForm } from '../../../../contract/public-forms';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { useRequestSignInLink } from '../api/request-sign-in-link';

/**
 * For clients without a code (booked by phone, lost it): a one-time sign-in link by email, for the business
 * shown, or (the portal opened from the landing page) one for each business the email is a client of.
 */
export function SignInLinkForm({ businessSlug }: { businessSlug: string | null }) {
  const form = useForm({ resolver: zodResolver(signInLinkForm), defaultValues: { email: '' } });
  const request = useRequestSignInLink();
  const submit = form.handleSubmit((values) =>
    request.mutate(businessSlug === null ? values : { business: businessSlug, ...values }, {
      onError: (error) =>
        form.setError('email', {
          type: 'server',
          message: errorMessage(error, 'Could not send the link.'),
        }),
    }),
  );
  return (
    <form
      noValidate
      aria-label="Email me a sign-in link"
      onSubmit={submit}
      className="grid gap-3 border-t border-slate-200 pt-5"
    >
      <p className="text-sm text-slate-700">
        {businessSlug === null
          ? 'No code, or not sure where you booked? We can email you a one-time sign-in link for each business you’re a client of.'
          : 'No code? We can email you a one-time sign-in link.'}
      </p>
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
