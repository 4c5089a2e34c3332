import { expect, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// Issue 16: every change is kept with what it changed; a record's History lists them with a readable
// diff, and restoring a version brings the old value back as a new change.

const NOVEL = '/novels/n-ashen-crown';

test.describe('history of a record', () => {
  test('edit a novel, see the change in its History, and restore the title it had', async ({ page }) => {
    await signIn(page, { from: NOVEL });
    await expect(page.getByRole('heading', { level: 1, name: 'The Ashen Crown' })).toBeVisible();

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = page.getByRole('form', { name: 'Edit novel' });
    await form.getByRole('textbox', { name: 'Title' }).fill('The Ashen Throne');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The Ashen Throne' })).toBeVisible();

    await page.getByRole('button', { name: 'History' }).click();
    // The dialog is named after the novel, whose title the restore changes.
    const dialog = page.getByRole('dialog', { name: /^History of The Ashen/ });
    const changes = dialog.getByRole('region', { name: 'Changes' });
    await expect(changes.getByRole('button', { name: /Edited novel “The Ashen Throne”/ })).toBeVisible();
    const view = dialog.getByRole('region', { name: 'What changed' });
    await expect(view.getByRole('heading', { name: 'Edited novel “The Ashen Throne”' })).toBeVisible();
    await expect(view.locator('del')).toContainText('The Ashen Crown');
    await expect(view.locator('ins')).toContainText('The Ashen Throne');
    await expectNoAxeViolations(page);

    await view.getByRole('button', { name: 'Restore the version before' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Restore the version before?' });
    await confirm.getByRole('button', { name: 'Restore' }).click();
    await expect(confirm).toBeHidden();
    await expect(changes.getByRole('button', { name: /Restored novel “The Ashen Crown”/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The Ashen Crown' })).toBeVisible();

    // The restored title is the stored one.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'The Ashen Crown' })).toBeVisible();
  });
});
