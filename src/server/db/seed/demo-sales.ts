import { closesAt, instantAt, type LocalDay, localToday, OPENS_AT, shiftDay } from './demo-calendar';
import type { Random } from './random';

/** Spec §9: 10% on the Sales screen, 8% at the point of sale, added on top of the subtotal. */
export const TAX_PERCENT = { sales: 10, pos: 8 } as const;
export type SaleChannel = keyof typeof TAX_PERCENT;

export type PlannedSale = {
  saleDate: Date;
  clientIndex: number | null;
  channel: SaleChannel;
  paymentMethod: 'cash' | 'card' | 'check';
  notes: string | null;
  items: { productIndex: number; quantity: number; unitCents: number; totalCents: number }[];
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
};

type SaleInput = {
  random: Random;
  now: Date;
  timezone: string;
  products: readonly { priceCents: number; stockAfterSales: number }[];
  /** Completed visits a sale can follow at checkout. */
  visits: readonly { day: LocalDay; endsAt: Date; clientIndex: number }[];
  clientCount: number;
  notes: readonly string[];
  pastCount: number;
  todayCount: number;
};

/**
 * Product sales over the past four weeks: most follow a completed visit that day (the client buys at
 * checkout), the rest are walk-ins. Products that end up out of stock are sold at least once.
 */
export function planSales(input: SaleInput): PlannedSale[] {
  const { random, now, timezone } = input;
  const { today, minuteOfDay } = localToday(now, timezone);
  const stamps: { saleDate: Date; clientIndex: number | null }[] = [];

  for (let i = 0; i < input.pastCount; i++) {
    let day = shiftDay(today, -random.int(1, 27));
    while (day.weekday === 0) day = shiftDay(today, -random.int(1, 27));
    stamps.push(stampOn(day, closesAt(day), input));
  }
  for (let i = 0; i < input.todayCount; i++) {
    // Sales today happened before now; before opening time that means earlier this morning.
    const latest = Math.max(0, minuteOfDay - 1);
    stamps.push(stampOn(today, latest, input));
  }

  const sales = stamps.map(({ saleDate, clientIndex }) => {
    const channel: SaleChannel = random.chance(0.55) ? 'pos' : 'sales';
    const itemCount = random.weighted({ '1': 50, '2': 35, '3': 15 });
    const productIndexes = random.shuffle(input.products.map((_, i) => i)).slice(0, Number(itemCount));
    return {
      saleDate,
      clientIndex,
      channel,
      paymentMethod: random.weighted({ card: 60, cash: 30, check: 10 }),
      notes: random.chance(0.15) ? random.pick(input.notes) : null,
      lines: productIndexes.map((productIndex) => ({ productIndex, quantity: random.chance(0.2) ? 2 : 1 })),
    };
  });

  input.products.forEach((product, productIndex) => {
    if (product.stockAfterSales > 0) return;
    if (sales.some((sale) => sale.lines.some((line) => line.productIndex === productIndex))) return;
    const roomy = sales.find((sale) => sale.lines.length < 3) ?? sales[0];
    roomy?.lines.push({ productIndex, quantity: 1 });
  });

  return sales
    .map(({ lines, ...sale }) => {
      const items = lines.map(({ productIndex, quantity }) => {
        const unitCents = input.products[productIndex]?.priceCents ?? 0;
        return { productIndex, quantity, unitCents, totalCents: unitCents * quantity };
      });
      const subtotalCents = items.reduce((sum, item) => sum + item.totalCents, 0);
      const taxCents = Math.round((subtotalCents * TAX_PERCENT[sale.channel]) / 100);
      return { ...sale, items, subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
    })
    .sort((a, b) => a.saleDate.getTime() - b.saleDate.getTime());
}

/** A time on `day` no later than `latestMinute`: right after a visit that ended by then, or a walk-in. */
function stampOn(day: LocalDay, latestMinute: number, input: SaleInput) {
  const { random, timezone } = input;
  const latest = instantAt(day, latestMinute, timezone);
  const visits = input.visits.filter(
    (v) => v.day.date === day.date && v.endsAt.getTime() + 10 * 60_000 <= latest.getTime(),
  );
  if (visits.length > 0 && random.chance(0.65)) {
    const visit = random.pick(visits);
    return {
      saleDate: new Date(visit.endsAt.getTime() + random.int(2, 10) * 60_000),
      clientIndex: visit.clientIndex,
    };
  }
  const earliest = Math.min(OPENS_AT + 15, Math.max(0, latestMinute - 90));
  const minute = random.int(earliest, Math.max(earliest, latestMinute - 15));
  const clientIndex = random.chance(0.25) ? random.int(0, input.clientCount - 1) : null;
  return { saleDate: instantAt(day, minute, timezone), clientIndex };
}
