import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// Import made real (References → Export & Import): a JSON export of one account imported into another
// reproduces its workspace; a bad CSV row is named with its row and line before anything is written; a
// replacing import is undone from its toast, and what it replaced comes back (decision 038).

const novelTitles = (page: Page) =>
  page.getByRole('list', { name: 'Novels' }).getByRole('heading', { level: 2 });

async function importForm(page: Page) {
  await page.goto('/reference?tab=export-import');
  const form = page.getByRole('form', { name: 'Import Data' });
  await expect(form).toBeVisible();
  return form;
}

test.describe('Import', () => {
  test('a replacing import is undone from its toast: every novel comes back, and what it added is in the Trash', async ({
    page,
  }) => {
    await signIn(page, { from: '/novels' });
    await expect(novelTitles(page)).toHaveCount(6);
    const universe = {
      id: 'u-glasswater',
      name: 'Glasswater',
      description: 'Brought by a file',
      lastUpdated: '2026-01-02T03:04:05.000Z',
      imageUrl: '',
      isFavorite: false,
      timePeriods: [],
      magicSystems: [],
      factions: [],
      cultures: [],
      technologies: [],
      races: [],
      items: [],
      lore: [],
    };
    const tables = [
      'worlds',
      'locations',
      'novels',
      'campaigns',
      'timelines',
      'events',
      'characters',
      'items',
    ];
    const file = JSON.stringify({ universes: [universe], ...Object.fromEntries(tables.map((t) => [t, []])) });

    const form = await importForm(page);
    await form
      .getByLabel('JSON, CSV, or SQL up to 10MB')
      .setInputFiles({ name: 'glasswater.json', mimeType: 'application/json', buffer: Buffer.from(file) });
    await form.getByRole('checkbox', { name: 'Replace existing data' }).click();
    await form.getByRole('button', { name: 'Import Data' }).click();
    const preview = page.getByRole('region', { name: 'Import Preview' });
    await preview.getByRole('button', { name: 'Confirm Import' }).click();
    await expect(form.getByRole('status')).toContainText('Imported "');

    const notices = page.getByRole('region', { name: 'Notifications (F8)' });
    await expect(notices).toContainText('Imported 1 record');
    await expectNoAxeViolations(page);
    await page.keyboard.press('F8');
    const undo = notices.getByRole('button', { name: 'Undo' });
    await expect(undo).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(notices).toContainText('Import undone: what it added is in the Trash');
    await expect(form.getByRole('status')).toHaveText(
      'The import was undone: what it added is in the Trash.',
    );

    await page.goto('/novels');
    await expect(novelTitles(page)).toHaveCount(6);
    await page.goto('/trash');
    const entries = page.getByRole('main');
    await expect(entries.getByText(/^Undone the import of /)).toBeVisible();
    await expect(entries.getByText('With 1 universe.')).toBeVisible();
    await expect(entries.getByText(/^Replaced by the import of /)).toHaveCount(0);
  });

  test('a JSON export of one account, imported into a fresh one, gives it the same novels', async ({
    page,
    browser,
  }) => {
    // Account A: a workspace of its own, one novel more than the sample.
    await signIn(page, { from: '/novels' });
    await expect(novelTitles(page)).toHaveCount(6);
    await page.getByRole('button', { name: 'New Novel' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Novel' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('The Imported Tide');
    await dialog.getByRole('button', { name: 'Create Novel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The Imported Tide' })).toBeVisible();
    await page.goto('/novels');
    await expect(novelTitles(page)).toHaveCount(7);
    const titlesOfA = await novelTitles(page).allTextContents();

    await page.goto('/reference?tab=export-import');
    const exportForm = page.getByRole('form', { name: 'Export Data' });
    const downloading = page.waitForEvent('download');
    await exportForm.getByRole('button', { name: 'Export Data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('fablehold-export.json');
    const file = await readFile(await download.path());
    const exported = JSON.parse(file.toString('utf8')) as { novels: { chapters: unknown[] }[] };
    // Whole records, not just the References columns: chapters travel too.
    expect(exported.novels.some((novel) => novel.chapters.length > 0)).toBe(true);

    // Account B, in a browser of its own.
    const context = await browser.newContext();
    const other = await context.newPage();
    try {
      await signIn(other, { from: '/reference?tab=export-import' });
      const form = await importForm(other);
      await form
        .getByLabel('JSON, CSV, or SQL up to 10MB')
        .setInputFiles({ name: 'fablehold-export.json', mimeType: 'application/json', buffer: file });
      await form.getByRole('checkbox', { name: 'Replace existing data' }).click();
      await form.getByRole('button', { name: 'Import Data' }).click();

      const preview = other.getByRole('region', { name: 'Import Preview' });
      await expect(preview).toBeVisible();
      await expect(preview.getByRole('heading', { name: 'Import Preview' })).toBeFocused();
      const novelsRow = preview.getByRole('row', { name: /^Novels/ });
      await expect(novelsRow.getByRole('cell')).toHaveText(['1', '6', '0', '0']);
      await expect(preview.getByRole('row', { name: /^Universes/ }).getByRole('cell')).toHaveText([
        '0',
        '3',
        '0',
        '0',
      ]);
      await expectNoAxeViolations(other);

      await preview.getByRole('button', { name: 'Confirm Import' }).click();
      await expect(form.getByRole('status')).toContainText('Imported "');
      await expect(preview).toBeHidden();

      await other.goto('/novels');
      await expect(novelTitles(other)).toHaveCount(7);
      expect((await novelTitles(other).allTextContents()).sort()).toEqual([...titlesOfA].sort());
      // The import is stored, not only shown: it survives a reload.
      await other.reload();
      await expect(novelTitles(other)).toHaveCount(7);
    } finally {
      await context.close();
    }
  });

  test('a CSV with a bad row shows the problem with its row and line and imports nothing', async ({
    page,
  }) => {
    await signIn(page, { from: '/reference?tab=export-import' });
    const form = await importForm(page);
    const csv = [
      '# novels',
      'id,title,status,wordCount,description,isFavorite,lastUpdated,universeId',
      'n-csv-1,Fine Tale,draft,100,,false,2026-01-01T00:00:00.000Z,',
      'n-csv-2,Broken Tale,draft,lots,,false,2026-01-01T00:00:00.000Z,',
      '',
    ].join('\r\n');
    await form
      .getByLabel('JSON, CSV, or SQL up to 10MB')
      .setInputFiles({ name: 'novels.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await form.getByRole('button', { name: 'Import Data' }).click();
    const preview = page.getByRole('region', { name: 'Import Preview' });
    await expect(preview.getByRole('list', { name: 'Import problems' })).toHaveText(
      'Table novels, row 2, line 4: wordCount must be a number, not "lots"',
    );
    await expect(preview.getByRole('button', { name: 'Confirm Import' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await expectNoAxeViolations(page);

    // A link to a universe that does not exist is found by the server's preview, with its row too.
    const linked = [
      '# novels',
      'id,title,status,wordCount,description,isFavorite,lastUpdated,universeId',
      'n-csv-1,Fine Tale,draft,100,,false,2026-01-01T00:00:00.000Z,u-nowhere',
      '',
    ].join('\r\n');
    await form
      .getByLabel('JSON, CSV, or SQL up to 10MB')
      .setInputFiles({ name: 'novels.csv', mimeType: 'text/csv', buffer: Buffer.from(linked) });
    await form.getByRole('button', { name: 'Import Data' }).click();
    await expect(preview.getByRole('list', { name: 'Import problems' })).toHaveText(
      'Table novels, row 1, line 3, universeId: The universe u-nowhere does not exist',
    );

    await page.goto('/novels');
    await expect(novelTitles(page)).toHaveCount(6);
    await expect(page.getByText('Fine Tale')).toHaveCount(0);
  });
});
