import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PromoStatus } from '../../../contract/billing';
import { featureLabels, type PlanOffer } from '../../../contract/plans';
import { cn } from '../../lib/cn';
import { Card } from '../ui/card';
import { launchOfferLine, monthlyPrice, trialMonths } from './plan-pricing';

type PlanOfferCardProps = {
  plan: PlanOffer;
  /** The launch offer's status; its line shows while discounts are left. */
  promo?: PromoStatus;
  /** The heading level the card's name takes on its page. */
  headingLevel?: 2 | 3;
  /** The call to action, a note, or both. */
  children?: ReactNode;
  className?: string;
};

/** One plan from the catalogue: name, monthly price, free trial, launch offer and what it includes. */
export function PlanOfferCard({ plan, promo, headingLevel = 2, children, className }: PlanOfferCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = `plan-${plan.tier}-title`;
  const price = monthlyPrice(plan);
  const months = trialMonths(plan);
  const offer = launchOfferLine(plan, promo);
  return (
    <Card className={cn('grid gap-5 p-6', className)}>
      <section aria-labelledby={titleId} className="grid gap-5">
        <div className="grid gap-1">
          <Heading id={titleId} className="text-xl font-semibold text-slate-900">
            {plan.name}
          </Heading>
          {price ? (
            <p className="text-slate-700">
              <span className="text-3xl font-bold tracking-tight text-slate-900">{price}</span>
              <span className="text-base">/month</span>
            </p>
          ) : null}
          {months > 0 ? (
            <p className="text-sm font-semibold text-emerald-800">{`First ${months} months free`}</p>
          ) : null}
        </div>
        {offer ? (
          <p className="rounded-lg bg-primary-50 px-3 py-2 text-sm font-medium text-primary-900">{offer}</p>
        ) : null}
        <div className="grid gap-2">
          <p className="text-sm font-medium text-slate-900">Everything in {plan.name}:</p>
          <ul className="grid gap-1.5 sm:grid-cols-2">
            {plan.features.map((feature) => (
              <li key={feature} className="flex items-start gap-2 text-sm text-slate-700">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" />
                {featureLabels[feature]}
              </li>
            ))}
          </ul>
        </div>
        {children ? <div className="grid gap-3">{children}</div> : null}
      </section>
    </Card>
  );
}
