import { format, parseISO } from 'date-fns';
import { consentSourceLabels, type MarketingConsent } from '../../../../contract/consent';

/**
 * 'Subscribed since Nov 2, 2026, on the booking page'; 'Not subscribed' alone for a client never asked.
 * The date is on the viewer's clock.
 */
export function describeConsent(consent: MarketingConsent): string {
  const status = consent.marketingOptIn ? 'Subscribed' : 'Not subscribed';
  if (!consent.marketingConsentAt) return status;
  const since = `${status} since ${format(parseISO(consent.marketingConsentAt), 'MMM d, yyyy')}`;
  return consent.marketingConsentSource
    ? `${since}, ${consentSourceLabels[consent.marketingConsentSource]}`
    : since;
}
