import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { TextField } from '../../../components/ui/text-field';

/** An offer's discount: percentage or fixed amount, then how much off. Two cells of the form's grid. */
export function DiscountFields({
  percentage,
  type,
  value,
  error,
}: {
  percentage: boolean;
  type: UseFormRegisterReturn;
  value: UseFormRegisterReturn;
  /** The amount's message. */
  error?: string;
}) {
  const id = useId();
  return (
    <>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-type`}>Type</Label>
        <NativeSelect id={`${id}-type`} {...type}>
          <option value="percentage">Percentage</option>
          <option value="fixed_amount">Fixed amount</option>
        </NativeSelect>
      </div>
      <TextField
        label={percentage ? 'Percent off' : 'Amount off ($)'}
        inputMode="decimal"
        placeholder={percentage ? '10' : '5.00'}
        error={error}
        {...value}
      />
    </>
  );
}
