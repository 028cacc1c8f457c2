import { Plus, Workflow } from 'lucide-react';
import { useState } from 'react';
import type { Flow } from '../../../../contract/flows';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CardGridLoading } from '../../../components/ui/card-grid-loading';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { useFlowTemplates } from '../api/list-flow-templates';
import { useFlows } from '../api/list-flows';
import { useDiscountableItems } from '../lib/use-discountable-items';
import { DeleteFlowDialog } from './delete-flow-dialog';
import { FlowCard } from './flow-card';
import { FlowDialog } from './flow-dialog';
import { FlowRunsDialog } from './flow-runs-dialog';
import { FlowTemplatesSection } from './flow-templates-section';

/** Automated flows: the ready-made ones to switch on, then the business's own, each edited, followed, deleted. */
export function FlowsTab() {
  const flows = useFlows();
  const templates = useFlowTemplates();
  const { serviceNames } = useDiscountableItems();
  const [editing, setEditing] = useState<{ flow?: Flow } | null>(null);
  const [viewing, setViewing] = useState<Flow | null>(null);
  const [deleting, setDeleting] = useState<Flow | null>(null);
  const createButton = (
    <Button onClick={() => setEditing({})}>
      <Plus aria-hidden="true" />
      Create Flow
    </Button>
  );
  if (flows.isPending || templates.isPending) return <FlowsLoading />;
  if (flows.isError || templates.isError)
    return (
      <ErrorState
        error={flows.error ?? templates.error}
        onRetry={() => {
          if (flows.isError) flows.refetch();
          if (templates.isError) templates.refetch();
        }}
      />
    );
  return (
    <div className="grid gap-8">
      <FlowTemplatesSection templates={templates.data} flows={flows.data} serviceNames={serviceNames} />
      <section aria-labelledby="your-flows" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="your-flows" className="text-lg font-semibold text-slate-900">
            Your flows
          </h2>
          {flows.data.length > 0 ? createButton : null}
        </div>
        {flows.data.length === 0 ? (
          <Card>
            <EmptyState
              icon={Workflow}
              title="No flows yet"
              description="Start from a ready-made flow above or create your own."
              action={createButton}
            />
          </Card>
        ) : (
          <ul aria-label="Your flows" className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3">
            {flows.data.map((flow) => (
              <li key={flow.id} className="min-w-0">
                <FlowCard
                  flow={flow}
                  serviceNames={serviceNames}
                  onEdit={(chosen) => setEditing({ flow: chosen })}
                  onHistory={setViewing}
                  onDelete={setDeleting}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      {editing ? <FlowDialog flow={editing.flow} onClose={() => setEditing(null)} /> : null}
      {viewing ? <FlowRunsDialog flow={viewing} onClose={() => setViewing(null)} /> : null}
      <DeleteFlowDialog flow={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}

function FlowsLoading() {
  return (
    <CardGridLoading
      label="Loading flows"
      cards={3}
      bars={['h-5 w-40', 'h-4 w-full', 'h-4 w-3/4', 'h-14 w-full']}
    />
  );
}
