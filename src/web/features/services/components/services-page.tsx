import { ArrowLeft, Plus, Scissors } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import type { ServiceItem } from '../../../../contract/services';
import { PageTitle } from '../../../components/layout/page-title';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingSkeleton } from '../../../components/ui/loading-skeleton';
import { useServices } from '../../../lib/api/services/get-services';
import { useStaff } from '../../../lib/api/services/get-staff';
import { useCan } from '../../../lib/current-user';
import { DeleteServiceDialog } from './delete-service-dialog';
import { ServiceFormDialog } from './service-form-dialog';
import { ServicesTable } from './services-table';

type Editing = { mode: 'create' } | { mode: 'edit'; service: ServiceItem } | null;

/** `/settings/services`: what clients can book, how long it takes, what it costs and who does it. */
export function ServicesPage() {
  const services = useServices({ includeInactive: true });
  const staff = useStaff();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ServiceItem | null>(null);
  const canManage = useCan()('schedule.manage');
  const addButton = canManage ? (
    <Button onClick={() => setEditing({ mode: 'create' })}>
      <Plus aria-hidden="true" />
      Add service
    </Button>
  ) : null;

  return (
    <>
      <PageTitle title="Services" subtitle="What your clients can book" />
      <div className="mx-auto grid max-w-5xl grid-cols-1 gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link href="/settings/booking" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
            <ArrowLeft aria-hidden="true" />
            Booking settings
          </Link>
          {addButton}
        </div>
        <Card>
          {services.isPending || staff.isPending ? (
            <LoadingSkeleton
              label="Loading services…"
              className="grid gap-2 p-5"
              bars={['h-10', 'h-10', 'h-10']}
            />
          ) : services.isError || staff.isError ? (
            <div className="p-5">
              <ErrorState
                error={services.error ?? staff.error}
                onRetry={() => (services.isError ? services.refetch() : staff.refetch())}
              />
            </div>
          ) : services.data.length === 0 ? (
            <EmptyState
              icon={Scissors}
              title="No services yet"
              description="Add the services you offer. Clients pick one of them on your booking page."
              action={addButton}
            />
          ) : (
            <ServicesTable
              services={services.data}
              staff={staff.data}
              onEdit={canManage ? (service) => setEditing({ mode: 'edit', service }) : undefined}
              onDelete={canManage ? setDeleting : undefined}
            />
          )}
        </Card>
      </div>
      {editing ? (
        <ServiceFormDialog
          service={editing.mode === 'edit' ? editing.service : null}
          staff={staff.data ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <DeleteServiceDialog service={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
