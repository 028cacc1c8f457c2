import { useId } from 'react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { type AudienceKind, audienceKindLabels } from '../../../../contract/campaigns';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { TextField } from '../../../components/ui/text-field';
import { type CampaignFormValues, countableAudience } from '../lib/campaign-form';
import { useDiscountableItems } from '../lib/use-discountable-items';
import { AudienceCount } from './audience-count';
import { AudienceItemSelect } from './audience-item-select';

const kinds = Object.keys(audienceKindLabels) as AudienceKind[];

type Props = { form: UseFormReturn<CampaignFormValues>; showCount: boolean };

/** Who it goes to: the kind, the days or the service or product it needs, and how many that reaches now. */
export function CampaignAudienceFields({ form, showCount }: Props) {
  const id = useId();
  const { register, formState, control } = form;
  const errors = formState.errors.targetAudience;
  const audience = useWatch({ control, name: 'targetAudience' });
  const { services, products } = useDiscountableItems();
  return (
    <fieldset className="grid min-w-0 gap-3 border-t border-slate-200 pt-4">
      <legend className="float-left w-full text-sm font-semibold text-slate-900">Audience</legend>
      <p className="clear-both text-xs text-slate-600">
        Only clients who agreed to news and offers, and have an email address, get it.
      </p>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-kind`}>Who gets it</Label>
        <NativeSelect
          id={`${id}-kind`}
          aria-invalid={errors?.kind ? true : undefined}
          {...register('targetAudience.kind')}
        >
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {audienceKindLabels[kind]}
            </option>
          ))}
        </NativeSelect>
        {errors?.kind ? <p className="text-sm text-red-700">{errors.kind.message}</p> : null}
      </div>
      {audience.kind === 'visited_within' || audience.kind === 'not_seen_for' ? (
        <TextField
          label="Days"
          type="number"
          min="1"
          max="3650"
          step="1"
          inputMode="numeric"
          error={errors?.days?.message}
          {...register('targetAudience.days')}
        />
      ) : null}
      {audience.kind === 'booked_service' ? (
        <AudienceItemSelect
          label="Service"
          placeholder="Choose a service"
          items={services}
          error={errors?.serviceId?.message}
          {...register('targetAudience.serviceId')}
        />
      ) : null}
      {audience.kind === 'bought_product' ? (
        <AudienceItemSelect
          label="Product"
          placeholder="Choose a product"
          items={products}
          error={errors?.productId?.message}
          {...register('targetAudience.productId')}
        />
      ) : null}
      {showCount ? <AudienceCount audience={countableAudience(audience)} /> : null}
    </fieldset>
  );
}
