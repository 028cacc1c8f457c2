import { useEffect, useRef } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { usePortalSignIn } from '../api/sign-in';

/**
 * `/client?link=...` (the emailed one-time link): signs in once, then `done` replaces the address so
 * the used token leaves the address bar and the history; `done` gets the client's business's slug.
 */
export function useLinkSignIn(linkToken: string | null, done: (businessSlug: string | null) => void) {
  const signIn = usePortalSignIn();
  const started = useRef<string | null>(null);
  useEffect(() => {
    // Guarded so a re-run of the effect (Strict Mode) doesn't spend the one-time token twice.
    if (!linkToken || started.current === linkToken) return;
    started.current = linkToken;
    signIn.mutate(
      { linkToken },
      {
        onSuccess: (session) => done(session.client?.business.slug ?? null),
        onError: (error) => {
          toast({
            type: 'error',
            title: 'Sign-in link failed',
            message: errorMessage(error, 'This link has expired.'),
          });
          done(null);
        },
      },
    );
  }, [linkToken, signIn, done]);
  return signIn.isPending;
}
