import { useQuery } from '@tanstack/react-query';
import type { Invitation } from '../../../../contract/invitations';
import { apiJson } from '../../../lib/api-client';

/** GET /api/invitations/{token}: the business and email; 410 when used, replaced or expired. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['/api/invitations', token],
    queryFn: () => apiJson<Invitation>('GET', `/api/invitations/${encodeURIComponent(token)}`),
    retry: false,
  });
}
