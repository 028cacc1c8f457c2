import { Skeleton } from './skeleton';

/**
 * What a section shows while it loads: grey bars shaped like what is coming, and what is loading in words
 * for screen readers ("Loading passkeys…").
 */
export function LoadingSkeleton({
  label,
  bars,
  className,
}: {
  label: string;
  /** Each bar's classes (height, width), top to bottom. */
  bars: readonly string[];
  className?: string;
}) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">{label}</span>
      {bars.map((bar, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, fixed in number and never reordered
        <Skeleton key={index} className={bar} />
      ))}
    </div>
  );
}
