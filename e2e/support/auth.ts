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
  /**
   * 'form' signs in through the login form, as a person would: for journeys about signing in itself.
   * By default the session is asked of the auth API and handed to the page as the auth client keeps it,
   * so a journey about something else starts where it means to without a trip through /login.
   */
  through?: 'form' | 'api';
};

// Where the app's auth client keeps its session (src/auth/auth-storage-key.ts; journeys see the app only
// from outside, decision 047).
const AUTH_STORAGE_KEY = 'fablehold-auth';
let placedSessions = 0;

/**
 * Signs in and resolves to the credentials used once the app has left /login (see `through`).
 */
export async function signIn(page: Page, options: SignInOptions = {}): Promise<Credentials> {
  const { from = '/login', baseURL = '' } = options;
  const account =
    options.account === 'demo'
      ? DEMO_ACCOUNT
      : (options.account ?? (await createFreshAccount(page, options.baseURL)));
  trackWrites(page);
  if (options.through === 'form') {
    await page.goto(`${baseURL}${from}`);
    await expect(page).toHaveURL(/\/login$/);
    await fillLoginForm(page, account.email, account.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  } else {
    const response = await page.request.post(`${baseURL}/auth/v1/token?grant_type=password`, {
      data: account,
    });
    expect(response.status(), `signing in ${account.email}: ${await response.text()}`).toBe(200);
    const session = (await response.json()) as { expires_in: number; expires_at?: number };
    session.expires_at ??= Math.floor(Date.now() / 1000) + session.expires_in;
    // Placed once, before the app's first script of the next page load: a later sign-out stays signed
    // out across reloads (the tab's sessionStorage remembers that this session was placed).
    placedSessions += 1;
    await page.addInitScript(
      ([key, value, placed]) => {
        if (window.sessionStorage.getItem(placed) !== null) return;
        window.sessionStorage.setItem(placed, '1');
        window.localStorage.setItem(key, value);
      },
      [AUTH_STORAGE_KEY, JSON.stringify(session), `e2e-session-${placedSessions}`] as const,
    );
    await page.goto(`${baseURL}${from}`);
  }
  await expect(page).not.toHaveURL(/\/login$/);
  return account;
}

export async function fillLoginForm(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
}
