import { Skeleton } from '../../../components/ui/skeleton';

export function BookingLoading() {
  return (
    <div role="status" className="grid gap-6">
      <span className="sr-only">Loading the booking page…</span>
      <Skeleton className="h-24 w-full" />
      <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
        <Skeleton className="h-72" />
        <Skeleton className="h-96" />
      </div>
    </div>
  );
}
