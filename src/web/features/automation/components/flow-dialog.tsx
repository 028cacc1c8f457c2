import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { createFlowSchema, FLOW_ADDED, FLOW_UPDATED, type Flow } from '../../../../contract/flows';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useCreateFlow } from '../api/create-flow';
import { useUpdateFlow } from '../api/update-flow';
import {
  emptyFlowForm,
  type FlowFormValues,
  flowFormFields,
  flowToForm,
  formToFlowInput,
} from '../lib/flow-form';
import { FlowFormFields } from './flow-form-fields';
import { FlowStepsEditor } from './flow-steps-editor';

type Props = { flow?: Flow; onClose: () => void };

/** Create Flow / Edit Flow: its name, what starts it, on or off, and its steps in order. */
export function FlowDialog({ flow, onClose }: Props) {
  const form = useForm<FlowFormValues>({
    defaultValues: flow ? flowToForm(flow) : emptyFlowForm,
    // The contract judges the body the form becomes (blank numbers are NaN, each step only its own fields),
    // and its messages land on the inputs of the same paths (`flowSteps.1.subject`).
    resolver: async (values, context, options) => {
      const checked = await zodResolver(createFlowSchema)(
        formToFlowInput(values) as never,
        context,
        options as never,
      );
      return Object.keys(checked.errors).length > 0
        ? { values: {}, errors: checked.errors as never }
        : { values, errors: {} };
    },
  });
  const create = useCreateFlow();
  const update = useUpdateFlow();
  const pending = create.isPending || update.isPending;
  const title = flow ? 'Edit Flow' : 'Create Flow';

  const onError = (error: unknown) => {
    const fields = flowFormFields(form.getValues('flowSteps').length);
    if (applyFieldErrors(error, form.setError, fields)) return;
    toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to save flow') });
  };
  const done = (message: string) => () => {
    toast({ type: 'success', title: message });
    onClose();
  };

  const submit = form.handleSubmit((values) => {
    const input = formToFlowInput(values);
    if (flow) update.mutate({ id: flow.id, ...input }, { onSuccess: done(FLOW_UPDATED), onError });
    else create.mutate(input, { onSuccess: done(FLOW_ADDED), onError });
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={title} className="max-w-3xl">
        <form noValidate aria-label={title} onSubmit={submit} className="grid min-w-0 gap-5">
          <FlowFormFields form={form} />
          <FlowStepsEditor form={form} />
          <FormDialogFooter
            onCancel={onClose}
            pending={pending}
            label={flow ? 'Save changes' : 'Create Flow'}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
