import { Card } from './card';
import { Skeleton } from './skeleton';

/** A grid of cards loading: `cards` placeholder cards of grey bars, named for screen readers by `label`. */
export function CardGridLoading({
  label,
  cards,
  bars,
}: {
  label: string;
  cards: number;
  /** Each card's bars (height, width), top to bottom. */
  bars: readonly string[];
}) {
  return (
    <div role="status" aria-label={label} className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3">
      {[...Array(cards).keys()].map((card) => (
        <Card key={card} className="grid gap-3 p-5">
          {bars.map((bar, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, fixed in number and never reordered
            <Skeleton key={index} className={bar} />
          ))}
        </Card>
      ))}
    </div>
  );
}
