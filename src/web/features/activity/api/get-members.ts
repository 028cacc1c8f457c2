import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BusinessMember } from '../../../../contract/business';
import { apiJson } from '../../../lib/api-client';

/** GET /api/business/members: who signs in to the business, for the Member filter. */
export const membersQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/business/members'],
    queryFn: () => apiJson<BusinessMember[]>('GET', '/api/business/members'),
  });

export function useMembers() {
  return useQuery(membersQueryOptions());
}
