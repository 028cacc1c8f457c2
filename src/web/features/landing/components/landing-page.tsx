import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { SIGNED_OUT_PARAM } from '../../../../contract/cookies';
import { useDocumentTitle } from '../../../components/layout/page-title';
import { PublicLayout } from '../../../components/layout/public-layout';
import { toast } from '../../../lib/toast';
import { EarlyBirdBanner } from './early-bird-banner';
import { ExploreLinks } from './explore-links';
import { LandingHero } from './landing-hero';
import { LandingHighlights } from './landing-highlights';

/** `/` and every unknown path while signed out (spec §2). */
export function LandingPage() {
  useDocumentTitle('Appointments and business management');
  useSignedOutToast();
  return (
    <PublicLayout>
      <LandingHero />
      <LandingHighlights />
      <EarlyBirdBanner />
      <ExploreLinks />
    </PublicLayout>
  );
}

/** Just signed out (`/api/logout` sends `?signed-out=1`): say so once (spec §8), and drop it from the address. */
function useSignedOutToast() {
  const signedOut = new URLSearchParams(useSearch()).get(SIGNED_OUT_PARAM) === '1';
  const [path, navigate] = useLocation();
  useEffect(() => {
    if (!signedOut) return;
    toast({ type: 'success', title: 'Logged Out' });
    navigate(path, { replace: true });
  }, [signedOut, path, navigate]);
}
