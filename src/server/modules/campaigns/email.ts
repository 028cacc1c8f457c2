import { firstNameOf, renderCampaignText, unsubscribeFooter } from '../../../contract/campaigns';
import type { Email } from '../../jobs/outbox';

export type CampaignContent = { subject: string; body: string; offerId: number | null };

type Letter = {
  origin: string;
  business: { name: string; slug: string };
  client: { name: string; email: string };
  content: CampaignContent;
  offerCode: string | null;
  /** The client's unsubscribe token; a test send to the owner has none. */
  token: string | null;
};

/**
 * One recipient's campaign email: the variables filled in, the unsubscribe footer, and the RFC 8058 headers
 * that let a mail client unsubscribe with one click (a POST to the API, no page).
 */
export function campaignEmail(letter: Letter): Email {
  const { origin, business, client, content, token } = letter;
  const values = {
    firstName: firstNameOf(client.name),
    businessName: business.name,
    bookingLink: `${origin}/booking?business=${encodeURIComponent(business.slug)}`,
    offerCode: letter.offerCode ?? '',
  };
  const page = token ? `${origin}/unsubscribe/${token}` : `${origin}/unsubscribe`;
  return {
    to: client.email,
    subject: renderCampaignText(content.subject, values),
    text: `${renderCampaignText(content.body, values)}\n\n--\n${unsubscribeFooter(business.name, page)}\n`,
    headers: token
      ? {
          'List-Unsubscribe': `<${origin}/api/public/unsubscribe/${token}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        }
      : null,
  };
}
