import { MessageCircle, Minus, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { BusinessRef } from '../../../contract/business-ref';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { usePortalBusiness } from './api/get-portal-business';

// The conversation (its form, messages and socket) loads when the chat is first opened, not with the page.
const WidgetBody = lazy(() => import('./components/widget-body').then((m) => ({ default: m.WidgetBody })));

type WidgetState = 'closed' | 'open' | 'minimized';

/**
 * The floating chat on the booking page and the client portal (spec §4: closed, open, minimized).
 * It shows only when the business's plan includes chat. It imports nothing from the signed-in app. The page
 * names the business by its slug (never its number: issue 32 F7); the answer's id keys the tokens.
 */
export function ChatWidget({ businessRef }: { businessRef: BusinessRef }) {
  const business = usePortalBusiness(businessRef);
  const [state, setState] = useState<WidgetState>('closed');
  const panel = useRef<HTMLElement>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    // Keyboard users land inside the panel when it opens, and back on its button when it closes.
    if (state === 'open') panel.current?.focus();
    else if (moved.current) launcher.current?.focus();
    moved.current = true;
  }, [state]);
  if (!business.data?.chatEnabled) return null;
  const title = `Chat with ${business.data.name}`;

  if (state === 'closed') {
    return (
      <Button
        ref={launcher}
        aria-label={title}
        className={cn(
          // On a phone it sits in the page, after the booking form, where it covers nothing (issue 33).
          'justify-self-start',
          'sm:fixed sm:right-4 sm:bottom-4 sm:z-30 sm:size-14 sm:rounded-full sm:shadow-lg',
        )}
        onClick={() => setState('open')}
      >
        <MessageCircle aria-hidden="true" className="sm:size-6!" />
        <span className="sm:sr-only">{title}</span>
      </Button>
    );
  }
  if (state === 'minimized') {
    return (
      <div className="flex items-center gap-1 justify-self-start rounded-full bg-primary-700 py-1 pr-1 pl-4 text-white shadow-lg sm:fixed sm:right-4 sm:bottom-4 sm:z-30">
        <button ref={launcher} type="button" className="text-sm font-medium" onClick={() => setState('open')}>
          {title}
        </button>
        <CloseButton onClose={() => setState('closed')} />
      </div>
    );
  }
  return (
    <section
      ref={panel}
      tabIndex={-1}
      aria-label={title}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setState('minimized');
      }}
      className="fixed inset-x-2 bottom-2 z-30 flex outline-none h-[min(32rem,calc(100dvh-1rem))] flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-2xl sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-96"
    >
      <header className="flex items-center justify-between gap-2 bg-primary-700 px-4 py-2 text-white">
        <h2 className="truncate text-sm font-semibold">{title}</h2>
        <div className="flex">
          <button
            type="button"
            aria-label="Minimize chat"
            className="rounded-md p-2 hover:bg-primary-800"
            onClick={() => setState('minimized')}
          >
            <Minus aria-hidden="true" className="size-4" />
          </button>
          <CloseButton onClose={() => setState('closed')} />
        </div>
      </header>
      <Suspense
        fallback={
          <p role="status" className="p-4 text-sm text-slate-600">
            Loading chat…
          </p>
        }
      >
        <WidgetBody business={business.data} />
      </Suspense>
    </section>
  );
}

function CloseButton({ onClose }: { onClose: () => void }) {
  return (
    <button
      type="button"
      aria-label="Close chat"
      className="rounded-full p-2 hover:bg-primary-800"
      onClick={onClose}
    >
      <X aria-hidden="true" className="size-4" />
    </button>
  );
}
