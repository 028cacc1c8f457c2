import type { PortalProfile } from '../../../../contract/portal';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { toast } from '../../../lib/toast';
import { useUpdatePortalProfile } from '../api/update-profile';
import { ProfileFormFields, type ProfileValues, profileFields, useProfileForm } from './profile-form';

/**
 * The marketing box goes with the save only when the client changed it: sending it records consent anew,
 * with today's date, and an unchanged box is not a new yes or no.
 */
function changesOnly(values: ProfileValues, profile: PortalProfile) {
  const { marketingOptIn, ...details } = values;
  return marketingOptIn === profile.marketingOptIn ? details : values;
}

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
          businessName={profile.business.name}
          label="My Profile"
          submitLabel="Save profile"
          pending={update.isPending}
          onSubmit={(values) =>
            update.mutate(changesOnly(values, profile), {
              onSuccess: (saved) => {
                form.reset({
                  name: saved.name,
                  email: saved.email ?? '',
                  phone: saved.phone ?? '',
                  address: saved.address ?? '',
                  notes: saved.notes ?? '',
                  marketingOptIn: saved.marketingOptIn,
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
