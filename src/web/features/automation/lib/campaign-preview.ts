import { type CampaignValues, unsubscribeFooter } from '../../../../contract/campaigns';

/** The sample recipient a preview is written to. */
export const PREVIEW_FIRST_NAME = 'Alex';

/** Sample values for the preview: a made-up client, the real business name, booking link and offer code. */
export function previewValues(options: {
  businessName: string;
  /** The booking link's slug. */
  businessSlug: string | null;
  origin: string;
  offerCode: string;
}): CampaignValues {
  const { businessName, businessSlug, origin, offerCode } = options;
  return {
    firstName: PREVIEW_FIRST_NAME,
    businessName,
    bookingLink: businessSlug === null ? `${origin}/booking` : `${origin}/booking?business=${businessSlug}`,
    offerCode,
  };
}

/** The line the server adds under every campaign email, with a stand-in for the client's own link. */
export const previewFooter = (businessName: string) => unsubscribeFooter(businessName, '(link)');
