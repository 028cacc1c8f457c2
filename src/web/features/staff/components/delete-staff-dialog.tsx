import type { StaffMember } from '../../../../contract/staff';
import { STAFF_DELETED } from '../../../../contract/staff';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useDeleteStaff } from '../api/delete-staff';
import { staffName } from '../lib/staff-display';

/** Asks first; a refusal (upcoming appointments, the owner's row) is shown in the server's words. */
export function DeleteStaffDialog({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const remove = useDeleteStaff();
  return (
    <ConfirmDialog
      open={member !== null}
      onOpenChange={(open) => !open && onClose()}
      title={member ? `Delete ${staffName(member)}?` : 'Delete staff member?'}
      description="Are you sure you want to delete this staff member? Their past appointments keep their name."
      pending={remove.isPending}
      onConfirm={() => {
        if (!member) return;
        remove.mutate(member.id, {
          onSuccess: () => {
            toast({ type: 'success', title: STAFF_DELETED });
            onClose();
          },
          onError: (error) => {
            toast({
              type: 'error',
              title: 'Error',
              message: errorMessage(error, 'Failed to delete staff member'),
            });
            onClose();
          },
        });
      }}
    />
  );
}
