import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearch } from 'wouter';
import { requestPasswordResetSchema } from '../../../../contract/password-reset';
import { AuthCardPage } from '../../../components/layout/auth-card-page';
import { useDocumentTitle } from '../../../components/layout/page-title';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { errorMessage } from '../../../lib/error-message';
import { useRequestPasswordReset } from '../api/password-reset';

/** `/forgot-password` ("Forgot password?" on the sign-in form, which passes the email typed there). */
export function ForgotPasswordPage() {
  useDocumentTitle('Reset your password');
  const typed = new URLSearchParams(useSearch()).get('email') ?? '';
  const form = useForm({
    resolver: zodResolver(requestPasswordResetSchema),
    defaultValues: { email: typed },
  });
  const request = useRequestPasswordReset();
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = form.handleSubmit((values) => {
    setServerError(null);
    request.mutate(values, {
      onError: (error) => {
        if (!applyFieldErrors(error, form.setError, ['email'])) setServerError(errorMessage(error));
      },
    });
  });

  return (
    <AuthCardPage
      title="Reset your password"
      lead="Enter the email you sign in with, and we’ll send you a link to choose a new password."
    >
      {request.isSuccess ? (
        <div className="grid gap-4 text-center">
          <MailCheck aria-hidden="true" className="mx-auto size-10 text-primary-600" />
          <p role="status" className="text-sm text-slate-700">
            {request.data.message}
          </p>
          <p className="text-sm text-slate-600">
            No email after a few minutes? Check your spam folder, or{' '}
            <button
              type="button"
              className="font-medium text-primary-700 underline"
              onClick={() => request.reset()}
            >
              try another email
            </button>
            .
          </p>
          <Link href="/login" className="text-sm font-medium text-primary-700 underline">
            Back to sign in
          </Link>
        </div>
      ) : (
        <form noValidate aria-label="Reset your password" onSubmit={submit} className="grid gap-4">
          {serverError ? <ErrorAlert>{serverError}</ErrorAlert> : null}
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            autoFocus
            error={form.formState.errors.email?.message}
            {...form.register('email')}
          />
          <Button type="submit" disabled={request.isPending} className="w-full">
            {request.isPending ? 'Sending...' : 'Send reset link'}
          </Button>
          <Link href="/login" className="justify-self-center text-sm font-medium text-primary-700 underline">
            Back to sign in
          </Link>
        </form>
      )}
    </AuthCardPage>
  );
}
