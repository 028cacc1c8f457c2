import { type ReactNode, useEffect, useState } from 'react';

/**
 * False in a component's first render, true from the task after it: work that waits for it runs after the
 * page's first paint, in a task of its own, so the first frame of a public page is one short task (Total
 * Blocking Time) rather than one long one.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return ready;
}

/**
 * Renders its children in the task after the page's first paint (`useAfterFirstPaint`). For what sits below
 * the fold or beside the main content; `placeholder` holds its place meanwhile.
 */
export function AfterFirstPaint({
  children,
  placeholder = null,
}: {
  children: ReactNode;
  placeholder?: ReactNode;
}) {
  return <>{useAfterFirstPaint() ? children : placeholder}</>;
}
