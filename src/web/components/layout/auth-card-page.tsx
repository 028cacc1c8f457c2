import type { ReactNode } from 'react';
import { Card } from '../ui/card';
import { Brand } from './brand';
import { MAIN_CONTENT_ID } from './skip-link';

/** The sign-in page's frame: the brand, a heading and a line under it, and one card. */
export function AuthCardPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <AuthPageFrame>
      <h1 className="mt-6 text-center text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-1 max-w-md text-center text-sm text-slate-600">{lead}</p>
      <Card className="mt-6 w-full max-w-md p-5 sm:p-6">{children}</Card>
    </AuthPageFrame>
  );
}

/** The signed-out pages' backdrop: the page's main landmark, with the brand at the top. */
export function AuthPageFrame({ children }: { children: ReactNode }) {
  return (
    <main
      id={MAIN_CONTENT_ID}
      tabIndex={-1}
      className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-primary-50 to-slate-50 px-4 py-10"
    >
      <Brand />
      {children}
    </main>
  );
}
