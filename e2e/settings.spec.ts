import { expect, type Page, test } from '@playwright/test';
import { createFreshAccount, DEMO_ACCOUNT, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

const AUTH_STORAGE_KEY = 'fablehold-auth';

/**
 * Makes the stored access token look expired, as it will be once its lifetime runs out. The next page
 * load then has to refresh it, and the refresh is where a revoked session is noticed.
 */
async function expireStoredAccessToken(page: Page) {
  await page.evaluate((key) => {
    const raw = localStorage.getItem(key);
    if (!raw) throw new Error('No stored session');
    const session = JSON.parse(raw) as { expires_at: number };
    session.expires_at = Math.floor(Date.now() / 1000) - 60;
    localStorage.setItem(key, JSON.stringify(session));
  }, AUTH_STORAGE_KEY);
}

async function hasStoredSession(page: Page): Promise<boolean> {
  return page.evaluate((key) => localStorage.getItem(key) !== null, AUTH_STORAGE_KEY);
}

test.describe('settings', () => {
  test('the dark mode switch and the top bar toggle share one setting', async ({ page }) => {
    await signIn(page, { from: '/settings' });
    const html = page.locator('html');
    const darkMode = page.getByRole('switch', { name: 'Dark mode' });
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(darkMode).toBeChecked();
    await darkMode.click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Toggle dark mode' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await expect(darkMode).toBeChecked();
    await expect(html).toHaveClass(/\bdark\b/);
  });

  test('shows the account and signs out of this browser', async ({ page }) => {
    await signIn(page, { from: '/settings', account: 'demo' });
    await expect(page.getByText(DEMO_ACCOUNT.email)).toBeVisible();
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Sign out of all devices ends the session in another browser too', async ({ browser }) => {
    const here = await browser.newContext();
    const elsewhere = await browser.newContext();
    try {
      const pageHere = await here.newPage();
      const pageElsewhere = await elsewhere.newPage();
      // Both browsers must hold sessions of one account: one of this test's own, so that signing out
      // everywhere cannot end a session another test (in another worker) holds.
      const account = await createFreshAccount(pageHere);
      await signIn(pageHere, { from: '/settings', account });
      await signIn(pageElsewhere, { from: '/dashboard', account });

      await pageHere.getByRole('button', { name: 'Sign out of all devices' }).click();
      await pageHere.getByRole('alertdialog').getByRole('button', { name: 'Sign out everywhere' }).click();
      await expect(pageHere).toHaveURL(/\/login$/);

      // The other browser's session is gone from the server: its next data request is refused (401) and
      // signs it out, and so does its next refresh, whose token is revoked. Which comes first is a race
      // (a background request may already have signed it out), so the stored session is made to look
      // expired only if it is still there, and the reload must end on /login either way.
      if (await hasStoredSession(pageElsewhere)) await expireStoredAccessToken(pageElsewhere);
      await pageElsewhere.reload();
      await expect(pageElsewhere).toHaveURL(/\/login$/);
      await pageElsewhere.goto('/dashboard');
      await expect(pageElsewhere).toHaveURL(/\/login$/);
    } finally {
      await here.close();
      await elsewhere.close();
    }
  });

  test('a local sign-out leaves other browsers signed in', async ({ browser }) => {
    const here = await browser.newContext();
    const elsewhere = await browser.newContext();
    try {
      const pageHere = await here.newPage();
      const pageElsewhere = await elsewhere.newPage();
      // Both browsers must hold sessions of one account: one of this test's own, so that signing out
      // everywhere cannot end a session another test (in another worker) holds.
      const account = await createFreshAccount(pageHere);
      await signIn(pageHere, { from: '/settings', account });
      await signIn(pageElsewhere, { from: '/dashboard', account });
      await pageHere.getByRole('button', { name: 'Sign out', exact: true }).click();
      await expect(pageHere).toHaveURL(/\/login$/);

      await expireStoredAccessToken(pageElsewhere);
      await pageElsewhere.reload();
      await expect(pageElsewhere.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(pageElsewhere).toHaveURL(/\/dashboard$/);
    } finally {
      await here.close();
      await elsewhere.close();
    }
  });

  test('has no accessibility violations', async ({ page }) => {
    await signIn(page, { from: '/settings' });
    await expect(page.getByRole('switch', { name: 'Dark mode' })).toBeVisible();
    // The storage card's breakdown (decision 049) is part of what is checked.
    const breakdown = page.getByRole('table', { name: 'What takes the room' });
    await expect(breakdown.getByRole('rowheader', { name: 'Records' })).toBeVisible();
    await expect(breakdown.getByRole('rowheader', { name: 'History' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
