import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Sidebar' });

test.describe('shell', () => {
  test('the sidebar starts closed, opens and closes, and remembers its state across a reload', async ({
    page,
  }) => {
    await signIn(page);
    await expect(sidebar(page)).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

    await page.getByRole('button', { name: 'Open sidebar' }).click();
    await expect(sidebar(page)).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of [
      'Dashboard',
      'Novels',
      'Universes',
      'Campaigns',
      'Timelines',
      'Reference',
      'Profile',
    ]) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    await expect(sidebar(page).getByText('Connected')).toBeVisible();
    await expect(sidebar(page)).toHaveCSS('width', '256px');

    await page.reload();
    await expect(sidebar(page)).toBeVisible();
    await page.getByRole('button', { name: 'Close sidebar' }).click();
    await expect(sidebar(page)).toBeHidden();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Open sidebar' })).toBeVisible();
    await expect(sidebar(page)).toBeHidden();
  });

  test('the active sidebar link is marked as the current page', async ({ page }) => {
    await signIn(page, { from: '/novels' });
    await page.getByRole('button', { name: 'Open sidebar' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Novels' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');

    await nav.getByRole('link', { name: 'Reference' }).click();
    await expect(page).toHaveURL(/\/reference$/);
    await expect(nav.getByRole('link', { name: 'Reference' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Novels' })).not.toHaveAttribute('aria-current');
  });

  test('dark is the default; the toggle switches to light and that survives a reload', async ({ page }) => {
    await signIn(page);
    const html = page.locator('html');
    const toggle = page.getByRole('button', { name: 'Toggle dark mode' });
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    await toggle.click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Toggle dark mode' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await expect(html).toHaveClass(/\bdark\b/);
  });

  test('the top bar has a labelled search box and notifications that open the latest changes', async ({
    page,
  }) => {
    await signIn(page);
    await expect(page.getByRole('combobox', { name: 'Search' })).toHaveAttribute('placeholder', 'Search...');
    const bell = page.getByRole('button', { name: 'Notifications' });
    await bell.click();
    const recent = page.getByRole('dialog', { name: 'Recent changes' });
    await expect(recent).toBeVisible();
    // Looked at: the latest changes are listed before the panel closes.
    await expect(recent.getByRole('listitem').first()).toBeVisible();
    await page.keyboard.press('Escape');
    // Seen: the unread mark is gone.
    await expect(bell).not.toHaveAccessibleDescription('You have unread notifications');
  });

  test('the profile menu leads to the profile and settings, and signs out', async ({ page }) => {
    await signIn(page);
    const menuButton = page.getByRole('button', { name: 'Profile menu' });
    await expect(menuButton).toHaveText('EV');

    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Your Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);

    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);

    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the profile menu works from the keyboard', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Profile menu' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Your Profile' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/settings$/);
  });

  test('on a narrow screen the sidebar floats over the page and a link puts it away', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await page.getByRole('button', { name: 'Open sidebar' }).click();
    await expect(sidebar(page)).toBeVisible();
    // The page behind is out of reach (inert) while the sidebar is over it.
    const isProfileMenuInert = await page
      .getByRole('button', { name: 'Profile menu' })
      .evaluate((button) => button.closest('[inert]') !== null);
    expect(isProfileMenuInert).toBe(true);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Campaigns' }).click();
    await expect(page).toHaveURL(/\/campaigns$/);
    await expect(sidebar(page)).toBeHidden();

    await page.getByRole('button', { name: 'Open sidebar' }).click();
    await page.keyboard.press('Escape');
    await expect(sidebar(page)).toBeHidden();
  });

  test('the dashboard has no axe violations with the sidebar open, dark and light', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Open sidebar' }).click();
    await expect(sidebar(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await expectNoAxeViolations(page);
  });
});
