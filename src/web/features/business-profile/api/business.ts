import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type BusinessRef,
  publicBusinessPath,
  publicBusinessQueryKey,
} from '../../../../contract/business-ref';
import type { PublicBusiness } from '../../../../contract/public-booking';
import { apiJson } from '../../../lib/api-client';

/** GET /api/public/businesses/{id} or /by-slug/{slug}: name, contact, hours and services. */
export function usePublicBusinessProfile(ref: BusinessRef) {
  return useQuery(
    queryOptions({
      queryKey: publicBusinessQueryKey(ref),
      queryFn: () => apiJson<PublicBusiness>('GET', publicBusinessPath(ref)),
    }),
  );
}
