import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  createOfferSchema,
  OFFER_ADDED,
  OFFER_CODE_TAKEN,
  OFFER_UPDATED,
  type Offer,
} from '../../../../contract/offers';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { FormDialogFooter } from '../../../components/ui/form-dialog-footer';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useCreateOffer } from '../api/create-offer';
import { useUpdateOffer } from '../api/update-offer';
import {
  emptyOfferForm,
  formToOfferInput,
  type OfferFormValues,
  offerFormFields,
  offerToForm,
} from '../lib/offer-form';
import { OfferFormFields } from './offer-form-fields';

type Props = { offer?: Offer; onClose: () => void };

/** Create Offer / Edit Offer: the code, its discount, limits, dates, what it applies to, on or off. */
export function OfferDialog({ offer, onClose }: Props) {
  const form = useForm<OfferFormValues>({
    defaultValues: offer ? offerToForm(offer) : emptyOfferForm,
    // The contract judges the body the form becomes (blank limits are null, money text becomes cents), and
    // its messages land on the fields of the same names.
    resolver: async (values, context, options) => {
      const checked = await zodResolver(createOfferSchema)(
        formToOfferInput(values) as never,
        context,
        options as never,
      );
      return Object.keys(checked.errors).length > 0
        ? { values: {}, errors: checked.errors as never }
        : { values, errors: {} };
    },
  });
  const create = useCreateOffer();
  const update = useUpdateOffer();
  const pending = create.isPending || update.isPending;
  const title = offer ? 'Edit Offer' : 'Create Offer';

  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 409) {
      form.setError(
        'code',
        { type: 'server', message: errorMessage(error, OFFER_CODE_TAKEN) },
        { shouldFocus: true },
      );
      return;
    }
    if (applyFieldErrors(error, form.setError, offerFormFields)) return;
    toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to save offer') });
  };
  const done = (message: string) => () => {
    toast({ type: 'success', title: message });
    onClose();
  };

  const submit = form.handleSubmit((values) => {
    const input = formToOfferInput(values);
    if (offer) update.mutate({ id: offer.id, ...input }, { onSuccess: done(OFFER_UPDATED), onError });
    else create.mutate(input, { onSuccess: done(OFFER_ADDED), onError });
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={title} className="max-w-2xl">
        <form noValidate aria-label={title} onSubmit={submit} className="grid gap-5">
          <OfferFormFields form={form} />
          <FormDialogFooter
            onCancel={onClose}
            pending={pending}
            label={offer ? 'Save changes' : 'Create Offer'}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
