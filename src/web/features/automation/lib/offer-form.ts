import type { CreateOfferInput, Offer, OfferType } from '../../../../contract/offers';

/** What the inputs hold: text as typed, the type, the ticked items and the Active switch. */
export type OfferFormValues = {
  name: string;
  code: string;
  description: string;
  type: OfferType;
  value: string;
  usageLimit: string;
  perClientLimit: string;
  minPurchaseAmount: string;
  validFrom: string;
  validUntil: string;
  applicableServices: number[];
  applicableProducts: number[];
  isActive: boolean;
};

/** The form's fields, which are also the contract's: a 400's `errors[].path` lands on one of these. */
export const offerFormFields = [
  'name',
  'code',
  'description',
  'type',
  'value',
  'usageLimit',
  'perClientLimit',
  'minPurchaseAmount',
  'validFrom',
  'validUntil',
  'applicableServices',
  'applicableProducts',
  'isActive',
] as const satisfies readonly (keyof OfferFormValues)[];

export const emptyOfferForm: OfferFormValues = {
  name: '',
  code: '',
  description: '',
  type: 'percentage',
  value: '',
  usageLimit: '',
  perClientLimit: '',
  minPurchaseAmount: '',
  validFrom: '',
  validUntil: '',
  applicableServices: [],
  applicableProducts: [],
  isActive: true,
};

/** "10.00" reads as 10 percent; dollars keep their cents. */
const valueText = (offer: Offer) => (offer.type === 'percentage' ? String(Number(offer.value)) : offer.value);

export function offerToForm(offer: Offer): OfferFormValues {
  return {
    name: offer.name,
    code: offer.code,
    description: offer.description ?? '',
    type: offer.type,
    value: valueText(offer),
    usageLimit: offer.usageLimit === null ? '' : String(offer.usageLimit),
    perClientLimit: offer.perClientLimit === null ? '' : String(offer.perClientLimit),
    minPurchaseAmount: offer.minPurchaseAmount ?? '',
    validFrom: offer.validFrom ?? '',
    validUntil: offer.validUntil ?? '',
    applicableServices: offer.applicableServices,
    applicableProducts: offer.applicableProducts,
    isActive: offer.isActive,
  };
}

/** Blank is no limit; anything else goes to the contract to judge ("abc" becomes its whole-number message). */
const limitOrNull = (text: string) => (text.trim() === '' ? null : Number(text));

/** The body the contract parses: blank limits, minimum and dates become null. */
export function formToOfferInput(values: OfferFormValues): CreateOfferInput {
  return {
    name: values.name,
    code: values.code,
    description: values.description,
    type: values.type,
    value: values.value,
    usageLimit: limitOrNull(values.usageLimit),
    perClientLimit: limitOrNull(values.perClientLimit),
    minPurchaseAmount: values.minPurchaseAmount.trim() === '' ? null : values.minPurchaseAmount,
    validFrom: values.validFrom === '' ? null : values.validFrom,
    validUntil: values.validUntil === '' ? null : values.validUntil,
    applicableServices: values.applicableServices,
    applicableProducts: values.applicableProducts,
    isActive: values.isActive,
  };
}
