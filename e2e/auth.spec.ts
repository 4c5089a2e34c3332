import { expect, test } from '@playwright/test';
import { DEMO_ACCOUNT, fillLoginForm, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

test.describe('access rules', () => {
  test('a signed-out visit to /novels goes to /login and returns to /novels after sign-in', async ({
    page,
  }) => {
    await signIn(page, { from: '/novels', account: 'demo', through: 'form' });
    await expect(page).toHaveURL(/\/novels$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Novels' })).toBeVisible();
  });

  test('/ needs a session and then leads to the dashboard', async ({ page }) => {
    await signIn(page, { from: '/', through: 'form' });
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page).toHaveTitle('Dashboard · Fablehold');
  });

  test('a signed-in user on /login goes to the dashboard, and the session survives a reload', async ({
    page,
  }) => {
    await signIn(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });
});

test.describe('login screen', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login');
  });

  test('shows the title, subtitle, tabs and sign-in controls', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Sign in to continue to your projects')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Login', selected: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Register' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Forgot your password?' })).toBeVisible();
    await expect(page).toHaveTitle('Sign in · Fablehold');
  });

  test('checks the email first, then the password length, then that both are filled', async ({ page }) => {
    const form = page.getByRole('form', { name: 'Sign in' });
    const signInButton = page.getByRole('button', { name: 'Sign in', exact: true });
    const alert = page.getByRole('alert');

    await signInButton.click();
    await expect(alert).toHaveText('Please enter a valid email address');
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    await fillLoginForm(page, 'demo@example', 'demo-password');
    await signInButton.click();
    await expect(alert).toHaveText('Please enter a valid email address');

    await fillLoginForm(page, 'demo@example.com', '12345');
    await signInButton.click();
    await expect(alert).toHaveText('Password must be at least 6 characters long');
    await expect(form.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');

    await fillLoginForm(page, 'demo@example.com', '       ');
    await signInButton.click();
    await expect(alert).toHaveText('Please enter both email and password');

    // What the user typed stays put.
    await expect(form.getByLabel('Email')).toHaveValue('demo@example.com');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('rewords wrong credentials and keeps what was typed', async ({ page }) => {
    const form = page.getByRole('form', { name: 'Sign in' });
    await fillLoginForm(page, DEMO_ACCOUNT.email, 'wrong-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The email or password you entered is incorrect. Please try again.',
    );
    await expect(form.getByLabel('Email')).toHaveValue(DEMO_ACCOUNT.email);
    await expect(form.getByLabel('Password')).toHaveValue('wrong-password');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Google and Microsoft say the login type is not supported', async ({ page }) => {
    for (const provider of ['Google', 'Microsoft']) {
      await page.reload();
      await page.getByRole('button', { name: provider }).click();
      await expect(page.getByRole('alert')).toHaveText('This type of login not supported atm');
    }
  });

  test('registering is always turned away', async ({ page }) => {
    await page.getByRole('tab', { name: 'Register' }).click();
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('Full name').fill('Elena Vance');
    await form.getByLabel('Email').fill('elena@example.com');
    await form.getByLabel('Password').fill('a-long-password');
    await form.getByRole('checkbox', { name: /terms/i }).check();
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toHaveText('Registration not enabled at this time');
    await expect(form.getByLabel('Full name')).toHaveValue('Elena Vance');
  });

  test('has no axe violations, in dark and in light', async ({ page }) => {
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expectNoAxeViolations(page);
    await page.evaluate(() => {
      localStorage.setItem(
        'fablehold-storage',
        JSON.stringify({ state: { isDarkMode: false, isSidebarOpen: false }, version: 0 }),
      );
    });
    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectNoAxeViolations(page);
  });
});
