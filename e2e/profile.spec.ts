import { expect, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

test.describe('profile', () => {
  test('shows the header and moves between tabs with the keyboard', async ({ page }) => {
    const { email } = await signIn(page, { from: '/profile' });
    await expect(page.getByRole('heading', { level: 1, name: 'Elena Voss' })).toBeVisible();
    await expect(page.getByText('@elenavoss')).toBeVisible();
    // A stored workspace's profile carries the signed-in account's email (decision 012).
    await expect(page.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);

    const overview = page.getByRole('tab', { name: 'Overview' });
    await expect(overview).toHaveAttribute('aria-selected', 'true');
    await overview.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Projects' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveText('Projects content will be shown here.');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tabpanel')).toHaveText('Activity log will be shown here.');
    await expect(page).toHaveURL(/\/profile\?tab=activity$/);
  });

  test('opens a recent project and edits the profile in the Settings tab', async ({ page }) => {
    await signIn(page, { from: '/profile' });
    await page.getByRole('link', { name: 'Open The Ashen Crown' }).click();
    await expect(page).toHaveURL(/\/novels\/n-ashen-crown$/);
    await page.goBack();

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    const bio = page.getByRole('textbox', { name: 'Bio' });
    await bio.fill('Cartographer of imaginary places.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Changes saved')).toBeVisible();
    await page.getByRole('tab', { name: 'Overview' }).click();
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    // The Settings form (and its Bio field holding the same words) leaves with its tab; only then is the
    // saved bio the page's one copy of that text, in the profile's header.
    await expect(bio).toHaveCount(0);
    await expect(page.getByText('Cartographer of imaginary places.')).toBeVisible();
  });

  test('Follow is a toggle button', async ({ page }) => {
    await signIn(page, { from: '/profile' });
    const follow = page.getByRole('button', { name: 'Follow' });
    await expect(follow).toHaveAttribute('aria-pressed', 'false');
    await follow.click();
    await expect(follow).toHaveAttribute('aria-pressed', 'true');
  });

  test('has no accessibility violations on Overview and Settings', async ({ page }) => {
    await signIn(page, { from: '/profile' });
    await expect(page.getByRole('region', { name: 'Recent Projects' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
