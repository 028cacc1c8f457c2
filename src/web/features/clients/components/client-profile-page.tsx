import { ArrowLeft, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { hasFeature } from '../../../../contract/plans';
import { PageTitle } from '../../../components/layout/page-title';
import { FeatureGate } from '../../../components/plan/feature-gate';
import { Button, buttonVariants } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { useCan } from '../../../lib/current-user';
import { useSubscription } from '../../../lib/subscription';
import { useClient } from '../api/get-client';
import { AppointmentHistory } from './appointment-history';
import { ClientContact } from './client-contact';
import { ClientFormDialog } from './client-form-dialog';
import { ClientSummary } from './client-summary';
import { CLIENTS_GATE_DESCRIPTION } from './clients-gate';
import { DeleteClientDialog } from './delete-client-dialog';
import { MarketingConsent } from './marketing-consent';
import { MessageClientButton } from './message-client-button';

/** `/clients/{id}`: one client's details, notes, totals and appointment history; gated like the list. */
export function ClientProfilePage({ clientId }: { clientId: number }) {
  const plan = useSubscription();
  if (!hasFeature(plan, 'client_management')) {
    return (
      <>
        <PageTitle title="Client" />
        <FeatureGate plan={plan} description={CLIENTS_GATE_DESCRIPTION} />
      </>
    );
  }
  return <ClientProfile clientId={clientId} />;
}

function ClientProfile({ clientId }: { clientId: number }) {
  const client = useClient(clientId);
  const [, navigate] = useLocation();
  const [editing, setEditing] = useState(false);
  const can = useCan();
  const [deleting, setDeleting] = useState(false);
  const back = (
    <Link href="/clients" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
      <ArrowLeft aria-hidden="true" />
      Clients
    </Link>
  );

  if (client.isPending) {
    return (
      <div role="status" className="grid gap-4">
        <PageTitle title="Client" />
        <span className="sr-only">Loading client…</span>
        <Skeleton className="h-24" />
        <Skeleton className="h-48" />
      </div>
    );
  }
  if (client.isError) {
    const missing = client.error instanceof ApiError && client.error.status === 404;
    return (
      <div className="grid gap-4">
        <PageTitle title="Client" />
        <div>{back}</div>
        {missing ? (
          <EmptyState title="Client not found" description="This client doesn't exist or was deleted." />
        ) : (
          <ErrorState error={client.error} onRetry={() => client.refetch()} />
        )}
      </div>
    );
  }

  const data = client.data;
  return (
    <>
      <PageTitle title={data.name} subtitle="Client profile" />
      <div className="grid grid-cols-1 gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          {back}
          <div className="flex flex-wrap gap-2">
            <MessageClientButton clientId={data.id} />
            {can('clients.edit') ? (
              <Button variant="outline" onClick={() => setEditing(true)}>
                <Pencil aria-hidden="true" />
                Edit
              </Button>
            ) : null}
            {can('clients.delete') ? (
              <Button variant="destructive" onClick={() => setDeleting(true)}>
                <Trash2 aria-hidden="true" />
                Delete
              </Button>
            ) : null}
          </div>
        </div>
        <ClientSummary client={data} />
        <ClientContact client={data} />
        <MarketingConsent client={data} />
        <AppointmentHistory appointments={data.appointments} />
      </div>
      {editing ? <ClientFormDialog client={data} onClose={() => setEditing(false)} /> : null}
      <DeleteClientDialog
        client={deleting ? data : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate('/clients')}
      />
    </>
  );
}
