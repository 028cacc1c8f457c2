import type { MemberRole } from '../../../contract/auth';
import type { SubscriptionStatusName, SubscriptionTierName } from '../../../contract/plans';
import type { ApiTokenAuth } from '../../core/access';
import { hashToken } from '../../core/session-store';
import { findTokenOwner, touchToken } from './repository';

/** A personal API token's member, for core's access hook; last use is written at most once a minute. */
export const apiTokenAuth: ApiTokenAuth = async (db, token) => {
  const row = await findTokenOwner(db, hashToken(token));
  if (!row) return null;
  const now = new Date();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000) await touchToken(db, row.id, now);
  return {
    userId: row.userId,
    businessId: row.businessId,
    role: row.role as MemberRole,
    sid: `api-token:${row.id}`,
    via: 'apiToken',
    twoFactorSetupRequired: false,
    plan: {
      subscriptionTier: row.tier as SubscriptionTierName,
      subscriptionStatus: row.status as SubscriptionStatusName,
    },
  };
};
