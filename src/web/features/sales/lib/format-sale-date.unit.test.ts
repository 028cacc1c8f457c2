import { describe, expect, it } from 'vitest';
import { formatSaleDate } from '../../../lib/sales/format-sale-date';

describe('formatSaleDate', () => {
  it("reads the instant on the business's clock, whatever the viewer's", () => {
    expect(formatSaleDate('2025-01-15T04:30:00.000Z', 'America/New_York')).toBe('Jan 14, 2025 23:30');
    expect(formatSaleDate('2025-01-15T04:30:00.000Z', 'Asia/Tokyo')).toBe('Jan 15, 2025 13:30');
    expect(formatSaleDate('2025-01-15T04:30:00.000Z', 'UTC')).toBe('Jan 15, 2025 04:30');
  });

  it('follows daylight saving time', () => {
    expect(formatSaleDate('2025-07-01T16:05:00.000Z', 'America/Los_Angeles')).toBe('Jul 01, 2025 09:05');
    expect(formatSaleDate('2025-12-01T16:05:00.000Z', 'America/Los_Angeles')).toBe('Dec 01, 2025 08:05');
  });

  it("falls back to the viewer's clock without a timezone", () => {
    const iso = '2025-03-09T12:00:00.000Z';
    const local = new Date(iso);
    const pad = (n: number) => String(n).padStart(2, '0');
    expect(formatSaleDate(iso)).toBe(
      `Mar ${pad(local.getDate())}, 2025 ${pad(local.getHours())}:${pad(local.getMinutes())}`,
    );
  });
});
