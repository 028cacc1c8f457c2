import { Hourglass } from 'lucide-react';
import { Card } from '../../components/ui/card';

export function ComingSoonCard({ description }: { description: string }) {
  return (
    <Card className="mx-auto flex max-w-xl flex-col items-center gap-3 p-8 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary-700">
        <Hourglass aria-hidden="true" className="size-6" />
      </span>
      <p className="text-lg font-semibold text-slate-900">This screen is coming soon.</p>
      <p className="text-sm text-slate-600">{description}</p>
    </Card>
  );
}
