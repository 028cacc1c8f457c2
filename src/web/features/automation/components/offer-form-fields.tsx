import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Switch } from '../../../components/ui/switch';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { OfferFormValues } from '../lib/offer-form';
import { useDiscountableItems } from '../lib/use-discountable-items';
import { DiscountFields } from './discount-fields';
import { OfferItemChecklist } from './offer-item-checklist';

const NO_LIMIT_HINT = 'Leave blank for no limit.';

/** The offer form's inputs, each labelled, its hint and error announced with it. */
export function OfferFormFields({ form }: { form: UseFormReturn<OfferFormValues> }) {
  const id = useId();
  const { register, formState, watch, setValue } = form;
  const { errors } = formState;
  const { services, products } = useDiscountableItems();
  const percentage = watch('type') === 'percentage';
  const scopeError = errors.applicableServices?.message ?? errors.applicableProducts?.message;
  return (
    <>
      <div className="grid items-start gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          className="grid gap-1.5 sm:col-span-2"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Code"
          className="grid gap-1.5 sm:col-span-2"
          hint="What clients type at checkout and on your booking page. Capitals read best (AUTUMN10); any case works."
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          error={errors.code?.message}
          {...register('code')}
        />
        <TextareaField
          label="Description"
          className="grid gap-1.5 sm:col-span-2"
          rows={2}
          error={errors.description?.message}
          {...register('description')}
        />
        <DiscountFields
          percentage={percentage}
          type={register('type')}
          value={register('value')}
          error={errors.value?.message}
        />
        <TextField
          label="Usage limit"
          type="number"
          min="1"
          step="1"
          placeholder="Unlimited"
          hint={NO_LIMIT_HINT}
          error={errors.usageLimit?.message}
          {...register('usageLimit')}
        />
        <TextField
          label="Limit per client"
          type="number"
          min="1"
          step="1"
          placeholder="Unlimited"
          hint={NO_LIMIT_HINT}
          error={errors.perClientLimit?.message}
          {...register('perClientLimit')}
        />
        <TextField
          label="Minimum purchase ($)"
          inputMode="decimal"
          placeholder="None"
          hint="Leave blank for no minimum."
          error={errors.minPurchaseAmount?.message}
          {...register('minPurchaseAmount')}
        />
        <div className="hidden sm:block" />
        <TextField
          label="Valid from"
          type="date"
          error={errors.validFrom?.message}
          {...register('validFrom')}
        />
        <TextField
          label="Valid until"
          type="date"
          error={errors.validUntil?.message}
          {...register('validUntil')}
        />
      </div>
      <fieldset
        className="grid gap-3 border-t border-slate-200 pt-4"
        aria-describedby={`${id}-scope-hint${scopeError ? ` ${id}-scope-error` : ''}`}
      >
        <legend className="float-left w-full text-sm font-semibold text-slate-900">Applies to</legend>
        <p id={`${id}-scope-hint`} className="clear-both text-xs text-slate-600">
          Tick nothing in either list and the code applies to everything.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          <OfferItemChecklist
            legend="Services"
            items={services}
            value={watch('applicableServices')}
            onChange={(ids) => setValue('applicableServices', ids, { shouldDirty: true })}
            emptyText="No services yet"
          />
          <OfferItemChecklist
            legend="Products"
            items={products}
            value={watch('applicableProducts')}
            onChange={(ids) => setValue('applicableProducts', ids, { shouldDirty: true })}
            emptyText="No products yet"
          />
        </div>
        {scopeError ? (
          <p id={`${id}-scope-error`} className="text-sm text-red-700">
            {scopeError}
          </p>
        ) : null}
      </fieldset>
      <div className="flex items-center gap-3">
        <Switch
          id={`${id}-active`}
          checked={watch('isActive')}
          onCheckedChange={(checked) => setValue('isActive', checked, { shouldDirty: true })}
        />
        <label htmlFor={`${id}-active`} className="text-sm text-slate-900">
          Active (clients can use the code within its dates)
        </label>
      </div>
    </>
  );
}
