import { expect, test } from '@playwright/test';
import { createAccount, PASSWORD, pathOf, signInWithForm, toast, uniqueEmail } from './support.ts';

test('a visitor signs up, signs out, and signs in with a wrong then the right password', async ({
  page,
}) => {
  const email = uniqueEmail('journey');
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Sign up', level: 1 })).toBeVisible();
  await expect(page.getByText('Already have an account?')).toBeVisible();

  // Both fields are required, with the SPEC.md messages.
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Please input your Email!')).toBeVisible();
  await expect(page.getByText('Please input your Password!')).toBeVisible();

  // The e-mail is lower-cased before it is sent.
  await page.getByLabel('Email').fill(email.toUpperCase());
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();

  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await page.evaluate(() => window.localStorage.getItem('podpie.auth'))).toBeNull();

  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await signInWithForm(page, email, 'not-the-password');
  await expect(toast(page, 'Failed to Login')).toBeVisible();
  await expect(
    toast(page, 'Failed to Login').getByText(
      'Email and Password are not matched.  Please try again',
    ),
  ).toBeVisible();
  expect(pathOf(page)).toBe('/signin');

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('signing up with a taken e-mail shows the SPEC message', async ({ page, request }) => {
  const account = await createAccount(request, 'taken');
  await page.goto('/signup');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(toast(page, 'Sign up error')).toContainText(
    'Email has already been taken.  Please try with another one.',
  );
  expect(pathOf(page)).toBe('/signup');
});

test('the sign-in screen shows the cover image beside the form and links to sign up', async ({
  page,
}) => {
  await page.goto('/signin');
  const cover = page.getByRole('img', { name: 'A podcast host at the microphone' });
  await expect(cover).toBeVisible();
  // Measured again while the app takes the drawn screen over (its nodes are replaced).
  const button = page.getByRole('button', { name: 'Sign in', exact: true });
  await expect
    .poll(async () => {
      const [coverBox, formBox] = [await cover.boundingBox(), await button.boundingBox()];
      return coverBox !== null && formBox !== null && coverBox.x + coverBox.width <= formBox.x;
    })
    .toBe(true);
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/signup$/);
});
