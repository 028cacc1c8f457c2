import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffMember, UpdateStaffInput } from '../../../../contract/staff';
import { apiJson } from '../../../lib/api-client';
import { invalidateStaff } from './invalidate-staff';

/** PUT /api/staff/{id}: only the fields sent change. */
export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...changes }: UpdateStaffInput & { id: number }) =>
      apiJson<StaffMember>('PUT', `/api/staff/${id}`, changes),
    onSuccess: () => invalidateStaff(queryClient),
  });
}
