import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { trackWrites } from './saves';

export type Credentials = { email: string; password: string };

export const DEMO_ACCOUNT: Credentials = {
  email: process.env.DEMO_EMAIL ?? 'demo@example.com',
  password: process.env.DEMO_PASSWORD ?? 'demo-password',
};

const FRESH_PASSWORD = 'fresh-user-password';

/**
 * Creates a new account through the auth API (the e2e server runs with ENABLE_SIGNUP=true). Its
 * workspace is seeded from the sample on its first data request, so a test signed in as it starts from
 * the sample workspace whatever earlier tests changed. `baseURL` is for servers a test starts itself.
 */
export async function createFreshAccount(page: Page, baseURL?: string): Promise<Credentials> {
  const account = { email: `e2e-${randomUUID()}@example.com`, password: FRESH_PASSWORD };
  const response = await page.request.post(`${baseURL ?? ''}/auth/v1/signup`, { data: account });
  expect(response.status(), `signing up ${account.email}: ${await response.text()}`).toBe(200);
  return account;
}

export type SignInOptions = {
  /** Where to start (default /login); a protected page redirects to /login and comes back after. */
  from?: string;
  /**
   * Who signs in. Default: a fresh account made for this call, so changes never leak between tests.
   * 'demo' (or DEMO_ACCOUNT) for the demo account; any credentials to sign in again as someone.
   */
  account?: Credentials | 'demo';
  /** The origin of a server the test started itself; default the configured baseURL. */
  baseURL?: string;
};

/**
 * Signs in through the login form, as a person would, and resolves to the credentials used once the app
 * has left /login.
 */
export async function signIn(page: Page, options: SignInOptions = {}): Promise<Credentials> {
  const { from = '/login', baseURL = '' } = options;
  const account =
    options.account === 'demo'
      ? DEMO_ACCOUNT
      : (options.account ?? (await createFreshAccount(page, options.baseURL)));
  trackWrites(page);
  await page.goto(`${baseURL}${from}`);
  await expect(page).toHaveURL(/\/login$/);
  await fillLoginForm(page, account.email, account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login$/);
  return account;
}

export async function fillLoginForm(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
}
