import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { type FormEvent, useState } from 'react';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

type StripeCardFormProps = {
  publishableKey: string;
  clientSecret: string;
  onPaid: () => void;
  onFailed: (message: string) => void;
};

// One Stripe.js per key for the page's life (Stripe asks that it load once).
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

/** Stripe Elements' Payment Element, confirming the subscription's SetupIntent (or first PaymentIntent). */
export default function StripeCardForm({ publishableKey, clientSecret, ...handlers }: StripeCardFormProps) {
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{
        clientSecret,
        appearance: { theme: 'stripe', variables: { colorPrimary: '#4f46e5', borderRadius: '6px' } },
      }}
    >
      <PaymentForm clientSecret={clientSecret} {...handlers} />
    </Elements>
  );
}

function PaymentForm({ clientSecret, onPaid, onFailed }: Omit<StripeCardFormProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPending(true);
    setFailure(null);
    // A bank that needs a redirect comes back to the dashboard's confirmation; cards stay on the page.
    const confirmParams = { return_url: `${window.location.origin}/dashboard?subscription=success` };
    const result = clientSecret.startsWith('pi_')
      ? await stripe.confirmPayment({ elements, confirmParams, redirect: 'if_required' })
      : await stripe.confirmSetup({ elements, confirmParams, redirect: 'if_required' });
    setPending(false);
    if (result.error) {
      const message = result.error.message ?? 'Your payment could not be completed. Please try again.';
      setFailure(message);
      onFailed(message);
      return;
    }
    onPaid();
  };

  return (
    <form aria-label="Card details" onSubmit={submit} className="grid gap-4">
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      <PaymentElement onReady={() => setReady(true)} />
      <Button
        type="submit"
        size="lg"
        disabled={!stripe || !ready || pending}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {pending ? 'Processing...' : 'Confirm card'}
      </Button>
    </form>
  );
}
