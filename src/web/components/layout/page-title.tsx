import { createContext, type ReactNode, useContext, useLayoutEffect, useState } from 'react';

export type PageHeading = { title: string; subtitle?: string };

type PageHeadingContextValue = { heading: PageHeading; setHeading: (heading: PageHeading) => void };

const PageHeadingContext = createContext<PageHeadingContextValue | null>(null);

const APP_NAME = 'Frontdesk';

/** Holds the title a page asks the shell's header to show. */
export function PageHeadingProvider({ children }: { children: ReactNode }) {
  const [heading, setHeading] = useState<PageHeading>({ title: '' });
  return <PageHeadingContext value={{ heading, setHeading }}>{children}</PageHeadingContext>;
}

export function usePageHeading(): PageHeading {
  return useContext(PageHeadingContext)?.heading ?? { title: '' };
}

/** Sets the page's header title and subtitle, and the document title. Renders nothing. */
export function PageTitle({ title, subtitle }: PageHeading) {
  const setHeading = useContext(PageHeadingContext)?.setHeading;
  useLayoutEffect(() => {
    setHeading?.({ title, subtitle });
    document.title = `${title} · ${APP_NAME}`;
  }, [setHeading, title, subtitle]);
  return null;
}

/** Document title only, for pages outside the shell that render their own h1. */
export function useDocumentTitle(title: string) {
  useLayoutEffect(() => {
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
  }, [title]);
}
