import { Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { canUpgrade } from '../../../contract/plans';
import { buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useSubscription } from '../../lib/subscription';

/** The sidebar's Upgrade to Pro box (spec §2): only while there is a plan above the business's to sell. */
export function UpgradeBox({ onNavigate }: { onNavigate?: () => void }) {
  const plan = useSubscription();
  if (!canUpgrade(plan)) return null;
  return (
    <div className="m-3 shrink-0 rounded-xl bg-primary-700 p-4 text-white">
      <div className="flex items-center gap-2">
        <Sparkles aria-hidden="true" className="size-4" />
        <p className="text-sm font-semibold">Upgrade to Pro</p>
      </div>
      <p className="mt-1 text-sm text-primary-50">Unlock advanced features and integrations</p>
      <Link
        href="/subscribe"
        onClick={onNavigate}
        className={cn(
          buttonVariants({ variant: 'outline', size: 'sm' }),
          'mt-3 w-full border-transparent text-primary-800',
        )}
      >
        Upgrade Now
      </Link>
    </div>
  );
}
