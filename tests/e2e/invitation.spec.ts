import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, newOwner, signInAsDemoByApi, signUpByApi } from './support';

test('someone who already signs in to Frontdesk signs in first, then joins with one button', async ({
  page,
  browser,
}) => {
  // She has her own salon's account already.
  const member = newOwner();
  const hers = await browser.newContext();
  await signUpByApi(await hers.newPage(), member);
  await hers.close();

  // The demo salon adds her as staff and copies the invitation link.
  await signInAsDemoByApi(page);
  const added = await page.request.post('/api/staff', {
    data: { firstName: member.firstName, lastName: member.lastName, email: member.email, role: 'staff' },
  });
  expect(added.status()).toBe(201);
  const sent = await page.request.post(`/api/staff/${(await added.json()).id}/invite`);
  const invitePath = new URL((await sent.json()).inviteUrl).pathname;

  // Signed out, the link never takes her existing password: it sends her to sign in.
  const invited = await (await browser.newContext()).newPage();
  await invited.goto(invitePath);
  await expect(invited.getByRole('heading', { name: 'Join Willow & Sage Salon' })).toBeVisible();
  await invited.getByLabel('Choose a password').fill(member.password);
  await invited.getByRole('button', { name: 'Join Willow & Sage Salon' }).click();
  await expect(invited.getByRole('alert')).toHaveText(
    'This email already has a Frontdesk account. Sign in to it, then open the invitation again to accept.',
  );
  await expectNoSeriousAxeViolations(invited);

  await invited.getByRole('link', { name: 'Sign in to accept' }).click();
  const form = invited.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(member.email);
  await form.getByLabel('Password').fill(member.password);
  await form.getByRole('button', { name: 'Sign in' }).click();

  // Back on the invitation, signed in as the invited email: one button.
  await expect(invited).toHaveURL(invitePath);
  await expect(invited.getByText(`You are signed in as ${member.email}.`)).toBeVisible();
  await expect(invited.getByLabel('Choose a password')).toHaveCount(0);
  await expectNoSeriousAxeViolations(invited);
  await invited.getByRole('button', { name: 'Join Willow & Sage Salon' }).click();
  await expect(invited.getByRole('heading', { level: 1, name: /Welcome.*Jordan/ })).toBeVisible();
  const user = await (await invited.request.get('/api/auth/user')).json();
  expect(user).toMatchObject({ email: member.email, role: 'staff', businessName: 'Willow & Sage Salon' });
});
