import type { ServiceItem } from '../../../../contract/services';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useDeleteService } from '../api/delete-service';

/** Asks first; a service that appointments use is deactivated instead, and the owner is told so. */
export function DeleteServiceDialog({
  service,
  onClose,
}: {
  service: ServiceItem | null;
  onClose: () => void;
}) {
  const remove = useDeleteService();
  const confirm = () => {
    if (!service) return;
    remove.mutate(service.id, {
      onSuccess: (result) => {
        onClose();
        if ('deactivated' in result && result.deactivated) {
          toast({
            type: 'info',
            title: 'Service deactivated',
            message: `Appointments use ${service.name}, so it was deactivated instead of deleted. Clients can no longer book it.`,
          });
        } else {
          toast({ type: 'success', title: 'Service deleted successfully' });
        }
      },
      onError: (error) =>
        toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to delete service') }),
    });
  };
  return (
    <ConfirmDialog
      open={service !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete service"
      description={`Are you sure you want to delete ${service?.name ?? 'this service'}? If appointments use it, it will be deactivated instead.`}
      onConfirm={confirm}
      pending={remove.isPending}
    />
  );
}
