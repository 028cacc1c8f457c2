import type { MemberRole } from '../../../contract/auth';
import { recordAudit } from '../../core/audit';
import type { Database } from '../../db/client';
import * as repo from './repository';

/**
 * A sign-in on the trail of the business it opened. `method` says how: a password alone, a password and a
 * second factor, a recovery code.
 */
export async function recordSignIn(
  db: Database,
  who: { userId: number; businessId: number; role?: MemberRole | null },
  method: string,
): Promise<void> {
  await recordAudit(db, {
    businessId: who.businessId,
    action: 'auth.login.succeeded',
    actor: { userId: who.userId, role: who.role ?? null, via: 'session' },
    target: { type: 'user', id: who.userId },
    after: { method },
  });
}

/**
 * A failed sign-in to an account that exists, on the trail of every business the account belongs to: each
 * owner sees someone trying their member's password. An email without an account is on no business's trail
 * (it is still a security event in the log).
 */
export async function recordFailedSignIn(db: Database, email: string, reason: string): Promise<void> {
  const user = await repo.findUserByEmail(db, email);
  if (!user) return;
  const businesses = await repo.listMemberships(db, user.id);
  await db.transaction(async (tx) => {
    for (const { businessId } of businesses) {
      await recordAudit(tx, {
        businessId,
        action: 'auth.login.failed',
        target: { type: 'user', id: user.id, label: user.email },
        after: { reason },
      });
    }
  });
}
