import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { addressNow, holdBackAndForward } from '../../lib/back-guard';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useDraftState } from './draft-context';

/** Where a click on a link would take the app, if it is a plain same-site navigation to another page. */
function destinationOf(event: MouseEvent): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement)) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null; // leaving the site: the browser's own question
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Stops a member leaving a settings page with changes not saved: links in the app, the Back button, and closing
 * or reloading the tab (the browser's own question) all ask first.
 */
export function UnsavedChangesGuard() {
  const draft = useDraftState();
  const dirty = (draft?.dirty.length ?? 0) > 0;
  const [, navigate] = useLocation();
  const [leavingTo, setLeavingTo] = useState<string | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const onClick = (event: MouseEvent) => {
      const destination = destinationOf(event);
      if (!destination) return;
      // Capturing on the document runs before the app's own handlers, so the link's navigation never starts.
      event.preventDefault();
      event.stopPropagation();
      setLeavingTo(destination);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    document.addEventListener('click', onClick, true);
    holdBackAndForward({ address: addressNow(), onHeld: setLeavingTo });
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      holdBackAndForward(null);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty]);

  const leave = () => {
    const destination = leavingTo;
    setLeavingTo(null);
    if (!destination) return;
    draft?.discardAll();
    // Server addresses (signing out) are pages of their own; the rest are the app's.
    if (destination.startsWith('/api/')) window.location.assign(destination);
    else queueMicrotask(() => navigate(destination));
  };

  return (
    <ConfirmDialog
      open={leavingTo !== null}
      onOpenChange={(open) => {
        if (!open) setLeavingTo(null);
      }}
      title="Leave without saving?"
      description="You have unsaved changes on this page. If you leave now, they will be lost."
      confirmLabel="Leave without saving"
      cancelLabel="Stay on this page"
      onConfirm={leave}
    />
  );
}
