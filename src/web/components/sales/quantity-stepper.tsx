import { Minus, Plus } from 'lucide-react';
import { Button } from '../ui/button';

/** Minus and plus around a quantity; minus at 1 takes the line out (spec §4). */
export function QuantityStepper({
  name,
  quantity,
  max,
  onChange,
}: {
  name: string;
  quantity: number;
  max: number;
  onChange: (quantity: number) => void;
}) {
  return (
    <div className="inline-flex items-center gap-1">
      <Button
        variant="outline"
        size="icon"
        className="size-8"
        aria-label={`Decrease quantity of ${name}`}
        onClick={() => onChange(quantity - 1)}
      >
        <Minus aria-hidden="true" />
      </Button>
      <span className="w-8 text-center tabular-nums">
        <span className="sr-only">Quantity </span>
        {quantity}
      </span>
      <Button
        variant="outline"
        size="icon"
        className="size-8"
        aria-label={`Increase quantity of ${name}`}
        disabled={quantity >= max}
        onClick={() => onChange(quantity + 1)}
      >
        <Plus aria-hidden="true" />
      </Button>
    </div>
  );
}
