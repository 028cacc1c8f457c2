import type { PlanUsage } from '../../../../contract/dashboard';

export type UsageState = {
  unlimited: boolean;
  /** 0..100, for the bar. */
  percent: number;
  level: 'ok' | 'nearing' | 'reached';
  showUpgrade: boolean;
};

/** Spec §9: warn at 80% of the limit, stop at the limit, offer Upgrade only on the free tier. */
export function usageState({ tier, limit, used }: Pick<PlanUsage, 'tier' | 'limit' | 'used'>): UsageState {
  const showUpgrade = tier === 'free';
  if (limit === -1) return { unlimited: true, percent: 0, level: 'ok', showUpgrade };
  const percent = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100;
  const level = used >= limit ? 'reached' : used >= limit * 0.8 ? 'nearing' : 'ok';
  return { unlimited: false, percent, level, showUpgrade };
}
