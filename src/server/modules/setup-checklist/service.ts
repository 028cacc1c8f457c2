import type { SetupChecklist, SetupStep } from '../../../contract/setup-checklist';
import { setupSteps } from '../../../contract/setup-checklist';
import type { DbOrTx } from '../../db/client';
import { findSetupProgress } from './repository';

export { recordBookingLinkShared } from './repository';

/** Each step from what the business has now, in one query. */
export async function setupChecklist(db: DbOrTx, businessId: number): Promise<SetupChecklist> {
  const row = await findSetupProgress(db, businessId);
  const done = (key: SetupStep) => row?.[key] === true;
  const steps = setupSteps.map((key) => ({ key, done: done(key) }));
  return { steps, complete: steps.every((step) => step.done) };
}
