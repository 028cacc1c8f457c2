import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayRulesInput } from '../../../../contract/payroll';
import { apiJson } from '../../../lib/api-client';

const key = ['/api/payroll/settings'] as const;

/** GET /api/payroll/settings */
export function usePayRules() {
  return useQuery({ queryKey: key, queryFn: () => apiJson<PayRulesInput>('GET', '/api/payroll/settings') });
}

/** PUT /api/payroll/settings */
export function useUpdatePayRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<PayRulesInput>) =>
      apiJson<PayRulesInput>('PUT', '/api/payroll/settings', input),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
  });
}
