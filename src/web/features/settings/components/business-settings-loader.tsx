import type { ReactNode } from 'react';
import type { BusinessProfile } from '../../../../contract/business';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { useBusiness } from '../../../lib/api/business/get-business';

/** Loads GET /api/business once for every business section: a placeholder, then the form, or the error. */
export function BusinessSettingsLoader({
  label,
  children,
}: {
  /** What is loading, for screen readers: "Loading booking settings…". */
  label: string;
  children: (business: BusinessProfile) => ReactNode;
}) {
  const business = useBusiness();
  if (business.isPending) {
    return <LoadingSkeleton label={label} bars={['h-32']} />;
  }
  if (business.isError) return <ErrorState error={business.error} onRetry={() => business.refetch()} />;
  return children(business.data);
}
