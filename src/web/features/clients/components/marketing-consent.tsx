import { MailCheck, MailX } from 'lucide-react';
import { useState } from 'react';
import type { ClientDetail } from '../../../../contract/clients';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { useCan } from '../../../lib/current-user';
import { describeConsent } from './consent-summary';
import { MarketingConsentDialog } from './marketing-consent-dialog';

/** Whether the client gets marketing email, since when and how they said so; editors may change it. */
export function MarketingConsent({ client }: { client: ClientDetail }) {
  const can = useCan();
  const [changing, setChanging] = useState(false);
  const Icon = client.marketingOptIn ? MailCheck : MailX;
  return (
    <Card>
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle>Marketing emails</CardTitle>
        {can('clients.edit') ? (
          <Button variant="outline" size="sm" onClick={() => setChanging(true)}>
            Change
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        <p className="flex items-start gap-2 text-slate-900">
          <Icon
            aria-hidden="true"
            className={cn(
              'mt-0.5 size-4 shrink-0',
              client.marketingOptIn ? 'text-emerald-600' : 'text-slate-500',
            )}
          />
          <span>{describeConsent(client)}</span>
        </p>
      </CardContent>
      {changing ? <MarketingConsentDialog client={client} onClose={() => setChanging(false)} /> : null}
    </Card>
  );
}
