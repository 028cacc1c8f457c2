import type { PortalProfile } from '../../../../contract/portal';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { toast } from '../../../lib/toast';
import { useUpdatePortalProfile } from '../api/update-profile';
import { ProfileFormFields, profileFields, useProfileForm } from './profile-form';

/** My Profile: the client edits their own details. */
export function ProfileTab({ token, profile }: { token: string; profile: PortalProfile }) {
  const form = useProfileForm(profile);
  const update = useUpdatePortalProfile(token);
  return (
    <Card>
      <CardHeader>
        <CardTitle>My Profile</CardTitle>
      </CardHeader>
      <CardContent>
        <ProfileFormFields
          form={form}
          label="My Profile"
          submitLabel="Save profile"
          pending={update.isPending}
          onSubmit={(values) =>
            update.mutate(values, {
              onSuccess: (saved) => {
                form.reset({
                  name: saved.name,
                  email: saved.email ?? '',
                  phone: saved.phone ?? '',
                  address: saved.address ?? '',
                  notes: saved.notes ?? '',
                });
                toast({ type: 'success', title: 'Profile Updated' });
              },
              onError: (error) => {
                applyFieldErrors(error, form.setError, profileFields);
                toast({ type: 'error', title: 'Update Failed', message: 'Failed to update your profile.' });
              },
            })
          }
        />
      </CardContent>
    </Card>
  );
}
