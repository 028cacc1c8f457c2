import { PageTitle, useDocumentTitle } from '../../components/layout/page-title';
import { PublicLayout } from '../../components/layout/public-layout';
import { ComingSoonCard } from './coming-soon-card';
import type { PlaceholderScreen } from './screens';

/** A not-yet-built screen inside the signed-in shell; its title goes to the shell's header. */
export function ComingSoonPage({ screen }: { screen: PlaceholderScreen }) {
  return (
    <>
      <PageTitle title={screen.title} subtitle={screen.subtitle} />
      <ComingSoonCard description={screen.description} />
    </>
  );
}

/** A not-yet-built public screen, with its own heading. */
export function PublicComingSoonPage({ screen }: { screen: PlaceholderScreen }) {
  useDocumentTitle(screen.title);
  return (
    <PublicLayout>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h1 className="text-center text-3xl font-bold tracking-tight text-slate-900">{screen.title}</h1>
        {screen.subtitle ? <p className="mt-2 text-center text-slate-600">{screen.subtitle}</p> : null}
        <div className="mt-8">
          <ComingSoonCard description={screen.description} />
        </div>
      </div>
    </PublicLayout>
  );
}
