import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { strFromU8, unzipSync, zipSync } from 'fflate';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// Never locked in (issue 26 items 4 and 5, decision 056): a chapter written in one account comes out in
// the Markdown vault, the vault imported into another account gives it back, and a hand-made Obsidian
// vault goes through the preview's folder step and its report. A World Anvil world export (decision 081)
// takes the same form: recognised, previewed with its report, imported from the keyboard.

const ASHEN = '/novels/n-ashen-crown';
const FIRST = 'A Scar for a Promise';
const WRITTEN = 'Mira lit the forge at dawn, and the ash remembered her.';
const editor = (page: Page) => page.getByRole('textbox', { name: 'Chapter text' });

test('the Markdown vault downloads, imports back, and a hand-made vault is mapped folder by folder', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page, { from: `${ASHEN}/chapters` });
  await page.getByRole('link', { name: `Write ${FIRST}` }).click();
  await editor(page).click();
  await page.keyboard.type(WRITTEN);
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 5000 });

  // The vault, beside the spec's export form (which is as it was).
  await page.goto('/reference?tab=export-import');
  await expect(page.getByRole('form', { name: 'Export Data' })).toBeVisible();
  const vaultForm = page.getByRole('form', { name: 'Markdown vault' });
  await expect(vaultForm.getByRole('combobox', { name: 'What to export' })).toHaveValue('workspace');
  await expectNoAxeViolations(page);
  const downloading = page.waitForEvent('download');
  await vaultForm.getByRole('button', { name: 'Download Markdown (.zip)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('fablehold-markdown.zip');
  await expect(
    page.getByRole('status').filter({ hasText: 'Downloaded fablehold-markdown.zip' }),
  ).toContainText('open the folder in Obsidian as a vault');
  const zip = await readFile(await download.path());
  const entries = unzipSync(new Uint8Array(zip));
  const chapter = strFromU8(entries[`Novels/The Ashen Crown/Chapters/01 ${FIRST}.md`] ?? new Uint8Array());
  expect(chapter).toContain('type: novels/chapters');
  expect(chapter).toContain(WRITTEN);

  // Into another account, over its own sample: the chapter comes back.
  const context = await browser.newContext();
  const other = await context.newPage();
  await signIn(other, { from: '/reference?tab=export-import' });
  const importForm = other.getByRole('form', { name: 'Import Data' });
  const file = importForm.getByLabel('JSON, CSV, or SQL up to 10MB');
  await file.setInputFiles({ name: 'fablehold-markdown.zip', mimeType: 'application/zip', buffer: zip });
  await importForm.getByRole('checkbox', { name: 'Replace existing data' }).click();
  await importForm.getByRole('button', { name: 'Import Data' }).click();
  const preview = other.getByRole('region', { name: 'Import Preview' });
  await expect(preview.getByRole('row', { name: /^Novels 0 6 / })).toBeVisible();
  await preview.getByRole('button', { name: 'Confirm Import' }).click();
  await expect(importForm.getByRole('status')).toContainText('Imported "fablehold-markdown.zip"');
  await other.goto(`${ASHEN}/chapters`);
  await other.getByRole('link', { name: `Write ${FIRST}` }).click();
  await expect(editor(other)).toHaveText(WRITTEN);

  // A hand-made vault: its untyped folders get a kind in the preview, and the report says what stayed out.
  await other.goto('/reference?tab=export-import');
  const vault = await readFile(join(import.meta.dirname, '../common/vault/fixtures/glass-orchard-vault.zip'));
  await file.setInputFiles({ name: 'glass-orchard-vault.zip', mimeType: 'application/zip', buffer: vault });
  await importForm.getByRole('button', { name: 'Import Data' }).click();
  const folders = other.getByRole('region', { name: 'Folders of notes' });
  await expect(folders.getByRole('combobox', { name: 'Characters (1 note)' })).toHaveValue('character');
  await folders.getByRole('combobox', { name: 'Places (1 note)' }).selectOption({ label: 'Characters' });
  await expect(preview.getByRole('row', { name: /^Characters 4 / })).toBeVisible();
  const report = preview.getByRole('list', { name: 'Not in this file' });
  await expect(report).toContainText('Items/Glass apple.md: type “Fruit” is not one of Artifact');
  await expect(report).not.toContainText('“Places”');
  await expectNoAxeViolations(other);
  if (process.env.SCREENSHOTS !== undefined) {
    await other.screenshot({
      path: `screenshots/vault-preview-${process.env.SCREENSHOTS}.png`,
      fullPage: true,
    });
  }
  await preview.getByRole('button', { name: 'Confirm Import' }).click();
  await expect(importForm.getByRole('status')).toContainText('Imported "glass-orchard-vault.zip"');

  // A World Anvil world export: the hand-written fixture zipped here, with a portrait (a PNG's header).
  const anvil = join(import.meta.dirname, '../common/vault/fixtures/world-anvil-brasswick');
  const zipped: Record<string, Uint8Array> = { 'world.json': await readFile(join(anvil, 'world.json')) };
  for (const name of await readdir(join(anvil, 'articles')))
    zipped[`articles/${name}`] = await readFile(join(anvil, 'articles', name));
  zipped['images/ada-portrait.png'] = new Uint8Array([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 8, 0, 0, 0,
    8, 8, 6, 0, 0, 0,
  ]);
  await file.setInputFiles({
    name: 'brasswick.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from(zipSync(zipped)),
  });
  await importForm.getByRole('button', { name: 'Import Data' }).click();
  await expect(preview.getByRole('heading', { name: 'Import Preview' })).toBeFocused();
  await expect(preview.getByRole('row', { name: /^Characters 1 / })).toBeVisible();
  await expect(preview.getByRole('row', { name: /^Locations 2 / })).toBeVisible();
  await expect(preview.getByRole('row', { name: /^Uploaded images 1 / })).toBeVisible();
  await expect(report).toContainText(
    'articles/ada-fenwick.json: [u], [section] are not kept; the text inside is',
  );
  await expect(report).toContainText('the picture “gear-crest.jpg” is not in the .zip');
  await expectNoAxeViolations(other);
  const confirm = preview.getByRole('button', { name: 'Confirm Import' });
  await confirm.focus();
  await other.keyboard.press('Enter');
  await expect(importForm.getByRole('status')).toContainText('Imported "brasswick.zip"');
  await other.goto('/universes/wa-universe-7c1e0d2a-5b9f-4a61-9d3e-0a1b2c3d4e5f');
  await expect(other.getByRole('heading', { name: 'Brasswick', level: 1 })).toBeVisible();
  await context.close();
});
