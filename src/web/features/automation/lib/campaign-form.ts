import {
  type Audience,
  type AudienceKind,
  audienceSchema,
  type Campaign,
  type CreateCampaignInput,
} from '../../../../contract/campaigns';

/** What the inputs hold: text as typed, and every audience input, so switching kinds loses nothing. */
export type CampaignFormValues = {
  name: string;
  description: string;
  subject: string;
  body: string;
  /** '' is no offer. */
  offerId: string;
  targetAudience: { kind: AudienceKind; days: string; serviceId: string; productId: string };
};

/**
 * The form's fields, named as the contract's paths, so a 400's `errors[].path` (`targetAudience.days`) lands
 * on its input.
 */
export const campaignFormFields = [
  'name',
  'description',
  'subject',
  'body',
  'offerId',
  'targetAudience.kind',
  'targetAudience.days',
  'targetAudience.serviceId',
  'targetAudience.productId',
] as const;

export const emptyCampaignForm: CampaignFormValues = {
  name: '',
  description: '',
  subject: '',
  body: '',
  offerId: '',
  targetAudience: { kind: 'all_subscribed', days: '', serviceId: '', productId: '' },
};

export function campaignToForm(campaign: Campaign): CampaignFormValues {
  const audience = campaign.targetAudience;
  return {
    name: campaign.name,
    description: campaign.description ?? '',
    subject: campaign.subject,
    body: campaign.body,
    offerId: campaign.offerId === null ? '' : String(campaign.offerId),
    targetAudience: {
      kind: audience.kind,
      days: 'days' in audience ? String(audience.days) : '',
      serviceId: 'serviceId' in audience ? String(audience.serviceId) : '',
      productId: 'productId' in audience ? String(audience.productId) : '',
    },
  };
}

/** Blank is NaN, which the contract refuses with its own message ("Days must be a whole number"). */
const numberOrNaN = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The audience the contract parses: the kind and only the one value that kind needs. */
export function formToAudience({ kind, days, serviceId, productId }: CampaignFormValues['targetAudience']) {
  switch (kind) {
    case 'all_subscribed':
      return { kind };
    case 'visited_within':
    case 'not_seen_for':
      return { kind, days: numberOrNaN(days) };
    case 'booked_service':
      return { kind, serviceId: numberOrNaN(serviceId) };
    case 'bought_product':
      return { kind, productId: numberOrNaN(productId) };
  }
}

/** The audience when it is complete and valid (worth counting), else null. */
export function countableAudience(values: CampaignFormValues['targetAudience']): Audience | null {
  const parsed = audienceSchema.safeParse(formToAudience(values));
  return parsed.success ? parsed.data : null;
}

export function formToCampaignInput(values: CampaignFormValues): CreateCampaignInput {
  return {
    name: values.name,
    description: values.description,
    subject: values.subject,
    body: values.body,
    offerId: values.offerId === '' ? null : Number(values.offerId),
    targetAudience: formToAudience(values.targetAudience),
  };
}

/**
 * An unchosen service or product would read "Service not found" in the contract's words; before anything is
 * chosen, the form asks instead.
 */
export function unchosenPickerMessage(
  audience: CampaignFormValues['targetAudience'],
): { field: 'serviceId' | 'productId'; message: string } | null {
  if (audience.kind === 'booked_service' && audience.serviceId === '') {
    return { field: 'serviceId', message: 'Choose a service' };
  }
  if (audience.kind === 'bought_product' && audience.productId === '') {
    return { field: 'productId', message: 'Choose a product' };
  }
  return null;
}
