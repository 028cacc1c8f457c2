import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, signUp } from './support';

const GATE = 'This feature requires a paid subscription.';

/** The screens decision 021 put on a plan. */
const SCREENS = [
  { path: '/walk-ins', title: 'Walk-ins' },
  { path: '/automation', title: 'Automation' },
  { path: '/payroll', title: 'Payroll' },
  { path: '/locations', title: 'Locations' },
];
/** What those screens read with the plan, each answering 403 without it: none may be asked for. */
const GATED_CALLS = [
  '/api/waiting-rooms',
  '/api/waitlist',
  '/api/offers',
  '/api/campaigns',
  '/api/automated-flows',
  '/api/time-entries',
  '/api/payroll/periods',
  '/api/payroll/settings',
];

test('a business on the free plan meets the upgrade gate on each newly gated screen, and none of their calls is made', async ({
  page,
}) => {
  const made: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (GATED_CALLS.some((call) => path.startsWith(call))) made.push(path);
  });
  await signUp(page);

  // The dashboard's time clock is the plan's team_pay: not shown, not asked for.
  await page.goto('/dashboard');
  await expect(page.getByText('0 of 10 appointments this month')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Time clock' })).toHaveCount(0);

  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(GATE)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Upgrade', exact: true })).toHaveAttribute(
      'href',
      '/subscribe',
    );
    if (screen.path === '/walk-ins') await expectNoSeriousAxeViolations(page);
  }
  // One's own pay stubs stay readable under the payroll gate.
  await page.goto('/payroll');
  await expect(page.getByText(GATE)).toBeVisible();
  await expect(page.getByText('No pay stubs yet', { exact: false })).toBeVisible();

  // The kiosk, outside the app's frame, says the same.
  await page.goto('/walk-ins/1/kiosk');
  await expect(page.getByRole('heading', { level: 1, name: 'Walk-ins' })).toBeVisible();
  await expect(page.getByText(GATE)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Settings → Payroll has the compact gate in place of the overtime rules.
  await page.goto('/settings#payroll');
  await expect(page.getByRole('region', { name: 'Payroll' }).getByText(GATE)).toBeVisible();

  expect(made).toEqual([]);
});
