import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FlowTemplate } from '../../../../contract/flows';
import { apiJson } from '../../../lib/api-client';

/** GET /api/automated-flows/templates: the three ready-made flows; they change only with a release. */
export const flowTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/automated-flows/templates'],
    queryFn: () => apiJson<FlowTemplate[]>('GET', '/api/automated-flows/templates'),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useFlowTemplates() {
  return useQuery(flowTemplatesQueryOptions());
}
