import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  CAMPAIGN_ADDED,
  CAMPAIGN_UPDATED,
  type Campaign,
  createCampaignSchema,
} from '../../../../contract/campaigns';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useCreateCampaign } from '../api/create-campaign';
import { useOffers } from '../api/list-offers';
import { useUpdateCampaign } from '../api/update-campaign';
import {
  type CampaignFormValues,
  campaignFormFields,
  campaignToForm,
  emptyCampaignForm,
  formToCampaignInput,
  unchosenPickerMessage,
} from '../lib/campaign-form';
import { CampaignFormFields } from './campaign-form-fields';
import { CampaignPreview } from './campaign-preview';

type Props = { campaign?: Campaign; onClose: () => void };

/** A sending or finished campaign can't change; its dialog only shows it. */
const isLocked = (campaign?: Campaign) =>
  campaign !== undefined && !['draft', 'scheduled'].includes(campaign.status);

/** Create Campaign / Edit Campaign / a finished campaign read-only, with the email's live preview beside it. */
export function CampaignDialog({ campaign, onClose }: Props) {
  const readOnly = isLocked(campaign);
  const form = useForm<CampaignFormValues>({
    defaultValues: campaign ? campaignToForm(campaign) : emptyCampaignForm,
    // The contract judges the body the form becomes (blank days are NaN, ids numbers), and its messages land
    // on the fields of the same paths.
    resolver: async (values, context, options) => {
      const checked = await zodResolver(createCampaignSchema)(
        formToCampaignInput(values) as never,
        context,
        options as never,
      );
      if (Object.keys(checked.errors).length === 0) return { values, errors: {} };
      const unchosen = unchosenPickerMessage(values.targetAudience);
      const audienceErrors = checked.errors.targetAudience as
        | Record<string, { message?: string }>
        | undefined;
      const pickerError = unchosen ? audienceErrors?.[unchosen.field] : undefined;
      if (unchosen && pickerError) pickerError.message = unchosen.message;
      return { values: {}, errors: checked.errors as never };
    },
  });
  const offers = useOffers().data;
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const pending = create.isPending || update.isPending;
  const title = readOnly ? (campaign?.name ?? 'Campaign') : campaign ? 'Edit Campaign' : 'Create Campaign';

  const onError = (error: unknown) => {
    if (applyFieldErrors(error, form.setError, campaignFormFields)) return;
    toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to save campaign') });
  };
  const done = (message: string) => () => {
    toast({ type: 'success', title: message });
    onClose();
  };

  const submit = form.handleSubmit((values) => {
    const input = formToCampaignInput(values);
    if (campaign)
      update.mutate({ id: campaign.id, ...input }, { onSuccess: done(CAMPAIGN_UPDATED), onError });
    else create.mutate(input, { onSuccess: done(CAMPAIGN_ADDED), onError });
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={title}
        description={
          readOnly ? `This campaign is ${campaign?.status} and can no longer be changed.` : undefined
        }
        className="max-w-5xl"
      >
        <form
          noValidate
          aria-label={title}
          onSubmit={submit}
          className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]"
        >
          <fieldset disabled={readOnly} className="grid min-w-0 content-start gap-4">
            <CampaignFormFields form={form} offers={offers} readOnly={readOnly} />
          </fieldset>
          <CampaignPreview control={form.control} offers={offers} />
          <DialogFooter className="lg:col-span-2">
            {readOnly ? (
              <Button variant="outline" onClick={onClose}>
                Close
              </Button>
            ) : (
              <>
                <Button variant="outline" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" disabled={pending}>
                  {pending ? 'Saving...' : campaign ? 'Save changes' : 'Create Campaign'}
                </Button>
              </>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
