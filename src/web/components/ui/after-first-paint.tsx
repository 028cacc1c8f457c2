import { type ReactNode, useEffect, useState } from 'react';

/**
 * Renders its children in the task after the page's first paint, so the first frame of a public page is one
 * short task (Total Blocking Time) rather than one long one. For what sits below the fold or beside the main
 * content; `placeholder` holds its place meanwhile.
 */
export function AfterFirstPaint({
  children,
  placeholder = null,
}: {
  children: ReactNode;
  placeholder?: ReactNode;
}) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return <>{ready ? children : placeholder}</>;
}
