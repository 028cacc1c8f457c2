import type { StaffMember } from '../../../../contract/staff';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useResetTwoFactor } from '../api/reset-two-factor';

/** The owner turns off a member's two-factor sign-in when they lost their phone and recovery codes. */
export function ResetTwoFactorDialog({
  member,
  onClose,
}: {
  member: StaffMember | null;
  onClose: () => void;
}) {
  const reset = useResetTwoFactor();
  const name = member ? `${member.firstName} ${member.lastName}` : '';
  return (
    <ConfirmDialog
      open={member !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Turn off two-factor sign-in for ${name}?`}
      description="Only when you know it's them: they lost their phone and their recovery codes. They'll sign in with their password and can set up the new phone right away."
      confirmLabel="Turn off"
      pending={reset.isPending}
      onConfirm={() => {
        if (!member) return;
        reset.mutate(member.id, {
          onSuccess: () => {
            onClose();
            toast({ type: 'success', title: `Two-factor sign-in turned off for ${name}` });
          },
          onError: (error) => {
            onClose();
            toast({ type: 'error', title: 'Error', message: errorMessage(error) });
          },
        });
      }}
    />
  );
}
