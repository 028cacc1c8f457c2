import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, newOwner } from './support';

// A salon owner in New York on a phone: the browser says America/New_York.
test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'America/New_York' });

/** The next date (New York calendar, a day or more ahead) that falls on a Tuesday. */
function nextTuesday(): string {
  const d = new Date(Date.now() + 2 * 86_400_000);
  while (d.getUTCDay() !== 2) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

test('a new owner signs up in New York time, and a staff member added after the hours is bookable online', async ({
  page,
}) => {
  const owner = newOwner();
  await page.goto('/login?tab=signup');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('First name').fill(owner.firstName);
  await form.getByLabel('Last name').fill(owner.lastName);
  await form.getByLabel('Business name').fill(owner.businessName);
  await form.getByLabel('Email').fill(owner.email);
  await form.getByLabel('Password', { exact: true }).fill(owner.password);
  // The device's zone, named as people say it, confirmed on the form.
  const zone = form.getByLabel('Time zone');
  await expect(zone).toHaveValue('America/New_York');
  await expect(zone.locator('option:checked')).toHaveText('Eastern Time (New York)');
  await expectNoSeriousAxeViolations(page);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`Welcome.*${owner.firstName}`) }),
  ).toBeVisible();
  expect((await (await page.request.get('/api/timezone')).json()).primaryTimezone).toBe('America/New_York');

  // The owner sets their hours (Monday to Friday, 9 to 5) and a service, as Availability and Services do.
  const staff = (await (await page.request.get('/api/staff')).json()) as { id: number }[];
  const ownerStaffId = staff[0]?.id as number;
  for (const dayOfWeek of [1, 2, 3, 4, 5]) {
    const window = await page.request.post('/api/availability', {
      data: { staffId: ownerStaffId, dayOfWeek },
    });
    expect(window.status()).toBe(201);
  }
  const service = await page.request.post('/api/services', {
    data: { name: 'Cut', duration: 30, price: '40.00' },
  });
  expect(service.status()).toBe(201);

  // Later, a stylist joins, added on the Staff screen.
  await page.goto('/staff');
  await page.getByRole('button', { name: 'Add Staff Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Staff Member' });
  await dialog.getByLabel('First name').fill('Noor');
  await dialog.getByLabel('Last name').fill('Haddad');
  await dialog.getByLabel('Email').fill(`noor-${owner.email}`);
  await dialog.getByLabel('Role').selectOption({ label: 'Staff' });
  await dialog.getByRole('button', { name: 'Add Staff Member' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByText('Noor Haddad')).toBeVisible();
  // Nobody is missing from online booking: Noor has the business's hours.
  await expect(page.getByText(/can’t be booked online/)).toHaveCount(0);
  const team = (await (await page.request.get('/api/staff')).json()) as { id: number; firstName: string }[];
  const noor = team.find((member) => member.firstName === 'Noor')?.id;
  const { slug } = (await (await page.request.get('/api/business')).json()) as { slug: string };
  const slots = await page.request.get(
    `/api/public/businesses/${slug}/slots?serviceId=${(await service.json()).id}&date=${nextTuesday()}&staffId=${noor}`,
  );
  expect((await slots.json()).slots[0]).toMatchObject({ startTime: '09:00' });

  // Taken off the only service, Noor is named on the Staff screen with the reason and where to fix it.
  const cut = (await service.json()).id;
  expect(
    (await page.request.put(`/api/services/${cut}`, { data: { staffIds: [ownerStaffId] } })).status(),
  ).toBe(200);
  await page.reload();
  const notice = page.getByRole('region', { name: '1 staff member can’t be booked online' });
  await expect(notice).toContainText('Noor Haddad · Offers no service: add them to a service in Services');
  await expect(notice.getByRole('link', { name: 'Open Services' })).toHaveAttribute(
    'href',
    '/settings/services',
  );
  await expectNoSeriousAxeViolations(page);
});
