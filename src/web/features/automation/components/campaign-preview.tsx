import { useId } from 'react';
import { type Control, useWatch } from 'react-hook-form';
import { type CampaignValues, renderCampaignText } from '../../../../contract/campaigns';
import { MESSAGE_VARIABLES, type MessageVariable, variablesIn } from '../../../../contract/message-variables';
import type { Offer } from '../../../../contract/offers';
import { useBusiness } from '../../../lib/api/business/get-business';
import type { CampaignFormValues } from '../lib/campaign-form';
import { PREVIEW_FIRST_NAME, previewFooter, previewValues } from '../lib/campaign-preview';

type Props = { control: Control<CampaignFormValues>; offers: readonly Offer[] | undefined };

const VALUE_NOTES: Partial<Record<MessageVariable, string>> = {
  firstName: 'a sample client: each client gets their own first name',
};

/** Each variable the message uses and what it becomes; one with no value (or no such variable) says so. */
function VariableValues({ text, values }: { text: string; values: CampaignValues }) {
  const names = variablesIn(text);
  if (names.length === 0) return null;
  return (
    <dl aria-label="Variables in this message" className="grid gap-1 text-xs">
      {names.map((name) => {
        const known = (MESSAGE_VARIABLES as readonly string[]).includes(name);
        const value = known ? values[name as MessageVariable] : '';
        return (
          <div key={name} className="flex min-w-0 flex-wrap gap-x-2">
            <dt className="font-mono text-slate-700">{`{{${name}}}`}</dt>
            <dd className={value ? 'wrap-anywhere text-slate-900' : 'font-medium text-red-700'}>
              {!known
                ? 'Not a variable: check the spelling'
                : value
                  ? `${value}${VALUE_NOTES[name as MessageVariable] ? ` (${VALUE_NOTES[name as MessageVariable]})` : ''}`
                  : 'No value: choose an offer'}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

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
      <VariableValues text={`${subject}\n${body}`} values={values} />
    </section>
  );
}
