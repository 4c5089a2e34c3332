import { expect, type Page } from '@playwright/test';

export const DEMO_ACCOUNT = {
  email: process.env.DEMO_EMAIL ?? 'demo@example.com',
  password: process.env.DEMO_PASSWORD ?? 'demo-password',
};

/**
 * Signs in through the login form, as a person would. Starts at `from` (default /login); a protected
 * page redirects there first and comes back after sign-in. Resolves once the app has left /login.
 */
export async function signIn(page: Page, options: { from?: string; email?: string; password?: string } = {}) {
  const { from = '/login', email = DEMO_ACCOUNT.email, password = DEMO_ACCOUNT.password } = options;
  await page.goto(from);
  await expect(page).toHaveURL(/\/login$/);
  await fillLoginForm(page, email, password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

export async function fillLoginForm(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
}
