import { format } from 'date-fns';
import type { Audience, Campaign } from '../../../../contract/campaigns';

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/**
 * Who a campaign goes to, in words: "Clients who haven't been back for 60 days", "Clients who booked
 * Facial" (a service or product no longer in the lists still reads, by its number).
 */
export function describeAudience(
  audience: Audience,
  serviceNames: ReadonlyMap<number, string>,
  productNames: ReadonlyMap<number, string>,
): string {
  switch (audience.kind) {
    case 'all_subscribed':
      return 'All subscribed clients';
    case 'visited_within':
      return `Clients who visited in the last ${days(audience.days)}`;
    case 'not_seen_for':
      return `Clients who haven't been back for ${days(audience.days)}`;
    case 'booked_service':
      return `Clients who booked ${serviceNames.get(audience.serviceId) ?? `Service #${audience.serviceId}`}`;
    case 'bought_product':
      return `Clients who bought ${productNames.get(audience.productId) ?? `Product #${audience.productId}`}`;
  }
}

/** "12 subscribed clients", "1 subscribed client". */
export const subscribedClients = (count: number) =>
  `${count} subscribed ${count === 1 ? 'client' : 'clients'}`;

/** An instant on the viewer's clock: "May 1, 2026, 10:00 AM". */
export const formatCampaignTime = (iso: string) => format(new Date(iso), 'MMM d, yyyy, h:mm a');

/** When it goes or went out, as its status tells; a draft has no time yet. */
export function describeTiming(
  campaign: Pick<Campaign, 'status' | 'scheduledAt' | 'startDate' | 'endDate'>,
): string | null {
  const { status, scheduledAt, startDate, endDate } = campaign;
  if (status === 'scheduled' && scheduledAt) return `Scheduled for ${formatCampaignTime(scheduledAt)}`;
  if (status === 'sending' && startDate) return `Sending since ${formatCampaignTime(startDate)}`;
  const sentAt = endDate ?? startDate;
  if (status === 'sent' && sentAt) return `Sent ${formatCampaignTime(sentAt)}`;
  if (status === 'cancelled' && startDate)
    return `Cancelled after sending began ${formatCampaignTime(startDate)}`;
  if (status === 'cancelled' && scheduledAt) return `Was scheduled for ${formatCampaignTime(scheduledAt)}`;
  return null;
}

/** Whether any campaign is waiting to go or going out, so its metrics are still moving. */
export const campaignsInFlight = (campaigns: readonly Pick<Campaign, 'status'>[] | undefined) =>
  campaigns?.some((c) => c.status === 'scheduled' || c.status === 'sending') ?? false;
