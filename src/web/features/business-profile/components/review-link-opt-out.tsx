import { useEffect, useRef } from 'react';
import { useOptOut } from '../api/reviews';

/**
 * The review email's "no more review requests" link (`?review={token}&opt-out=1`): asked once, and said so.
 * Nothing when the address isn't that link.
 */
export function ReviewLinkOptOut({
  business,
  search,
}: {
  business: { id: number; slug: string; name: string };
  search: string;
}) {
  const params = new URLSearchParams(search);
  const token = params.get('review');
  const wantsOut = params.get('opt-out') === '1' && Boolean(token);
  const optOut = useOptOut(business);
  const asked = useRef(false);
  useEffect(() => {
    if (wantsOut && token && !asked.current) {
      asked.current = true;
      optOut.mutate(token);
    }
  }, [wantsOut, token, optOut]);
  if (!wantsOut) return null;
  return (
    <p role="status" className="rounded-md bg-slate-50 p-3 text-sm text-slate-800">
      {optOut.isError
        ? optOut.error.message
        : `You won't receive review requests from ${business.name} anymore.`}
    </p>
  );
}
