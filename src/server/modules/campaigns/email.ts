import {
  type CampaignValues,
  firstNameOf,
  renderCampaignText,
  unsubscribeFooter,
} from '../../../contract/campaigns';
import type { Email } from '../../jobs/outbox';

export type CampaignContent = { subject: string; body: string; offerId: number | null };

type Business = { name: string; slug: string };

/** The variables of a campaign, a flow's email or a flow's text, for one client. */
export function letterValues(
  origin: string,
  business: Business,
  clientName: string,
  offerCode: string | null,
): CampaignValues {
  return {
    firstName: firstNameOf(clientName),
    businessName: business.name,
    bookingLink: `${origin}/booking?business=${encodeURIComponent(business.slug)}`,
    offerCode: offerCode ?? '',
  };
}

type Letter = {
  origin: string;
  business: Business;
  client: { name: string; email: string };
  content: { subject: string; body: string };
  offerCode: string | null;
  /**
   * Marketing email carries the client's unsubscribe link and headers (`{ token }`); a test send to the member
   * shows where that link goes (`'sample'`); a service message from a flow has none (`'none'`).
   */
  unsubscribe: { token: string } | 'sample' | 'none';
};

/**
 * One recipient's email: the variables filled in and, for marketing, the unsubscribe footer and the RFC 8058
 * headers that let a mail client unsubscribe with one click (a POST to the API, no page).
 */
export function campaignEmail(letter: Letter): Email {
  const { origin, business, client, content, unsubscribe } = letter;
  const values = letterValues(origin, business, client.name, letter.offerCode);
  const body = renderCampaignText(content.body, values);
  const email = { to: client.email, subject: renderCampaignText(content.subject, values) };
  if (unsubscribe === 'none') return { ...email, text: body };
  const page =
    unsubscribe === 'sample' ? "(each client's own link)" : `${origin}/unsubscribe/${unsubscribe.token}`;
  return {
    ...email,
    text: `${body}\n\n--\n${unsubscribeFooter(business.name, page)}\n`,
    headers:
      unsubscribe === 'sample'
        ? null
        : {
            'List-Unsubscribe': `<${origin}/api/public/unsubscribe/${unsubscribe.token}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
  };
}
