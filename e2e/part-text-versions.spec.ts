import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// Issue 16: a lore entry's content keeps versions like a chapter's text — the text as it was before a
// stretch of writing — compared side by side word by word with the text on the page, and restored.

const LORE = '/universes/u-emberreach/lore/u-emberreach-l-1';

async function rewriteContent(page: Page, text: string) {
  await page.getByRole('button', { name: 'Edit Lore entry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Lore entry' });
  const content = dialog.getByRole('textbox', { name: 'Content' });
  await expect(content).toHaveAttribute('contenteditable', 'true');
  await content.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type(text);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('versions of a lore entry', () => {
  test('restore a lore entry’s earlier content from its versions', async ({ page }) => {
    await signIn(page, { from: LORE });
    const details = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
    const original = (await details.getByRole('definition').last().innerText()).trim();
    expect(original.length).toBeGreaterThan(0);

    await rewriteContent(page, 'The embers slept beneath the snow.');
    await expect(details.getByText('The embers slept beneath the snow.')).toBeVisible();
    await rewriteContent(page, 'The embers woke beneath the snow.');
    await expect(details.getByText('The embers woke beneath the snow.')).toBeVisible();

    await page.getByRole('button', { name: 'Versions of content' }).click();
    const dialog = page.getByRole('dialog', { name: 'Versions' });
    // One version for the stretch of writing: the text as it was before it.
    const kept = dialog.getByRole('button', { name: /^Automatic/ });
    await expect(kept).toHaveCount(1);
    await kept.click();
    const comparison = dialog.getByRole('region', { name: /Automatic.*compared with the current text/ });
    await expect(comparison.locator('ins')).toContainText(['woke']);
    await expect(comparison.locator('del').first()).toBeVisible();
    await expectNoAxeViolations(page);

    await comparison.getByRole('button', { name: 'Restore this version' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Restore this version?' });
    await expect(confirm).toContainText("The lore entry's content becomes");
    await confirm.getByRole('button', { name: 'Restore' }).click();
    await expect(dialog).toBeHidden();
    await expect(details.getByText('The embers woke beneath the snow.')).toBeHidden();

    // The restored text is the stored one; the text it replaced is kept as a version.
    await page.reload();
    await expect(details.getByRole('definition').last()).toHaveText(original);
    await page.getByRole('button', { name: 'Versions of content' }).click();
    await expect(dialog.getByRole('button', { name: /^Automatic/ })).toHaveCount(2);
  });
});
