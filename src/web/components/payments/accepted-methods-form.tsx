import { Banknote, CreditCard, FileCheck } from 'lucide-react';
import { useState } from 'react';
import type { PaymentMethod, PaymentMethodSetting } from '../../../contract/payments';
import { useUpdatePaymentMethods } from '../../lib/api/payments/update-payment-methods';
import { errorMessage } from '../../lib/error-message';
import { toast } from '../../lib/toast';
import { savedOrWhy, useDraftPart, useDraftState } from '../settings-draft/draft-context';
import { Badge } from '../ui/badge';
import { Switch } from '../ui/switch';

const icons: Record<PaymentMethod, typeof Banknote> = { cash: Banknote, card: CreditCard, check: FileCheck };

/**
 * The three methods with fee and processing time; an owner switches each on or off. On a settings page the switches
 * are part of the page's changes, saved with its Save; on the Payments screen each switch saves at once.
 */
export function AcceptedMethodsList({
  methods,
  canEdit,
}: {
  methods: PaymentMethodSetting[];
  canEdit: boolean;
}) {
  const update = useUpdatePaymentMethods();
  const onSettingsPage = useDraftState() !== null;
  const saved = methods.filter((m) => m.accepted).map((m) => m.method);
  const [draft, setDraft] = useState<PaymentMethod[]>(saved);
  const accepted = onSettingsPage ? draft : saved;
  useDraftPart('payment-methods', onSettingsPage && draft.join() !== saved.join(), {
    label: 'Payment methods',
    submit: () =>
      savedOrWhy(() => update.mutateAsync({ accepted: draft }), 'Failed to update payment methods'),
    discard: () => setDraft(saved),
  });
  const toggle = (method: PaymentMethod, on: boolean) => {
    const next = methods
      .filter((m) => (m.method === method ? on : accepted.includes(m.method)))
      .map((m) => m.method);
    if (onSettingsPage) {
      setDraft(next);
      return;
    }
    update.mutate(
      { accepted: next },
      {
        onSuccess: () => toast({ type: 'success', title: 'Payment methods updated' }),
        onError: (error) =>
          toast({
            type: 'error',
            title: 'Error',
            message: errorMessage(error, 'Failed to update payment methods'),
          }),
      },
    );
  };
  return (
    <ul className="grid gap-3 md:grid-cols-3">
      {methods.map((setting) => {
        const Icon = icons[setting.method];
        const switchId = `accept-${setting.method}`;
        return (
          <li key={setting.method} className="grid gap-3 rounded-lg border border-slate-200 p-4">
            <div className="flex items-center gap-2">
              <Icon aria-hidden="true" className="size-5 text-primary-700" />
              <h3 className="font-semibold text-slate-900">{setting.label}</h3>
            </div>
            <dl className="grid grid-cols-2 gap-1 text-sm">
              <dt className="text-slate-600">Fee</dt>
              <dd>{setting.feeDescription}</dd>
              <dt className="text-slate-600">Processing</dt>
              <dd>{setting.processingTime}</dd>
            </dl>
            {canEdit ? (
              <div className="flex items-center justify-between">
                <label htmlFor={switchId} className="text-sm font-medium">
                  Accept {setting.label.toLowerCase()}
                </label>
                <Switch
                  id={switchId}
                  checked={accepted.includes(setting.method)}
                  disabled={update.isPending && !onSettingsPage}
                  onCheckedChange={(checked) => toggle(setting.method, checked)}
                />
              </div>
            ) : (
              <Badge variant={setting.accepted ? 'success' : 'neutral'} className="justify-self-start">
                {setting.accepted ? 'Accepted' : 'Not accepted'}
              </Badge>
            )}
          </li>
        );
      })}
    </ul>
  );
}
