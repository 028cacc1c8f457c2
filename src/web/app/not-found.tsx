import { House } from 'lucide-react';
import { Link } from 'wouter';
import { PageTitle } from '../components/layout/page-title';
import { buttonVariants } from '../components/ui/button';
import { Card } from '../components/ui/card';

/** Any unknown path while signed in (spec §2). */
export function NotFoundPage() {
  return (
    <>
      <PageTitle title="404 Page Not Found" />
      <Card className="mx-auto flex max-w-xl flex-col items-center gap-3 p-8 text-center">
        <p className="text-lg font-semibold text-slate-900">We couldn't find that page.</p>
        <p className="text-sm text-slate-600">The address may be mistyped, or the page may have moved.</p>
        <Link href="/" className={buttonVariants({ className: 'mt-2' })}>
          <House aria-hidden="true" />
          Back to Home
        </Link>
      </Card>
    </>
  );
}
