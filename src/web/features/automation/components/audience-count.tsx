import { type Audience, CAMPAIGN_NO_AUDIENCE } from '../../../../contract/campaigns';
import { errorMessage } from '../../../lib/error-message';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAudienceCount } from '../api/count-audience';
import { subscribedClients } from '../lib/campaign-display';

/**
 * How many subscribed clients the audience being chosen reaches, asked once typing pauses; the last number
 * stays while a new one is counted. Null: the audience isn't complete yet.
 */
export function AudienceCount({ audience }: { audience: Audience | null }) {
  // Debounced as text: the form hands over a new object on every render, equal or not.
  const settled = useDebouncedValue(audience ? JSON.stringify(audience) : '');
  const count = useAudienceCount(settled === '' ? null : (JSON.parse(settled) as Audience));
  const text =
    audience === null
      ? 'Finish choosing the audience to see how many clients it reaches.'
      : count.isError
        ? errorMessage(count.error, 'Could not count the audience')
        : count.data === undefined
          ? 'Counting subscribed clients...'
          : count.data.count === 0
            ? CAMPAIGN_NO_AUDIENCE
            : subscribedClients(count.data.count);
  return (
    <p role="status" className="text-sm text-slate-700" aria-busy={count.isFetching || undefined}>
      {text}
    </p>
  );
}
