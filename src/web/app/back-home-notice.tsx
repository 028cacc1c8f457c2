import { House } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { PageTitle } from '../components/layout/page-title';
import { buttonVariants } from '../components/ui/button';
import { Card } from '../components/ui/card';

/** A signed-in screen with nothing to show: why, in a heading and a line, and the way Back to Home. */
export function BackHomeNotice({
  title,
  heading,
  detail,
}: {
  title: string;
  heading: ReactNode;
  detail: string;
}) {
  return (
    <>
      <PageTitle title={title} />
      <Card className="mx-auto flex max-w-xl flex-col items-center gap-3 p-8 text-center">
        <p className="text-lg font-semibold text-slate-900">{heading}</p>
        <p className="text-sm text-slate-600">{detail}</p>
        <Link href="/" className={buttonVariants({ className: 'mt-2' })}>
          <House aria-hidden="true" />
          Back to Home
        </Link>
      </Card>
    </>
  );
}
