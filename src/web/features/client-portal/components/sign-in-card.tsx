import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { accessCodeForm } from '../../../../contract/public-forms';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { usePortalSignIn } from '../api/sign-in';
import { SignInLinkForm } from './sign-in-link-form';

type SignInCardProps = { businessSlug: string | null; onSignedIn: (businessSlug: string) => void };

/** Sign in with the personal access code, or ask for a one-time link by email (for the business shown). */
export function SignInCard({ businessSlug, onSignedIn }: SignInCardProps) {
  const form = useForm({ resolver: zodResolver(accessCodeForm), defaultValues: { accessCode: '' } });
  const signIn = usePortalSignIn();
  const submit = form.handleSubmit((values) =>
    signIn.mutate(values, {
      onSuccess: (session) => {
        if (session.client) onSignedIn(session.client.business.slug);
      },
      onError: (error) =>
        form.setError('accessCode', {
          type: 'server',
          message: errorMessage(error, 'Could not sign you in.'),
        }),
    }),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sign in</CardTitle>
        <CardDescription>
          Already have a profile? Enter the access code you saved when you signed up.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <form noValidate aria-label="Sign in with your access code" onSubmit={submit} className="grid gap-3">
          <TextField
            label="Access code"
            autoComplete="off"
            spellCheck={false}
            error={form.formState.errors.accessCode?.message}
            {...form.register('accessCode')}
          />
          <div>
            <Button type="submit" disabled={signIn.isPending}>
              {signIn.isPending ? 'Signing in...' : 'Sign In'}
            </Button>
          </div>
        </form>
        <SignInLinkForm businessSlug={businessSlug} />
      </CardContent>
    </Card>
  );
}
