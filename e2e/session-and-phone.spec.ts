import { expect, type Page, test } from '@playwright/test';
import { fillLoginForm, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

const AUTH_STORAGE_KEY = 'fablehold-auth';

async function storedAccessToken(page: Page): Promise<string> {
  const stored = await page.evaluate((key) => window.localStorage.getItem(key), AUTH_STORAGE_KEY);
  const token = (JSON.parse(stored ?? '{}') as { access_token?: string }).access_token;
  expect(token, 'a stored session').toBeTruthy();
  return token ?? '';
}

async function expectNoHorizontalOverflow(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
}

test.describe('session end and phone widths', () => {
  test('a session ended elsewhere goes to /login and back to the page after signing in', async ({ page }) => {
    const account = await signIn(page, { from: '/novels' });
    await page.goto('/novels/n-ashen-crown/characters');
    await expect(page.getByRole('heading', { level: 1, name: 'The Ashen Crown' })).toBeVisible();
    // This journey is about the next page load. An open page would notice the ended session first (its
    // live connection, decision 062, or any request of its own) and sign out there, so it is closed
    // before the session ends elsewhere; the next page opens in the same browser, its storage kept.
    const token = await storedAccessToken(page);
    const next = await page.context().newPage();
    await page.close();

    // Another device signs out everywhere: this browser's access token is still unexpired but dead.
    const answer = await next.request.post('/auth/v1/logout?scope=global', {
      headers: { Authorization: `Bearer ${token}`, apikey: 'fablehold-local-anon-key' },
    });
    expect(answer.status()).toBe(204);

    // The next page load still holds the unexpired token: the data API's 401 ends the session here.
    await next.goto('/timelines');
    await expect(next).toHaveURL(/\/login\?next=%2Ftimelines$/);
    await fillLoginForm(next, account.email, account.password);
    await next.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(next).toHaveURL(/\/timelines$/);
    await expect(next.getByRole('heading', { level: 1, name: 'Timelines' })).toBeVisible();
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("a novel's tab bar hints at more tabs; settings, export and 404 fit", async ({ page }) => {
      await signIn(page, { from: '/novels/n-ashen-crown' });
      const tabs = page.getByRole('navigation', { name: 'Novel sections' });
      await expect(tabs).toBeVisible();
      const after = page.locator('[data-scroll-hint="after"]');
      await expect(after).toBeVisible();
      await after.click();
      await expect(page.locator('[data-scroll-hint="before"]')).toBeVisible();
      // Keyboard users still reach the last tab; it scrolls into view.
      const last = tabs.getByRole('link').last();
      await last.focus();
      await expect(last).toBeInViewport();
      await expectNoHorizontalOverflow(page);
      await expectNoAxeViolations(page);

      await page.goto('/settings');
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await expectNoHorizontalOverflow(page);

      await page.goto('/reference?tab=export-import');
      await expect(page.getByRole('heading', { name: 'Import Data' })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoAxeViolations(page);

      await page.goto('/profile?tab=settings');
      await expect(page.getByLabel('Confirm New Password')).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoAxeViolations(page);

      await page.goto('/no-such-place');
      await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      for (const icon of await page.getByRole('navigation', { name: 'Popular pages' }).locator('svg').all()) {
        const box = await icon.boundingBox();
        expect(box?.width).toBeCloseTo(16, 0);
        expect(box?.height).toBeCloseTo(16, 0);
      }
      await expectNoAxeViolations(page);
    });
  });
});
