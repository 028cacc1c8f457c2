import {
  PAYMENT_METHODS,
  type PaymentMethod,
  type PaymentStatus,
  paymentMethods,
  paymentStatuses,
} from '../../../../contract/payments';
import { NativeSelect } from '../../../components/ui/native-select';
import { SearchInput } from '../../../components/ui/search-input';

export type TransactionFilterValues = {
  search: string;
  status: PaymentStatus | '';
  method: PaymentMethod | '';
};

export function TransactionFilters({
  value,
  onChange,
}: {
  value: TransactionFilterValues;
  onChange: (next: TransactionFilterValues) => void;
}) {
  return (
    <div className="flex flex-col gap-3 md:flex-row">
      <SearchInput
        className="flex-1"
        aria-label="Search transactions"
        placeholder="Search transactions..."
        value={value.search}
        onChange={(event) => onChange({ ...value, search: event.target.value })}
      />
      <NativeSelect
        aria-label="Status"
        className="md:w-48"
        value={value.status}
        onChange={(event) => onChange({ ...value, status: event.target.value as PaymentStatus | '' })}
      >
        <option value="">All Status</option>
        {paymentStatuses.map((status) => (
          <option key={status} value={status} className="capitalize">
            {status.replace('_', ' ').replace(/^./, (c) => c.toUpperCase())}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        aria-label="Method"
        className="md:w-52"
        value={value.method}
        onChange={(event) => onChange({ ...value, method: event.target.value as PaymentMethod | '' })}
      >
        <option value="">All Methods</option>
        {paymentMethods.map((method) => (
          <option key={method} value={method}>
            {PAYMENT_METHODS[method].label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
