import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '../../contract/auth';
import { getQueryFn } from './api-client';

/** GET /api/auth/user: the signed-in user, or null when signed out (401). */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/auth/user'],
    queryFn: getQueryFn<CurrentUser | null>({ on401: 'returnNull' }),
    retry: false,
  });

export function useCurrentUser() {
  const query = useQuery(currentUserQueryOptions());
  const user = query.data ?? null;
  return { user, isLoading: query.isPending, isAuthenticated: user !== null };
}

/** "Ann Lee", else the email. */
export function displayName(user: Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>): string {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return fullName || user.email;
}
