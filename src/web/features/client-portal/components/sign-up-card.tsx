import type { PortalBusiness } from '../../../../contract/portal';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { errorMessage } from '../../../lib/error-message';
import { rememberPortalToken } from '../../../lib/portal/portal-session';
import { toast } from '../../../lib/toast';
import { usePortalSignUp } from '../api/sign-up';
import { ProfileFormFields, profileFields, useProfileForm } from './profile-form';

type SignUpCardProps = { business: PortalBusiness; onSignedUp: (accessCode: string) => void };

/**
 * Create a profile with the business (named by its slug): signs in at once and hands over the access code
 * (shown once).
 */
export function SignUpCard({ business, onSignedUp }: SignUpCardProps) {
  const businessName = business.name;
  const form = useProfileForm();
  const signUp = usePortalSignUp();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Create your profile</CardTitle>
        <CardDescription>
          New to {businessName}? Create a profile to see and manage your appointments.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ProfileFormFields
          form={form}
          businessName={businessName}
          label="Create your profile"
          submitLabel="Create profile"
          pending={signUp.isPending}
          onSubmit={(values) =>
            signUp.mutate(
              { business: business.slug, ...values },
              {
                onSuccess: (session) => {
                  toast({
                    type: 'success',
                    title: 'Welcome to Frontdesk!',
                    message: 'Your profile has been created successfully.',
                  });
                  onSignedUp(session.accessCode ?? '');
                  rememberPortalToken(business, session.token);
                },
                onError: (error) => {
                  applyFieldErrors(error, form.setError, profileFields);
                  toast({
                    type: 'error',
                    title: 'Registration Failed',
                    message: errorMessage(error, 'Failed to create your profile. Please try again.'),
                  });
                },
              },
            )
          }
        />
      </CardContent>
    </Card>
  );
}
