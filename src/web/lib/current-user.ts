import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Ability, can } from '../../contract/abilities';
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

/** Whether the signed-in member may do this (the one ability table, src/contract/abilities.ts). */
export function useCan(): (ability: Ability) => boolean {
  const { user } = useCurrentUser();
  return (ability) => can(user?.role, ability);
}
