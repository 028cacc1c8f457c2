import { MapPin, Plus } from 'lucide-react';
import { useState } from 'react';
import type { Location } from '../../../../contract/locations';
import { hasFeature, plansWith } from '../../../../contract/plans';
import { PageTitle } from '../../../components/layout/page-title';
import { FeatureGate } from '../../../components/plan/feature-gate';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CardGridLoading } from '../../../components/ui/card-grid-loading';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { useCan } from '../../../lib/current-user';
import { useSubscription } from '../../../lib/subscription';
import { useLocations } from '../api/locations';
import { LocationCard } from './location-card';
import { LocationDialog } from './location-dialog';

/**
 * `/locations` (the sidebar's, screen "not shown" in the spec): where the team works and clients visit, while
 * the plan has multiple_locations. A business with one place needs none; one whose plan lost the feature keeps
 * the locations it has, bookable as before.
 */
export function LocationsPage() {
  const plan = useSubscription();
  if (hasFeature(plan, 'multiple_locations')) return <Locations />;
  return (
    <>
      <PageTitle title="Locations" subtitle="Where your team works and clients visit" />
      <FeatureGate
        plan={plan}
        description={`Run several locations, each with its own hours, team and services, on ${plansWith('multiple_locations')}.`}
      />
    </>
  );
}

function Locations() {
  const canManage = useCan()('business.manage');
  const locations = useLocations();
  const [editing, setEditing] = useState<{ location?: Location } | null>(null);
  return (
    <>
      <PageTitle title="Locations" subtitle="Where your team works and clients visit" />
      <div className="grid gap-6">
        {canManage ? (
          <div className="flex justify-end">
            <Button onClick={() => setEditing({})}>
              <Plus aria-hidden="true" />
              Add Location
            </Button>
          </div>
        ) : null}
        {locations.isPending ? (
          <CardGridLoading
            label="Loading locations"
            cards={2}
            bars={['h-5 w-40', 'h-4 w-full', 'h-4 w-3/4']}
          />
        ) : locations.isError ? (
          <ErrorState error={locations.error} onRetry={() => locations.refetch()} />
        ) : locations.data.length === 0 ? (
          <Card>
            <EmptyState
              icon={MapPin}
              title="No Locations"
              description="Add your first location to choose where each appointment happens. A business with one place needs none."
            />
          </Card>
        ) : (
          <ul aria-label="Locations" className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3">
            {locations.data.map((location) => (
              <li key={location.id} className="min-w-0">
                <LocationCard
                  location={location}
                  onEdit={canManage ? (chosen) => setEditing({ location: chosen }) : undefined}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {editing ? <LocationDialog location={editing.location} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
