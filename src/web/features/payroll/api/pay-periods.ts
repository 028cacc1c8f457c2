import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatePeriodInput, PayPeriod, PayPeriodDetail } from '../../../../contract/payroll';
import { apiJson } from '../../../lib/api-client';

const periodsKey = ['/api/payroll/periods'] as const;
const stubsKey = ['/api/payroll/stubs'] as const;

/** GET /api/payroll/periods */
export function usePayPeriods(enabled: boolean) {
  return useQuery({
    queryKey: periodsKey,
    queryFn: () => apiJson<PayPeriod[]>('GET', '/api/payroll/periods'),
    enabled,
  });
}

/** GET /api/payroll/periods/{id} */
export function usePayPeriod(id: number | null) {
  return useQuery({
    queryKey: [...periodsKey, id],
    queryFn: () => apiJson<PayPeriodDetail>('GET', `/api/payroll/periods/${id}`),
    enabled: id !== null,
  });
}

function usePeriodWrite<I, O>(request: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: periodsKey });
      // Approving or paying changes one's own stubs too.
      await queryClient.invalidateQueries({ queryKey: stubsKey });
    },
  });
}

export const useCreatePayPeriod = () =>
  usePeriodWrite((input: CreatePeriodInput) => apiJson<PayPeriod>('POST', '/api/payroll/periods', input));

export type PeriodTransition = 'calculate' | 'approve' | 'reopen' | 'pay';
export const usePeriodTransition = () =>
  usePeriodWrite(({ id, action }: { id: number; action: PeriodTransition }) =>
    apiJson<PayPeriodDetail>('POST', `/api/payroll/periods/${id}/${action}`),
  );

export const useDeletePayPeriod = () =>
  usePeriodWrite((id: number) => apiJson<{ message: string }>('DELETE', `/api/payroll/periods/${id}`));

export const useSetDeductions = () =>
  usePeriodWrite(({ entryId, deductions }: { entryId: number; deductions: string }) =>
    apiJson<PayPeriodDetail>('PUT', `/api/payroll/entries/${entryId}`, { deductions }),
  );

export type PayStub = {
  entryId: number;
  periodName: string;
  startDate: string;
  endDate: string;
  payDate: string | null;
  status: 'approved' | 'paid';
  netPay: string;
};

/** GET /api/payroll/stubs: one's own pay stubs. */
export function useMyPayStubs() {
  return useQuery({
    queryKey: ['/api/payroll/stubs'],
    queryFn: () => apiJson<PayStub[]>('GET', '/api/payroll/stubs'),
  });
}
