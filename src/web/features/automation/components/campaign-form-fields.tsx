import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { Offer } from '../../../../contract/offers';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { CampaignFormValues } from '../lib/campaign-form';
import { CampaignAudienceFields } from './campaign-audience-fields';
import { CampaignMessageField } from './campaign-message-field';

type Props = {
  form: UseFormReturn<CampaignFormValues>;
  offers: readonly Offer[] | undefined;
  /** A finished campaign: no variable buttons, no live count (its figures are on its card). */
  readOnly: boolean;
};

/** The campaign form's inputs, each labelled, its hint and error announced with it. */
export function CampaignFormFields({ form, offers, readOnly }: Props) {
  const id = useId();
  const { register, formState } = form;
  const { errors } = formState;
  return (
    <>
      <TextField
        label="Name"
        hint="For you; clients don't see it."
        error={errors.name?.message}
        {...register('name')}
      />
      <TextareaField
        label="Description"
        rows={2}
        error={errors.description?.message}
        {...register('description')}
      />
      <TextField label="Subject" error={errors.subject?.message} {...register('subject')} />
      <CampaignMessageField form={form} showVariables={!readOnly} />
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-offer`}>Offer for {'{{offerCode}}'}</Label>
        <NativeSelect
          // Remounted once the offers arrive, so a chosen offer is selected among options that now exist.
          key={offers === undefined ? 'loading' : 'loaded'}
          id={`${id}-offer`}
          aria-invalid={errors.offerId ? true : undefined}
          aria-describedby={`${id}-offer-hint${errors.offerId ? ` ${id}-offer-error` : ''}`}
          {...register('offerId')}
        >
          <option value="">None</option>
          {offers?.map((offer) => (
            <option key={offer.id} value={String(offer.id)}>
              {`${offer.name} (${offer.code})`}
            </option>
          ))}
        </NativeSelect>
        <p id={`${id}-offer-hint`} className="text-xs text-slate-600">
          The code {'{{offerCode}}'} puts into the subject or message.
        </p>
        {errors.offerId ? (
          <p id={`${id}-offer-error`} className="text-sm text-red-700">
            {errors.offerId.message}
          </p>
        ) : null}
      </div>
      <CampaignAudienceFields form={form} showCount={!readOnly} />
    </>
  );
}
