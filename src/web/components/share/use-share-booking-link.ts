import { useRecordBookingLinkShared } from '../../lib/api/setup/setup-checklist';
import { useCan } from '../../lib/current-user';
import { useCopyLink } from './copy-link';

/**
 * Copies the business's booking link (or offers it to copy by hand), and for a manager marks the setup
 * checklist's "Share your booking link" step done.
 */
export function useShareBookingLink(businessSlug: string) {
  const copyLink = useCopyLink('Booking link copied');
  const record = useRecordBookingLinkShared();
  const mayRecord = useCan()('business.manage');
  const share = async () => {
    await copyLink.copy(`${window.location.origin}/booking?business=${businessSlug}`);
    if (mayRecord) record.mutate();
  };
  return { share, refused: copyLink.refused, dismiss: copyLink.dismiss };
}
