import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

let counter = 0;
export function newOwner() {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    firstName: 'Jordan',
    lastName: 'Rivera',
    businessName: `Rivera Studio ${id}`,
    email: `jordan-${id}@example.com`,
    password: 'a-long-password-1',
  };
}

/** Creates an account through the sign-up form, as a newcomer would, and waits for Home. */
export async function signUpThroughForm(page: Page, owner = newOwner()) {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Create account' }).click();
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('First name').fill(owner.firstName);
  await form.getByLabel('Last name').fill(owner.lastName);
  await form.getByLabel('Business name').fill(owner.businessName);
  await form.getByLabel('Email').fill(owner.email);
  await form.getByLabel('Password', { exact: true }).fill(owner.password);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`Welcome.*${owner.firstName}`) }),
  ).toBeVisible();
  return owner;
}

export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')})`,
    ),
  ).toEqual([]);
}

/**
 * Waits until no toast is on screen. One fading in or out is half transparent, and so fails contrast.
 * (A toast's own element is what counts: Radix's spoken copy of it, also a status, goes after a second.)
 */
export async function waitForToastsToGo(page: Page) {
  await expect(page.getByRole('region', { name: /^Notifications/ }).locator('li')).toHaveCount(0, {
    timeout: 15_000,
  });
}

/** Signs in as the demo owner (the seed's Avery Morgan) and waits for Home. */
export async function signInAsDemo(page: Page) {
  await page.goto('/login');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill('demo@frontdesk.test');
  await form.getByLabel('Password').fill('frontdesk-demo');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome.*Avery/ })).toBeVisible();
}
