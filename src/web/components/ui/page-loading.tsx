import { LoaderCircle } from 'lucide-react';

/** Shown while a screen's code downloads. */
export function PageLoading() {
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center text-slate-600">
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}
