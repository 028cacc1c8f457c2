import { useId } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { renderCampaignText } from '../../../../contract/campaigns';
import type { Offer } from '../../../../contract/offers';
import { useBusiness } from '../api/get-business';
import type { CampaignFormValues } from '../lib/campaign-form';
import { PREVIEW_FIRST_NAME, previewFooter, previewValues } from '../lib/campaign-preview';

type Props = { control: Control<CampaignFormValues>; offers: readonly Offer[] | undefined };

/** The email as a client named Alex would get it, footer included, redrawn as the form changes. */
export function CampaignPreview({ control, offers }: Props) {
  const headingId = useId();
  const [subject, body, offerId] = useWatch({ control, name: ['subject', 'body', 'offerId'] });
  const business = useBusiness().data;
  const businessName = business?.name ?? 'Your business';
  const values = previewValues({
    businessName,
    businessSlug: business?.slug ?? null,
    origin: window.location.origin,
    offerCode: offers?.find((offer) => String(offer.id) === offerId)?.code ?? '',
  });
  return (
    <section
      aria-labelledby={headingId}
      className="grid min-w-0 content-start gap-2 self-start lg:sticky lg:top-0"
    >
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        Preview
      </h3>
      <p className="text-xs text-slate-600">{`As ${PREVIEW_FIRST_NAME}, a sample client, would get it.`}</p>
      <div className="grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm">
        <p className="wrap-anywhere">
          <span className="text-slate-600">Subject: </span>
          <span className="font-semibold text-slate-900">{renderCampaignText(subject, values)}</span>
        </p>
        <p className="whitespace-pre-line wrap-anywhere text-slate-900">
          {body.trim() === '' ? (
            <span className="text-slate-600">Your message appears here.</span>
          ) : (
            renderCampaignText(body, values)
          )}
        </p>
        <p className="wrap-anywhere border-t border-slate-200 pt-3 text-xs text-slate-600">
          {previewFooter(businessName)}
        </p>
      </div>
    </section>
  );
}
