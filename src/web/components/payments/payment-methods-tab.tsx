import { usePaymentMethods } from '../../lib/api/payments/get-payment-methods';
import { useCan } from '../../lib/current-user';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { ErrorState } from '../ui/error-state';
import { LoadingSkeleton } from '../ui/loading-skeleton';
import { AcceptedMethodsList } from './accepted-methods-form';

/** Payment Methods tab and the Settings section: the same list, editable by owners. */
export function PaymentMethodsPanel() {
  const can = useCan();
  const methods = usePaymentMethods();
  if (methods.isPending) {
    return (
      <LoadingSkeleton
        label="Loading payment methods…"
        className="grid gap-3 md:grid-cols-3"
        bars={['h-36', 'h-36', 'h-36']}
      />
    );
  }
  if (methods.isError) return <ErrorState error={methods.error} onRetry={() => methods.refetch()} />;
  return <AcceptedMethodsList methods={methods.data} canEdit={can('payments.manageMethods')} />;
}

export function PaymentMethodsTab() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Payment Methods</CardTitle>
        <CardDescription>
          What the point of sale offers at checkout. Card payments cost 2.9% + $0.30 each; cash and check are
          free.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <PaymentMethodsPanel />
      </CardContent>
    </Card>
  );
}
