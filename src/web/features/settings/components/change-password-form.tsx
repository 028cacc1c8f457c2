import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { NewPasswordFields } from '../../../components/account/new-password-fields';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { changePasswordFormSchema, useChangePassword } from '../api/change-password';

const emptyValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const form = useForm({ resolver: zodResolver(changePasswordFormSchema), defaultValues: emptyValues });
  const { errors } = form.formState;
  const changePassword = useChangePassword();
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = form.handleSubmit((values) => {
    setServerError(null);
    changePassword.mutate(values, {
      onSuccess: () => {
        form.reset(emptyValues);
        toast({ type: 'success', title: 'Password Updated' });
      },
      onError: (error) => {
        if (!applyFieldErrors(error, form.setError, ['currentPassword', 'newPassword'])) {
          setServerError(errorMessage(error, 'Failed to update password'));
        }
      },
    });
  });

  return (
    <form noValidate aria-label="Change password" onSubmit={submit} className="grid max-w-md gap-4">
      {serverError ? <ErrorAlert>{serverError}</ErrorAlert> : null}
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <NewPasswordFields
        newPassword={{ ...form.register('newPassword'), error: errors.newPassword?.message }}
        confirmPassword={{ ...form.register('confirmPassword'), error: errors.confirmPassword?.message }}
      />
      <Button type="submit" disabled={changePassword.isPending} className="justify-self-start">
        {changePassword.isPending ? 'Updating...' : 'Update password'}
      </Button>
    </form>
  );
}
