import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// Restoring a backup in the browser (issue 26 item 6, decision 065): a .zip made by Export, a chapter
// deleted since, the backup restored from the Reference page's 'Restore a backup' after a preview of
// what it replaces; the chapter is back.

const ASHEN = '/novels/n-ashen-crown';
const FIRST = 'A Scar for a Promise';
const firstChapter = (page: Page) =>
  page.getByRole('list', { name: 'Chapters' }).getByRole('link', { name: FIRST, exact: true });

test('a .zip backup restored through the preview brings back a chapter deleted since', async ({ page }) => {
  await signIn(page, { from: '/reference?tab=export-import' });
  const exportForm = page.getByRole('form', { name: 'Export Data' });
  await exportForm.getByRole('switch', { name: 'Include uploaded images (.zip)' }).click();
  const downloading = page.waitForEvent('download');
  await exportForm.getByRole('button', { name: 'Export Data' }).click();
  const zip = await readFile(await (await downloading).path());

  await page.goto(`${ASHEN}/chapters`);
  await page.getByRole('button', { name: `Delete ${FIRST}` }).click();
  await page
    .getByRole('alertdialog', { name: `Delete "${FIRST}"?` })
    .getByRole('button', { name: 'Delete Chapter' })
    .click();
  await expect(firstChapter(page)).toHaveCount(0);

  await page.goto('/reference?tab=export-import');
  const restore = page.getByRole('form', { name: 'Restore a backup' });
  await restore
    .getByLabel(/Backup file/)
    .setInputFiles({ name: 'fablehold-export.zip', mimeType: 'application/zip', buffer: zip });
  await restore.getByRole('button', { name: 'Preview restore' }).click();
  const preview = page.getByRole('region', { name: 'Restore preview' });
  await expect(preview.getByRole('heading', { name: 'Restore preview' })).toBeFocused();
  await expect(preview.getByRole('list', { name: 'Replaced by the backup’s copy' })).toContainText(
    /Novels: \d+/,
  );
  await expect(preview.getByText(/goes to the Trash as one entry/)).toBeVisible();
  await expectNoAxeViolations(page);
  await preview.getByRole('button', { name: 'Restore this backup' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Restored "fablehold-export.zip"/ }),
  ).toBeVisible();

  await page.goto(`${ASHEN}/chapters`);
  await expect(firstChapter(page)).toBeVisible();
});
