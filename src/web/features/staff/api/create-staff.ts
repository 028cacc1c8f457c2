import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateStaffInput, StaffMember } from '../../../../contract/staff';
import { apiJson } from '../../../lib/api-client';
import { invalidateStaff } from './invalidate-staff';

/** POST /api/staff -> 201 the staff member. */
export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateStaffInput) => apiJson<StaffMember>('POST', '/api/staff', input),
    onSuccess: () => invalidateStaff(queryClient),
  });
}
