import type { UseFormReturn } from 'react-hook-form';
import type { FlowStepType } from '../../../../contract/flows';
import { TextField } from '../../../components/ui/text-field';
import type { FlowFormValues } from '../lib/flow-form';
import { FlowOfferFields } from './flow-offer-fields';
import { FlowStepMessageField } from './flow-step-message-field';
import { FlowWaitFields } from './flow-wait-fields';

type Props = { form: UseFormReturn<FlowFormValues>; index: number; type: FlowStepType };

/** The inputs a step of this type takes. */
export function FlowStepFields({ form, index, type }: Props) {
  const errors = form.formState.errors.flowSteps?.[index];
  switch (type) {
    case 'wait':
      return <FlowWaitFields form={form} index={index} />;
    case 'send_email':
      return (
        <>
          <TextField
            label="Subject"
            error={errors?.subject?.message}
            {...form.register(`flowSteps.${index}.subject`)}
          />
          <FlowStepMessageField form={form} index={index} label="Message" rows={6} />
        </>
      );
    case 'send_sms':
      return (
        <>
          <FlowStepMessageField
            form={form}
            index={index}
            label="Text"
            rows={3}
            maxLength={320}
            hint="At most 320 characters."
          />
          <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            Texts go out through the text message provider when one is set up; otherwise each is recorded in
            the history as not sent.
          </p>
        </>
      );
    case 'issue_offer':
      return <FlowOfferFields form={form} index={index} />;
    case 'request_review':
      return (
        <p className="text-sm text-slate-600">
          Emails the client a link to review the visit; a visit is asked about once.
        </p>
      );
  }
}
