import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateLocationInput, Location, UpdateLocationInput } from '../../../../contract/locations';
import { apiJson } from '../../../lib/api-client';

/** GET /api/locations: every location, active or not, by name. */
export const locationsQueryOptions = () =>
  queryOptions({ queryKey: ['/api/locations'], queryFn: () => apiJson<Location[]>('GET', '/api/locations') });

export function useLocations() {
  return useQuery(locationsQueryOptions());
}

/** POST /api/locations → 201; PUT /api/locations/{id} edits or deactivates. Both refresh every list. */
export function useSaveLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: (CreateLocationInput | UpdateLocationInput) & { id?: number }) =>
      id
        ? apiJson<Location>('PUT', `/api/locations/${id}`, input)
        : apiJson<Location>('POST', '/api/locations', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: locationsQueryOptions().queryKey }),
  });
}
