import { SearchX } from 'lucide-react';
import { Card } from '../../../components/ui/card';

/** An unknown room or token: said plainly, as the page's heading, with what to do next. */
export function PlaceNotFound({ title, description }: { title: string; description: string }) {
  return (
    <Card className="flex flex-col items-center gap-2 px-4 py-10 text-center">
      <SearchX aria-hidden="true" className="size-10 text-slate-400" />
      <h1 className="text-lg font-semibold text-slate-900">{title}</h1>
      <p className="max-w-sm text-sm text-slate-600">{description}</p>
    </Card>
  );
}
