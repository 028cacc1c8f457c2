import { House } from 'lucide-react';
import { Link } from 'wouter';
import { PageTitle } from '../components/layout/page-title';
import { buttonVariants } from '../components/ui/button';
import { Card } from '../components/ui/card';

/** A screen the member's role doesn't include (the ability table, src/contract/abilities.ts). */
export function NoAccessPage({ screen }: { screen: string }) {
  return (
    <>
      <PageTitle title={screen} />
      <Card className="mx-auto flex max-w-xl flex-col items-center gap-3 p-8 text-center">
        <p className="text-lg font-semibold text-slate-900">You don't have access to {screen}.</p>
        <p className="text-sm text-slate-600">
          Your role doesn't include this screen. Ask the business owner or an admin if you need it.
        </p>
        <Link href="/" className={buttonVariants({ className: 'mt-2' })}>
          <House aria-hidden="true" />
          Back to Home
        </Link>
      </Card>
    </>
  );
}
