import { filledBeforeAll, type TestApp, testAppBeforeAll } from '../../../../tests/support/test-app';
import { caller } from '../products/commerce-fixtures';
import { type SchedulingBusiness, schedulingBusiness } from './scheduling-fixtures';

/**
 * Test-only, and apart from scheduling-fixtures.ts (which the slots index exports, so the server bundles it):
 * the `beforeAll`s of scheduling test files. What they make is filled in by the hook they register, so a test
 * file holds it in a `const` at its top level.
 */

type SchedulingOptions = Parameters<typeof schedulingBusiness>[2];

/** A scheduling business (`schedulingBusiness`) on `t`'s app, made in a `beforeAll` registered now. */
export function schedulingBusinessBeforeAll(t: TestApp, options: SchedulingOptions = {}): SchedulingBusiness {
  return filledBeforeAll(() => schedulingBusiness(t.app, t.db, options));
}

/**
 * A test app, two scheduling businesses, `a` (made with `options`) and `b` (with `otherOptions`, by default the
 * same), and `call` on that app.
 */
export function schedulingTestApp(
  options: SchedulingOptions = {},
  otherOptions: SchedulingOptions = options,
) {
  const t = testAppBeforeAll();
  const a = schedulingBusinessBeforeAll(t, options);
  const b = schedulingBusinessBeforeAll(t, otherOptions);
  const call: ReturnType<typeof caller> = (...args) => caller(t.app)(...args);
  return { t, a, b, call };
}

/** A test app and one scheduling business on it, `biz` (made with `options`). */
export function schedulingBusinessTestApp(options: SchedulingOptions = {}) {
  const t = testAppBeforeAll();
  return { t, biz: schedulingBusinessBeforeAll(t, options) };
}
