import { Lock } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import type { Subscription } from '../../../lib/subscription';
import { PlanBanner } from './plan-banner';

/** What a business without the chat feature sees instead of its conversations (spec §6). */
export function ChatFeatureGate({ plan }: { plan: Subscription | null }) {
  return (
    <div className="grid gap-4">
      <PlanBanner plan={plan} />
      <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
        <Lock aria-hidden="true" className="size-10 text-slate-400" />
        <p className="text-base font-semibold text-slate-900">This feature requires a paid subscription.</p>
        <p className="max-w-sm text-sm text-slate-600">
          Chat with your clients in real time on the Premium and Enterprise plans.
        </p>
        <Link href="/subscribe" className={buttonVariants()}>
          Upgrade
        </Link>
      </Card>
    </div>
  );
}
