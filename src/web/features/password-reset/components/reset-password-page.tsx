import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { z } from 'zod';
import { password } from '../../../../contract/auth';
import { NewPasswordFields } from '../../../components/account/new-password-fields';
import { AuthCardPage } from '../../../components/layout/auth-card-page';
import { useDocumentTitle } from '../../../components/layout/page-title';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button, buttonVariants } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { errorMessage } from '../../../lib/error-message';
import { withPasswordConfirmation } from '../../../lib/password-confirmation';
import { useCompletePasswordReset } from '../api/password-reset';

/** The form adds a confirmation that never leaves the browser. */
const resetFormSchema = withPasswordConfirmation(z.object({ newPassword: password }));

/** The link's token, from the address's fragment (kept out of server logs and Referer headers). */
function tokenFromAddress(): string {
  return window.location.hash.replace(/^#/, '');
}

/** `/reset-password#<token>`: the link in the reset email. */
export function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const [token] = useState(tokenFromAddress);
  const form = useForm({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const complete = useCompletePasswordReset();
  const [linkError, setLinkError] = useState<string | null>(
    token ? null : 'This link is incomplete. Open the link from the email again.',
  );

  const submit = form.handleSubmit(({ newPassword }) => {
    setLinkError(null);
    complete.mutate(
      { token, newPassword },
      {
        // The link is spent: it leaves the address bar and the history entry.
        onSuccess: () => window.history.replaceState(null, '', '/reset-password'),
        onError: (error) => {
          if (error instanceof ApiError && error.body?.errors?.some((e) => e.path === 'token'))
            setLinkError(error.body.message);
          else if (!applyFieldErrors(error, form.setError, ['newPassword']))
            setLinkError(errorMessage(error, 'Could not reset the password. Please try again.'));
        },
      },
    );
  });

  if (complete.isSuccess) {
    return (
      <AuthCardPage title="Password reset" lead="You can sign in with your new password now.">
        <div className="grid gap-4 text-center">
          <CircleCheck aria-hidden="true" className="mx-auto size-10 text-emerald-600" />
          <p role="status" className="text-sm text-slate-700">
            {complete.data.message}
          </p>
          <Link href="/login" className={buttonVariants({ className: 'w-full' })}>
            Sign in
          </Link>
        </div>
      </AuthCardPage>
    );
  }

  return (
    <AuthCardPage
      title="Choose a new password"
      lead="Every other place you’re signed in is signed out when you save it."
    >
      <form noValidate aria-label="Choose a new password" onSubmit={submit} className="grid gap-4">
        {linkError ? (
          <ErrorAlert>
            {linkError}{' '}
            <Link href="/forgot-password" className="font-medium underline">
              Ask for a new link
            </Link>
          </ErrorAlert>
        ) : null}
        <NewPasswordFields
          autoFocus
          newPassword={{ ...form.register('newPassword'), error: errors.newPassword?.message }}
          confirmPassword={{ ...form.register('confirmPassword'), error: errors.confirmPassword?.message }}
        />
        <Button type="submit" disabled={!token || complete.isPending} className="w-full">
          {complete.isPending ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
    </AuthCardPage>
  );
}
