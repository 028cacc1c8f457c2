import { FLOW_UPDATED, type Flow } from '../../../../contract/flows';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useUpdateFlow } from '../api/update-flow';

/** Switches a flow on (runs start for what happens from now on) or off, from its card. */
export function FlowActiveSwitch({ flow }: { flow: Flow }) {
  const update = useUpdateFlow();
  // The asked-for state shows at once; the list's answer replaces it when the write is done.
  const checked = update.isPending ? (update.variables.isActive ?? flow.isActive) : flow.isActive;
  return (
    <div className="flex shrink-0 items-center gap-2">
      <span aria-hidden="true" className="text-sm text-slate-700">
        {checked ? 'On' : 'Off'}
      </span>
      <Switch
        aria-label={`${flow.name} active`}
        checked={checked}
        onCheckedChange={(isActive) => {
          if (update.isPending) return;
          update.mutate(
            { id: flow.id, isActive },
            {
              onSuccess: () => toast({ type: 'success', title: FLOW_UPDATED }),
              onError: (error) =>
                toast({
                  type: 'error',
                  title: 'Error',
                  message: errorMessage(error, 'Failed to update flow'),
                }),
            },
          );
        }}
      />
    </div>
  );
}
