import { Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/cn';

export function UpgradeBox({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <div className="m-3 rounded-xl bg-primary-700 p-4 text-white">
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
