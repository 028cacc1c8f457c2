import { useDocumentTitle } from '../../../components/layout/page-title';
import { PublicLayout } from '../../../components/layout/public-layout';
import { EarlyBirdBanner } from './early-bird-banner';
import { ExploreLinks } from './explore-links';
import { LandingHero } from './landing-hero';
import { LandingHighlights } from './landing-highlights';

/** `/` and every unknown path while signed out (spec §2). */
export function LandingPage() {
  useDocumentTitle('Appointments and business management');
  return (
    <PublicLayout>
      <LandingHero />
      <LandingHighlights />
      <EarlyBirdBanner />
      <ExploreLinks />
    </PublicLayout>
  );
}
