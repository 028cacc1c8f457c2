import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Ability, can } from '../../contract/abilities';
import type { CurrentUser } from '../../contract/auth';
import { SIGNED_IN_MARKER_COOKIE } from '../../contract/cookies';
import { getQueryFn } from './api-client';

const askServer = getQueryFn<CurrentUser | null>({ on401: 'returnNull' });

/** Whether the signed-in marker cookie is there (set and cleared with the session's, contract/auth.ts). */
export const maybeSignedIn = () =>
  typeof document === 'undefined' ||
  document.cookie.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_MARKER_COOKIE}=`));

/**
 * GET /api/auth/user: the signed-in user, or null when signed out (401). Without the marker cookie nobody is
 * signed in, so a visitor's page asks nothing (no request, no 401 in the console).
 */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/auth/user'],
    queryFn: (context): Promise<CurrentUser | null> =>
      maybeSignedIn() ? Promise.resolve(askServer(context)) : Promise.resolve(null),
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
