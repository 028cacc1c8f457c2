import { Clock } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { PublicBusiness } from '../../../../contract/public-booking';
import { buttonVariants } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { formatMoney } from '../../../lib/money';
import { formatDuration } from '../lib/format-booking';

type ServicePickerProps = {
  services: PublicBusiness['services'];
  field: UseFormRegisterReturn<'serviceId'>;
  error?: string;
  /** The business looking at its own page: what it needs to add, and where. */
  ownPage?: boolean;
};

/** The services as radio cards: a click or the arrow keys select one. */
export function ServicePicker({ services, field, error, ownPage = false }: ServicePickerProps) {
  if (services.length === 0) {
    return ownPage ? (
      <EmptyState
        title="No services to book yet"
        description="Clients see this until you add a service. Add one, with its length and price, and it appears here."
        action={
          <a href="/settings/services" className={buttonVariants()}>
            Add a service
          </a>
        }
      />
    ) : (
      <EmptyState
        title="No services to book yet"
        description="This business hasn't published any services. Please contact them directly."
      />
    );
  }
  return (
    <fieldset aria-describedby={error ? 'service-error' : undefined} className="grid gap-3">
      <legend className="mb-3 text-lg font-semibold text-slate-900">Choose a service</legend>
      {error ? (
        <p id="service-error" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      {services.map((service) => (
        <label
          key={service.id}
          className="grid cursor-pointer gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-primary-300 has-checked:border-primary-600 has-checked:ring-2 has-checked:ring-primary-600 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary-600"
        >
          <input type="radio" value={service.id} className="sr-only" {...field} />
          <span className="flex items-start justify-between gap-3">
            <span className="font-semibold text-slate-900">{service.name}</span>
            <span className="font-semibold text-slate-900">{formatMoney(service.price)}</span>
          </span>
          {service.description ? <span className="text-sm text-slate-600">{service.description}</span> : null}
          <span className="flex items-center gap-1 text-sm text-slate-600">
            <Clock aria-hidden="true" className="size-4" />
            {formatDuration(service.duration)}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
