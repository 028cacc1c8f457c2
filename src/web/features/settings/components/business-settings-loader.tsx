import type { ReactNode } from 'react';
import type { BusinessProfile } from '../../../../contract/business';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useBusiness } from '../api/get-business';

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
    return (
      <div role="status">
        <span className="sr-only">{label}</span>
        <Skeleton className="h-32" />
      </div>
    );
  }
  if (business.isError) return <ErrorState error={business.error} onRetry={() => business.refetch()} />;
  return children(business.data);
}
