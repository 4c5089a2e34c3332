import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// Issue 16: a chapter keeps versions of its text — one saved with a name here — compared side by side
// with the current text word by word, and restored into the editor.

const CHAPTER = '/novels/n-ashen-crown/chapters/n-ashen-crown-ch-2/write';

const editor = (page: Page) => page.getByRole('textbox', { name: 'Chapter text' });
const saveStatus = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^(Saved|Saving|Offline|Not saved)/ });

test.describe('versions of a chapter', () => {
  test('restore a chapter’s earlier text from its versions', async ({ page }) => {
    await signIn(page, { from: CHAPTER });
    await expect(editor(page)).toBeVisible();
    await editor(page).click();
    await page.keyboard.type('The forge was cold.');
    await expect(saveStatus(page)).toHaveText('Saved', { timeout: 3000 });

    await page.getByRole('button', { name: 'Versions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Versions' });
    await dialog.getByRole('textbox', { name: 'Version name' }).fill('Cold forge');
    await dialog.getByRole('button', { name: 'Save version' }).click();
    await expect(dialog.getByRole('button', { name: /Cold forge/ })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await editor(page).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Then Mira lit it.');
    await expect(saveStatus(page)).toHaveText('Saved', { timeout: 3000 });

    await page.getByRole('button', { name: 'Versions' }).click();
    await dialog.getByRole('button', { name: /Cold forge/ }).click();
    const comparison = dialog.getByRole('region', { name: /Cold forge.*compared with the current text/ });
    await expect(comparison.locator('ins')).toContainText(['Then']);
    await expect(comparison.getByText('This version', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await comparison.getByRole('button', { name: 'Restore this version' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Restore this version?' });
    await confirm.getByRole('button', { name: 'Restore' }).click();
    await expect(dialog).toBeHidden();
    await expect(editor(page)).toHaveText('The forge was cold.');
    await expect(saveStatus(page)).toHaveText('Saved');

    // The restored text is the stored one.
    await page.reload();
    await expect(editor(page)).toHaveText('The forge was cold.');
  });
});
