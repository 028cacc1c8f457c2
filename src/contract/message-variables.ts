import type { FieldError } from './common';

/**
 * The variables a campaign's or a flow's message may carry (issue 33): `{{firstName}}`, `{{businessName}}`,
 * `{{bookingLink}}`, `{{offerCode}}`. A message naming any other, or one that would have no value when it
 * goes out (an offer code with no offer), is refused with a message naming it: nothing goes out as
 * "Use code  for 15% off".
 */
export const MESSAGE_VARIABLES = ['firstName', 'businessName', 'bookingLink', 'offerCode'] as const;
export type MessageVariable = (typeof MESSAGE_VARIABLES)[number];

const BRACES = /\{\{([^{}]*)\}\}/g;
const asWritten = (name: string) => `{{${name}}}`;
const KNOWN_LIST = `${MESSAGE_VARIABLES.slice(0, -1).map(asWritten).join(', ')} or ${asWritten(MESSAGE_VARIABLES.at(-1) as string)}`;

/** Every `{{…}}` in the text, by the name inside (trimmed), once each, in order. */
export function variablesIn(text: string): string[] {
  const names = [...text.matchAll(BRACES)].map((match) => (match[1] ?? '').trim());
  return [...new Set(names)];
}

const isKnown = (name: string): name is MessageVariable =>
  (MESSAGE_VARIABLES as readonly string[]).includes(name);

/** Says which names aren't variables: "{{name}} isn't a variable" or "{{a}} and {{b}} aren't variables". */
function unknownMessage(unknown: string[]): string {
  const named = unknown.map(asWritten);
  const list = named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
  return `${list} ${named.length === 1 ? "isn't a variable" : "aren't variables"}. Use ${KNOWN_LIST}.`;
}

/**
 * The problems of each field's text: unknown variables, and `{{offerCode}}` where no offer gives it a value
 * (`noOffer` says what to do about it there). One message per field.
 */
export function variableErrors(
  fields: { path: string; text: string | undefined }[],
  offer: { given: boolean; noOffer: string },
): FieldError[] {
  const errors: FieldError[] = [];
  for (const { path, text } of fields) {
    if (text === undefined) continue;
    const names = variablesIn(text);
    const unknown = names.filter((name) => !isKnown(name));
    if (unknown.length > 0) errors.push({ path, message: unknownMessage(unknown) });
    else if (names.includes('offerCode') && !offer.given) errors.push({ path, message: offer.noOffer });
  }
  return errors;
}

export const CAMPAIGN_OFFER_MISSING =
  '{{offerCode}} has no value: choose an offer for this campaign, or take {{offerCode}} out.';
export const FLOW_OFFER_MISSING =
  '{{offerCode}} has no value here: add a “Give a single-use offer code” step before this one, or take {{offerCode}} out.';
