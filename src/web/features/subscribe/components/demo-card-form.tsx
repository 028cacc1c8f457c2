import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { demoCardSchema } from '../../../../contract/billing';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { errorMessage } from '../../../lib/error-message';
import { useConfirmDemoCard } from '../api/confirm-demo-card';
import { formatCardNumber, formatCvc, formatExpiry } from '../lib/card-input';

const cardFormSchema = demoCardSchema.omit({ clientSecret: true });
const cardFields = ['cardNumber', 'expiry', 'cvc'] as const;

type DemoCardFormProps = {
  clientSecret: string;
  onPaid: () => void;
  onFailed: (message: string) => void;
};

/** The demo provider's offline card form: no card leaves this server, and two test numbers show both outcomes. */
export function DemoCardForm({ clientSecret, onPaid, onFailed }: DemoCardFormProps) {
  const form = useForm({
    resolver: zodResolver(cardFormSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
  });
  const { errors } = form.formState;
  const confirm = useConfirmDemoCard();
  const [failure, setFailure] = useState<string | null>(null);

  const formatted = (name: (typeof cardFields)[number], format: (value: string) => string) =>
    form.register(name, {
      onChange: (event: { target: HTMLInputElement }) => {
        const next = format(event.target.value);
        if (next !== event.target.value) form.setValue(name, next);
      },
    });

  const submit = form.handleSubmit((card) => {
    setFailure(null);
    confirm.mutate(
      { clientSecret, ...card },
      {
        onSuccess: onPaid,
        onError: (error) => {
          applyFieldErrors(error, form.setError, cardFields);
          const message = errorMessage(error, 'Your payment could not be completed. Please try again.');
          setFailure(message);
          onFailed(message);
        },
      },
    );
  });

  return (
    <form noValidate aria-label="Card details" onSubmit={submit} className="grid gap-4">
      <p id="demo-card-hint" className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
        Demo payments: <span className="font-mono">4242 4242 4242 4242</span> succeeds and{' '}
        <span className="font-mono">4000 0000 0000 0002</span> is declined. Use any future expiry and any
        3-digit CVC.
      </p>
      {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        error={errors.cardNumber?.message}
        {...formatted('cardNumber', formatCardNumber)}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          error={errors.expiry?.message}
          {...formatted('expiry', formatExpiry)}
        />
        <TextField
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          error={errors.cvc?.message}
          {...formatted('cvc', formatCvc)}
        />
      </div>
      <Button
        type="submit"
        size="lg"
        disabled={confirm.isPending}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {confirm.isPending ? 'Processing...' : 'Confirm card'}
      </Button>
    </form>
  );
}
