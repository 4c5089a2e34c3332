import { expect, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

const MESSAGE = "Oops! The page you're looking for doesn't exist or has been moved to another location.";

test.describe('not-found page', () => {
  test('an unknown path shows the 404 page with its buttons and links', async ({ page }) => {
    await page.goto('/no-such-place');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText(MESSAGE, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Home' })).toBeVisible();
    const links = page.getByRole('navigation', { name: 'Popular pages' }).getByRole('link');
    await expect(links).toHaveText(['Dashboard', 'Novels', 'Universes', 'Campaigns']);
    await expect(page).toHaveTitle('Page Not Found · Fablehold');
  });

  test('Go Home leads to the dashboard and Go Back returns to the previous page', async ({ page }) => {
    await signIn(page);
    await page.goto('/novels');
    await page.goto('/no-such-place');
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/novels$/);

    await page.goto('/no-such-place');
    await page.getByRole('button', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('Go Back on a 404 opened in a new tab stays in the app', async ({ page, context }) => {
    await signIn(page);
    // A tab opened by a link elsewhere has no history of its own.
    const [newTab] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate(() => window.open('/no-such-place', '_blank')),
    ]);
    await expect(newTab.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await newTab.getByRole('button', { name: 'Go Back' }).click();
    await expect(newTab).toHaveURL(/\/dashboard$/);
  });

  test('its links lead to the main areas', async ({ page }) => {
    await signIn(page);
    await page.goto('/no-such-place');
    await page.getByRole('link', { name: 'Universes' }).click();
    await expect(page).toHaveURL(/\/universes$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Universes' })).toBeVisible();
  });

  test('has no axe violations', async ({ page }) => {
    await page.goto('/no-such-place');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
