import { PageTitle } from '../../components/layout/page-title';
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
