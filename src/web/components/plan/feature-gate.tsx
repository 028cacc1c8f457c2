import { Lock } from 'lucide-react';
import { Link } from 'wouter';
import { FEATURE_REQUIRES_PAID_PLAN } from '../../../contract/plans';
import type { PlanState } from '../../lib/subscription';
import { buttonVariants } from '../ui/button';
import { Card } from '../ui/card';
import { PlanBanner } from './plan-banner';

type FeatureGateProps = {
  plan: PlanState | null;
  /** One sentence: what the feature does and which plans have it. */
  description: string;
  /** Settings sections sit inside a card already and leave out the page banner. */
  compact?: boolean;
};

/** What a business whose plan lacks a feature sees instead of it (spec §6), with an Upgrade link. */
export function FeatureGate({ plan, description, compact = false }: FeatureGateProps) {
  const body = (
    <>
      <Lock aria-hidden="true" className={compact ? 'size-6 text-slate-400' : 'size-10 text-slate-400'} />
      <p className="text-base font-semibold text-slate-900">{FEATURE_REQUIRES_PAID_PLAN}</p>
      <p className="max-w-sm text-sm text-slate-600">{description}</p>
      <Link href="/subscribe" className={buttonVariants({ size: compact ? 'sm' : 'md' })}>
        Upgrade
      </Link>
    </>
  );
  if (compact) return <div className="flex flex-col items-start gap-2">{body}</div>;
  return (
    <div className="grid gap-4">
      <PlanBanner plan={plan} />
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">{body}</Card>
    </div>
  );
}
