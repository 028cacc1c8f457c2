import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BrandingInput, BusinessProfile } from '../../../../contract/business';
import { businessQueryOptions } from '../../../lib/api/business/get-business';
import { apiJson } from '../../../lib/api-client';

/** PUT /api/business/branding (plan feature custom_branding) → the saved profile; 400 with field messages. */
export function useUpdateBranding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (branding: BrandingInput) =>
      apiJson<BusinessProfile>('PUT', '/api/business/branding', branding),
    onSuccess: (business) => queryClient.setQueryData(businessQueryOptions().queryKey, business),
  });
}
