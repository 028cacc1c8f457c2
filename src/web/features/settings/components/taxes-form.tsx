import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { BusinessProfile } from '../../../../contract/business';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useUpdateBusiness } from '../api/update-business';
import { basisPointsToPercent, percentToBasisPoints } from '../lib/percent';
import { BusinessSettingsLoader } from './business-settings-loader';

const RATE_MESSAGE = 'Enter a percentage from 0 to 100, with up to two decimals';
const rate = z
  .string()
  .refine((text) => percentToBasisPoints(text) !== null, RATE_MESSAGE)
  .transform((text) => percentToBasisPoints(text) as number);

const formSchema = z.object({ salesTaxBasisPoints: rate, posTaxBasisPoints: rate });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;
const fields = ['salesTaxBasisPoints', 'posTaxBasisPoints'] as const;

const valuesOf = (b: BusinessProfile): FormInput => ({
  salesTaxBasisPoints: basisPointsToPercent(b.salesTaxBasisPoints),
  posTaxBasisPoints: basisPointsToPercent(b.posTaxBasisPoints),
});

/** Settings → Taxes (owners, admins, managers): the rates the Sales screen and the POS add on top. */
export function TaxesSection() {
  return (
    <BusinessSettingsLoader label="Loading tax rates…">
      {(business) => <TaxesForm business={business} />}
    </BusinessSettingsLoader>
  );
}

function TaxesForm({ business }: { business: BusinessProfile }) {
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: valuesOf(business),
  });
  const { errors } = form.formState;
  const update = useUpdateBusiness();

  const submit = form.handleSubmit((values) => {
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved));
        toast({ type: 'success', title: 'Tax rates saved' });
      },
      onError: (error) => {
        if (!applyFieldErrors(error, form.setError, fields))
          toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to save tax rates') });
      },
    });
  });

  return (
    <form noValidate aria-label="Taxes" onSubmit={submit} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Sales screen tax (%)"
          inputMode="decimal"
          autoComplete="off"
          hint="Added to sales made on the Sales screen"
          error={errors.salesTaxBasisPoints?.message}
          {...form.register('salesTaxBasisPoints')}
        />
        <TextField
          label="Point of sale tax (%)"
          inputMode="decimal"
          autoComplete="off"
          hint="Added to sales rung up at the POS"
          error={errors.posTaxBasisPoints?.message}
          {...form.register('posTaxBasisPoints')}
        />
      </div>
      <p className="text-sm text-slate-700">
        New sales use the new rates at once; past sales and their receipts keep the rate they were charged.
      </p>
      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save tax rates'}
        </Button>
      </div>
    </form>
  );
}
