import { type Campaign, TEST_SENT } from '../../../../contract/campaigns';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useTestCampaign } from '../api/test-campaign';

/** Emails a campaign to the signed-in member and says where it went; which campaign is being tested. */
export function useSendTest() {
  const test = useTestCampaign();
  const send = (campaign: Campaign) =>
    test.mutate(campaign.id, {
      onSuccess: ({ sentTo }) => toast({ type: 'success', title: TEST_SENT, message: `Sent to ${sentTo}` }),
      onError: (error) =>
        toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to send test email') }),
    });
  return { send, testingId: test.isPending ? test.variables : null };
}
