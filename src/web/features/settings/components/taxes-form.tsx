import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { BusinessProfile } from '../../../../contract/business';
import { EnterSaves } from '../../../components/settings-draft/enter-saves';
import { useFormDraft } from '../../../components/settings-draft/use-form-draft';
import { TextField } from '../../../components/ui/text-field';
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

  const submit = useFormDraft({
    id: 'taxes',
    label: 'Taxes',
    form,
    fields,
    save: async (values) => form.reset(valuesOf(await update.mutateAsync(values))),
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
      <EnterSaves />
    </form>
  );
}
