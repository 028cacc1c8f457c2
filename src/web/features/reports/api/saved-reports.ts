import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateSavedReportInput,
  SavedReport,
  UpdateSavedReportInput,
} from '../../../../contract/reports';
import { apiJson } from '../../../lib/api-client';

const savedKey = ['/api/reports/saved'] as const;

/** GET /api/reports/saved */
export function useSavedReports() {
  return useQuery({ queryKey: savedKey, queryFn: () => apiJson<SavedReport[]>('GET', '/api/reports/saved') });
}

/** POST /api/reports/saved */
export function useCreateSavedReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSavedReportInput) => apiJson<SavedReport>('POST', '/api/reports/saved', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedKey }),
  });
}

/** PUT /api/reports/saved/{id} */
export function useUpdateSavedReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: UpdateSavedReportInput & { id: number }) =>
      apiJson<SavedReport>('PUT', `/api/reports/saved/${id}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedKey }),
  });
}

/** DELETE /api/reports/saved/{id} */
export function useDeleteSavedReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<{ message: string }>('DELETE', `/api/reports/saved/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedKey }),
  });
}
