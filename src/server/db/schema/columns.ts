import { numeric, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .defaultNow()
    .notNull()
    .$onUpdate(() => new Date());

export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** A nullable instant; add `.notNull()` where required. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const money = (name: string) => numeric(name, { precision: 10, scale: 2 });

export const hours = (name: string) => numeric(name, { precision: 6, scale: 2 });
