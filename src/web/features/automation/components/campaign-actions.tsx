import { Ban, Eye, FlaskConical, Pencil, Send, Trash2 } from 'lucide-react';
import type { Campaign } from '../../../../contract/campaigns';
import { Button } from '../../../components/ui/button';

export type CampaignActionHandlers = {
  onEdit: (campaign: Campaign) => void;
  onView: (campaign: Campaign) => void;
  onSendTest: (campaign: Campaign) => void;
  onSend: (campaign: Campaign) => void;
  onCancel: (campaign: Campaign) => void;
  onDelete: (campaign: Campaign) => void;
};

type Props = CampaignActionHandlers & { campaign: Campaign; testing: boolean };

/**
 * What a campaign allows as it stands: a draft is edited, tested and sent; a scheduled one edited or
 * cancelled; a sending one only cancelled; a finished one viewed. Any but a sending one may be deleted.
 */
export function CampaignActions({ campaign, testing, ...on }: Props) {
  const { name, status } = campaign;
  return (
    <div className="mt-auto flex flex-wrap gap-2 pt-2">
      {status === 'draft' || status === 'scheduled' ? (
        <Button variant="outline" size="sm" aria-label={`Edit ${name}`} onClick={() => on.onEdit(campaign)}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      ) : null}
      {status === 'sent' || status === 'cancelled' ? (
        <Button variant="outline" size="sm" aria-label={`View ${name}`} onClick={() => on.onView(campaign)}>
          <Eye aria-hidden="true" />
          View
        </Button>
      ) : null}
      {status === 'draft' ? (
        <>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Send test of ${name}`}
            disabled={testing}
            onClick={() => on.onSendTest(campaign)}
          >
            <FlaskConical aria-hidden="true" />
            {testing ? 'Sending test...' : 'Send test'}
          </Button>
          <Button size="sm" aria-label={`Send ${name}`} onClick={() => on.onSend(campaign)}>
            <Send aria-hidden="true" />
            Send…
          </Button>
        </>
      ) : null}
      {status === 'scheduled' || status === 'sending' ? (
        <Button
          variant="outline"
          size="sm"
          aria-label={`Cancel ${name}`}
          onClick={() => on.onCancel(campaign)}
        >
          <Ban aria-hidden="true" />
          Cancel
        </Button>
      ) : null}
      {status !== 'sending' ? (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Delete ${name}`}
          className="text-red-700 hover:bg-red-50 hover:text-red-800"
          onClick={() => on.onDelete(campaign)}
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      ) : null}
    </div>
  );
}
