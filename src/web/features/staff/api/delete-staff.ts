import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-client';
import { invalidateStaff } from './invalidate-staff';

/** DELETE /api/staff/{id} -> 204; 409 while they have upcoming appointments, or for the owner's own row. */
export function useDeleteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<void>('DELETE', `/api/staff/${id}`),
    onSuccess: () => invalidateStaff(queryClient),
  });
}
