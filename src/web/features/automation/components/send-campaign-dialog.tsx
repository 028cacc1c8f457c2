import { type FormEvent, useId, useState } from 'react';
import { CAMPAIGN_NO_AUDIENCE, type Campaign } from '../../../../contract/campaigns';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast';
import { useAudienceCount } from '../api/count-audience';
import { useSendCampaign } from '../api/send-campaign';
import { localInputToIso, scheduleTimeError, toLocalInput } from '../lib/schedule-time';
import { SendTimeChoice, type SendWhen } from './send-time-choice';

type Props = { campaign: Campaign; audienceText: string; onClose: () => void };

const clients = (n: number) => `${n} ${n === 1 ? 'client' : 'clients'}`;

/** Send a draft now or at a later time (the browser's local time), after seeing how many it reaches. */
export function SendCampaignDialog({ campaign, audienceText, onClose }: Props) {
  const id = useId();
  const [when, setWhen] = useState<SendWhen>('now');
  const [at, setAt] = useState('');
  const [atError, setAtError] = useState<string | null>(null);
  const audience = useAudienceCount(campaign.targetAudience);
  const count = audience.data?.count;
  const send = useSendCampaign();
  const nobody = count === 0;

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    const problem = when === 'later' ? scheduleTimeError(at, new Date()) : null;
    setAtError(problem);
    if (problem) return;
    send.mutate(
      { id: campaign.id, scheduledAt: when === 'later' ? localInputToIso(at) : null },
      {
        onSuccess: (sent) => {
          toast({
            type: 'success',
            title: sent.status === 'scheduled' ? 'Campaign scheduled' : 'Campaign is sending',
          });
          onClose();
        },
        onError: (error) =>
          toast({ type: 'error', title: 'Error', message: errorMessage(error, 'Failed to send campaign') }),
      },
    );
  };

  const label =
    when === 'later' ? 'Schedule' : count === undefined ? 'Send now' : `Send to ${clients(count)}`;
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={`Send ${campaign.name}`} description={`To: ${audienceText}`}>
        <form noValidate aria-label={`Send ${campaign.name}`} onSubmit={confirm} className="grid gap-4">
          <p id={`${id}-count`} role="status" className="text-sm text-slate-900">
            {audience.isError
              ? errorMessage(audience.error, 'Could not count the audience')
              : count === undefined
                ? 'Counting subscribed clients...'
                : nobody
                  ? CAMPAIGN_NO_AUDIENCE
                  : `${clients(count)} subscribed and matching now.`}
          </p>
          <SendTimeChoice
            when={when}
            onWhenChange={setWhen}
            at={at}
            onAtChange={setAt}
            min={toLocalInput(new Date())}
            error={atError}
          />
          {when === 'later' ? (
            <p className="text-xs text-slate-600">
              Who matches is worked out again when it goes out, so the number may change by then.
            </p>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button
              type="submit"
              aria-describedby={`${id}-count`}
              disabled={send.isPending || (when === 'now' && (audience.isPending || nobody))}
            >
              {send.isPending ? (when === 'later' ? 'Scheduling...' : 'Sending...') : label}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
