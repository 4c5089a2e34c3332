import { readFile } from 'node:fs/promises';
import { type Download, expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

const ASHEN_CROWN_DESCRIPTION =
  'Mira Coldwater, a forge apprentice with a scarred palm, finds the crown everyone swore was destroyed, and learns that it still hears every oath sworn in the Emberreach, including the ones the Cinder Court would rather forget.';

async function openReference(page: Page, tab?: string) {
  await signIn(page, { from: tab ? `/reference?tab=${tab}` : '/reference' });
  await expect(page.getByRole('heading', { level: 1, name: 'References' })).toBeVisible();
}

const editor = (page: Page) => page.getByRole('textbox', { name: 'Query', exact: true });
const results = (page: Page) => page.getByRole('region', { name: 'Query results' });
const history = (page: Page) => page.getByRole('list', { name: 'Query history' }).getByRole('button');
const resultCount = (page: Page) => page.getByText(/^\d+ result\(s\)$/);

async function runQuery(page: Page, source: string) {
  await editor(page).fill(source);
  await page.getByRole('button', { name: 'Run Query' }).click();
}

/** The result table's cells, row by row, as text (header excluded). */
async function resultRows(page: Page): Promise<string[][]> {
  const rows = results(page).getByRole('row');
  const count = await rows.count();
  const out: string[][] = [];
  for (let index = 1; index < count; index += 1) {
    out.push(await rows.nth(index).getByRole('cell').allInnerTexts());
  }
  return out;
}

async function downloadText(download: Download): Promise<string> {
  const path = await download.path();
  return readFile(path, 'utf8');
}

test.describe('query editor', () => {
  test('runs the initial query and shows NULL, booleans and long text cut at 100 characters', async ({
    page,
  }) => {
    await openReference(page);
    await expect(editor(page)).toHaveValue('SELECT * FROM novels LIMIT 5');
    await expect(editor(page)).toHaveAttribute('placeholder', 'SELECT * FROM novels');
    await expect(page.getByText('No results to display. Run a query to see data.')).toBeVisible();
    await page.getByRole('button', { name: 'Run Query' }).click();
    await expect(page.getByText('5 result(s)')).toBeVisible();
    await expect(results(page).getByRole('columnheader')).toHaveText([
      'id',
      'title',
      'status',
      'wordCount',
      'description',
      'isFavorite',
      'lastUpdated',
      'universeId',
    ]);

    await runQuery(
      page,
      "SELECT title, universeId, isFavorite, description FROM novels WHERE title LIKE 'orchard'",
    );
    await expect(page.getByText('1 result(s)')).toBeVisible();
    expect(await resultRows(page)).toEqual([
      [
        'A Quiet Orchard',
        'NULL',
        'false',
        'A standalone story about two sisters, an inherited orchard and one unsent letter.',
      ],
    ]);

    await runQuery(page, "SELECT title, description FROM novels WHERE title = 'the ashen crown'");
    const cut = results(page).getByTitle(ASHEN_CROWN_DESCRIPTION);
    await expect(cut).toHaveText(`${ASHEN_CROWN_DESCRIPTION.slice(0, 100)}...`);
    // Keyboard users reach the whole text by focusing the cell.
    await cut.focus();
    await expect(results(page).getByRole('tooltip')).toBeVisible();
    await expect(results(page).getByRole('tooltip')).toHaveText(ASHEN_CROWN_DESCRIPTION);
  });

  test('runs with Ctrl+Enter, shows an error titled Error, and Clear resets everything', async ({ page }) => {
    await openReference(page);
    await editor(page).fill('SHOW TABLES');
    await editor(page).press('Control+Enter');
    await expect(page.getByText('9 result(s)')).toBeVisible();

    await editor(page).fill('SELECT * FROM dragons');
    await editor(page).press('Control+Enter');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Error');
    await expect(alert).toContainText("Table 'dragons' not found");
    // An error clears the results.
    await expect(results(page)).toHaveCount(0);
    await expect(resultCount(page)).toHaveCount(0);

    await runQuery(page, 'SELECT title FROM novels WHERE');
    await expect(page.getByRole('alert')).toContainText(/Query error: .+ at line 1, column \d+/);
    await runQuery(page, 'DELETE FROM novels');
    await expect(page.getByRole('alert')).toContainText('Unsupported query');

    await page.getByRole('button', { name: 'Clear', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(editor(page)).toHaveValue('');
    await expect(page.getByText('No results to display. Run a query to see data.')).toBeVisible();
  });

  test('keeps a history of distinct successful queries, newest first, cut at 40 characters', async ({
    page,
  }) => {
    await openReference(page);
    await expect(page.getByRole('heading', { name: 'History' })).toHaveCount(0);
    await runQuery(page, 'SELECT title FROM novels');
    await runQuery(page, 'SELECT * FROM dragons');
    await runQuery(page, 'SELECT name FROM universes');
    await runQuery(page, "SELECT name, type, rarity, description FROM items WHERE rarity = 'legendary'");
    await expect(history(page)).toHaveText([
      'SELECT name, type, rarity, description F...',
      'SELECT name FROM universes',
      'SELECT title FROM novels',
    ]);
    // The whole query stays available on hover.
    await expect(history(page).first()).toHaveAttribute(
      'title',
      "SELECT name, type, rarity, description FROM items WHERE rarity = 'legendary'",
    );

    // A click re-runs an entry and moves it to the top, without duplicating it.
    await history(page).filter({ hasText: 'SELECT title FROM novels' }).click();
    await expect(editor(page)).toHaveValue('SELECT title FROM novels');
    await expect(page.getByText('6 result(s)')).toBeVisible();
    await expect(history(page)).toHaveText([
      'SELECT title FROM novels',
      'SELECT name, type, rarity, description F...',
      'SELECT name FROM universes',
    ]);

    for (let limit = 1; limit <= 10; limit += 1) await runQuery(page, `SELECT id FROM events LIMIT ${limit}`);
    await expect(history(page)).toHaveCount(10);
    await expect(history(page).first()).toHaveText('SELECT id FROM events LIMIT 10');
    await expect(history(page).last()).toHaveText('SELECT id FROM events LIMIT 1');

    await page.getByRole('button', { name: 'Clear history' }).click();
    await expect(page.getByRole('list', { name: 'Query history' })).toHaveCount(0);
  });

  test('Format, Join and the example chips fill the editor', async ({ page }) => {
    await openReference(page);
    await editor(page).fill("select   title,\n  wordCount from novels   where title = 'the  Ashen   crown'");
    await page.getByRole('button', { name: 'Format' }).click();
    await expect(editor(page)).toHaveValue(
      "SELECT title, wordCount FROM novels WHERE title = 'the  Ashen   crown'",
    );

    await page.getByRole('button', { name: 'Join' }).click();
    await expect(editor(page)).toHaveValue(
      'SELECT n.title, n.status, u.name AS universe FROM novels n JOIN universes u ON n.universeId = u.id',
    );
    await page.getByRole('button', { name: 'Run Query' }).click();
    await expect(page.getByText('5 result(s)')).toBeVisible();
    await expect(results(page).getByRole('columnheader')).toHaveText(['title', 'status', 'universe']);
    await expect(results(page).getByRole('row', { name: /The Ashen Crown/ })).toContainText('The Emberreach');

    const chips = page.getByRole('list', { name: 'Example queries' }).getByRole('button');
    await expect(chips).toHaveCount(5);
    await chips.filter({ hasText: 'Character fields' }).click();
    await expect(editor(page)).toHaveValue('DESCRIBE characters');
    await editor(page).press('Control+Enter');
    await expect(results(page).getByRole('row', { name: /campaignId/ })).toContainText(
      'foreign key to campaigns.id',
    );
    await chips.filter({ hasText: 'Campaigns by status' }).click();
    await page.getByRole('button', { name: 'Run Query' }).click();
    await expect(results(page).getByRole('columnheader')).toHaveText(['status', 'count']);
  });

  test('copies the result as CSV and exports query-results.csv with full values', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openReference(page);
    await runQuery(page, "SELECT name, type FROM items WHERE name LIKE '4,112'");
    await expect(page.getByText('1 result(s)')).toBeVisible();
    await page.getByRole('button', { name: 'Copy as CSV' }).click();
    await expect(page.getByText('Copied 1 row as CSV.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      'name,type\r\n"Page 4,112",Quest Item\r\n',
    );

    await runQuery(
      page,
      'SELECT title, description, universeId FROM novels WHERE wordCount > 80000 ORDER BY title',
    );
    await expect(page.getByText('3 result(s)')).toBeVisible();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).last().click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('query-results.csv');
    const csv = await downloadText(download);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('title,description,universeId');
    expect(lines[2]).toBe(`The Ashen Crown,"${ASHEN_CROWN_DESCRIPTION}",u-emberreach`);
    expect(lines).toHaveLength(5);
  });

  test('the schema browser queries a table, shows its fields and keys, its structure and its data', async ({
    page,
  }) => {
    await openReference(page);
    const tables = page.getByRole('list', { name: 'Tables' });
    await expect(tables.getByRole('listitem').filter({ hasText: 'events' })).toContainText('54 rows');
    await page.getByRole('button', { name: 'Query novels' }).click();
    await expect(editor(page)).toHaveValue('SELECT * FROM novels LIMIT 10');
    await expect(page.getByText('6 result(s)')).toBeVisible();

    const toggle = tables.getByRole('button', { name: 'events', exact: true });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const fields = page.getByRole('list', { name: 'Fields of events' });
    await expect(fields.getByRole('listitem').filter({ hasText: /^id/ })).toContainText('PK');
    await expect(fields.getByRole('listitem').filter({ hasText: 'timelineId' })).toContainText(
      'FK → timelines',
    );
    await expect(fields.getByRole('listitem').filter({ hasText: 'title' })).toContainText('string');
    await expect(tables.getByText('A timeline has many events')).toBeVisible();

    await page.getByRole('button', { name: 'Structure of events' }).click();
    await expect(editor(page)).toHaveValue('DESCRIBE events');
    await expect(results(page).getByRole('row', { name: /timelineId/ })).toContainText(
      'foreign key to timelines.id',
    );
    await page.getByRole('button', { name: 'Browse Data of events' }).click();
    await expect(editor(page)).toHaveValue('SELECT * FROM events');
    await expect(page.getByText('54 result(s)')).toBeVisible();
  });
});

test.describe('reference tabs', () => {
  test('the selected tab is in the address and survives a reload', async ({ page }) => {
    await openReference(page);
    const tabs = page.getByRole('tablist', { name: 'References sections' }).getByRole('tab');
    await expect(tabs).toHaveText([
      'Query Editor',
      'Relationships',
      'Browse Data',
      'Saved Queries',
      'Export & Import',
    ]);
    await page.getByRole('tab', { name: 'Saved Queries' }).click();
    await expect(page).toHaveURL(/\/reference\?tab=saved-queries$/);
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Saved Queries' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Create a Saved Query' })).toBeVisible();
    // The console keeps its work while another tab is open.
    await page.getByRole('tab', { name: 'Query Editor' }).click();
    await runQuery(page, 'SELECT name FROM universes');
    await page.getByRole('tab', { name: 'Browse Data' }).click();
    await page.getByRole('tab', { name: 'Query Editor' }).click();
    await expect(editor(page)).toHaveValue('SELECT name FROM universes');
    await expect(page.getByText('3 result(s)')).toBeVisible();
  });

  test('Relationships draws the entity diagram with keys, a legend and zoom limits', async ({ page }) => {
    await openReference(page, 'relationships');
    const diagram = page.getByRole('group', { name: 'Entity relationship diagram' });
    const novels = diagram.getByRole('region', { name: 'novels table' });
    await expect(novels.getByRole('listitem').first()).toContainText('id');
    await expect(novels.getByRole('listitem').first()).toContainText('(primary key)');
    await expect(novels.getByRole('listitem').filter({ hasText: 'universeId' })).toContainText(
      'FK → universes',
    );
    const box = await novels.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(250);
    for (const text of ['Relationship', 'One-to-Many', 'Many-to-Many']) {
      await expect(
        page.getByRole('region', { name: 'Legend' }).getByText(text, { exact: true }),
      ).toBeVisible();
    }
    await expect(
      page.getByText('Items appear in many campaigns; a campaign has many items (Many-to-Many)'),
    ).toBeVisible();

    const level = page.getByRole('status', { name: 'Zoom level' });
    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    const zoomOut = page.getByRole('button', { name: 'Zoom out' });
    await expect(level).toHaveText('100%');
    for (let press = 0; press < 10; press += 1) await zoomIn.click();
    await expect(level).toHaveText('200%');
    await expect(zoomIn).toBeDisabled();
    for (let press = 0; press < 15; press += 1) await zoomOut.click();
    await expect(level).toHaveText('50%');
    await expect(zoomOut).toBeDisabled();
    // Zooming is animated for 0.1 s; dragging an empty spot pans the canvas.
    const canvas = diagram.locator(':scope > div');
    expect(await canvas.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0.1s');
    const area = await diagram.boundingBox();
    if (!area) throw new Error('The diagram has no box');
    await page.mouse.move(area.x + area.width - 12, area.y + 40);
    await page.mouse.down();
    await page.mouse.move(area.x + area.width - 112, area.y + 80, { steps: 5 });
    await page.mouse.up();
    await expect(canvas).toHaveAttribute('style', /translate\(-100px, 40px\) scale\(0\.5\)/);
    // Keyboard: focus the diagram, + zooms in, 0 resets.
    await diagram.focus();
    await page.keyboard.press('+');
    await expect(level).toHaveText('60%');
    await page.keyboard.press('0');
    await expect(level).toHaveText('100%');
  });

  test('Browse Data shows a card per entity; Browse switches to the editor and runs ten rows', async ({
    page,
  }) => {
    await openReference(page, 'browse-data');
    const cards = page
      .getByRole('list', { name: 'Entities' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') });
    await expect(cards).toHaveCount(9);
    const events = cards.filter({ has: page.getByRole('heading', { name: 'Events' }) });
    await expect(events).toContainText('54 records');
    await expect(events.getByRole('list', { name: 'Fields of events' })).toContainText('timelineId');
    await expect(events).toContainText('A timeline has many events');
    await page.getByRole('button', { name: 'Browse events' }).click();
    await expect(page.getByRole('tab', { name: 'Query Editor' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/tab=query-editor/);
    await expect(editor(page)).toHaveValue('SELECT * FROM events LIMIT 10');
    await expect(page.getByText('10 result(s)')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Results' })).toBeFocused();
  });

  test('Saved Queries run in the editor, and a new one is checked and joins the list', async ({ page }) => {
    await openReference(page, 'saved-queries');
    const saved = page.getByRole('list', { name: 'Saved queries' }).getByRole('heading');
    await expect(saved).toHaveText([
      'Novels by word count',
      'Active campaigns',
      'Character count by universe',
      'Rare and legendary items',
      'Protagonists and antagonists',
    ]);
    await page.getByRole('button', { name: 'Use Rare and legendary items' }).click();
    await expect(page.getByRole('tab', { name: 'Query Editor' })).toHaveAttribute('aria-selected', 'true');
    await expect(editor(page)).toHaveValue(
      "SELECT name, type, rarity FROM items WHERE rarity IN ('Rare', 'Legendary')",
    );
    // Five of the sample's items, and the Courtfire brand made from Frostmarch Vigil's item (decision 020).
    await expect(page.getByText('6 result(s)')).toBeVisible();

    await page.getByRole('tab', { name: 'Saved Queries' }).click();
    await page.getByRole('button', { name: 'Run Character count by universe' }).click();
    // Every novel's and campaign's character is a References character (decision 019): eleven of Emberreach's.
    await expect(results(page).getByRole('row', { name: /The Emberreach/ })).toContainText('11');

    await page.getByRole('tab', { name: 'Saved Queries' }).click();
    const form = page.getByRole('form', { name: 'Create a Saved Query' });
    await form.getByRole('button', { name: 'Save Query' }).click();
    await expect(form.getByText('Query name is required')).toBeVisible();
    await expect(form.getByText('SQL query is required')).toBeVisible();
    await expect(form.getByLabel('Query Name')).toBeFocused();
    await form.getByLabel('Query Name').fill('Draft novels');
    await form.getByLabel('SQL Query').fill("SELECT title novels WHERE status = 'draft'");
    await form.getByRole('button', { name: 'Save Query' }).click();
    await expect(form.getByText(/^Query error: .+ at line 1, column \d+$/)).toBeVisible();
    await form.getByLabel('SQL Query').fill("SELECT title FROM novels WHERE status = 'draft'");
    await form.getByLabel('Description').fill('Everything still in draft.');
    await form.getByRole('button', { name: 'Save Query' }).click();
    await expect(form.getByText('Saved "Draft novels"; it is now in the list.')).toBeVisible();
    await expect(form.getByLabel('Query Name')).toHaveValue('');
    await expect(saved).toHaveCount(6);
    await expect(saved.last()).toHaveText('Draft novels');
    await page.getByRole('button', { name: 'Use Draft novels' }).click();
    await expect(page.getByText('2 result(s)')).toBeVisible();
  });

  test('Export downloads the chosen entities as JSON, CSV and SQL', async ({ page }) => {
    await openReference(page);
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await expect(page).toHaveURL(/tab=export-import/);
    await expect(page.getByRole('heading', { name: 'Export Data' })).toBeFocused();
    const form = page.getByRole('form', { name: 'Export Data' });
    // The spec's form: a checkbox per entity (what a JSON file carries along are switches).
    const boxes = form.getByRole('checkbox');
    await expect(boxes).toHaveCount(9);
    for (const box of await boxes.all()) await box.click();
    await form.getByRole('button', { name: 'Export Data' }).click();
    await expect(form.getByText('Choose at least one entity to export')).toBeVisible();

    await form.getByRole('checkbox', { name: 'Universes (3 records)' }).click();
    let downloading = page.waitForEvent('download');
    await form.getByRole('button', { name: 'Export Data' }).click();
    let download = await downloading;
    expect(download.suggestedFilename()).toBe('fablehold-export.json');
    const json = JSON.parse(await downloadText(download));
    // A backup (decision 050): its head names the chosen table; the workspace's own things come along.
    expect(json.about.tables).toEqual(['universes']);
    expect(Object.keys(json)).toEqual(expect.arrayContaining(['about', 'universes', 'calendars', 'profile']));
    expect(Object.keys(json)).not.toContain('novels');
    await expect(form.getByRole('status')).toContainText(
      'Exported 1 entity to fablehold-export.json: the records of universes, calendars,',
    );
    expect(json.universes.map((universe: { name: string }) => universe.name)).toEqual([
      'The Emberreach',
      'Tidewell Expanse',
      'Lanternfall',
    ]);

    // Ten, and two made from the campaigns' own items (decision 020).
    await form.getByRole('checkbox', { name: 'Items (12 records)' }).click();
    await form.getByRole('radio', { name: 'CSV' }).check();
    downloading = page.waitForEvent('download');
    await form.getByRole('button', { name: 'Export Data' }).click();
    download = await downloading;
    expect(download.suggestedFilename()).toBe('fablehold-export.csv');
    const csv = await downloadText(download);
    expect(csv.startsWith('# universes\r\nid,name,description,worldCount,isFavorite,lastUpdated\r\n')).toBe(
      true,
    );
    expect(csv).toContain(
      '\r\n\r\n# items\r\nid,name,type,rarity,description,location,campaigns,universeId\r\n',
    );
    expect(csv).toContain(',"Page 4,112",Quest Item,Legendary,');

    await form.getByRole('radio', { name: 'SQL' }).check();
    downloading = page.waitForEvent('download');
    await form.getByRole('button', { name: 'Export Data' }).click();
    download = await downloading;
    expect(download.suggestedFilename()).toBe('fablehold-export.sql');
    const sql = await downloadText(download);
    expect(sql).toContain('-- universes: 3 rows');
    expect(sql).toMatch(
      /INSERT INTO "items" \("id", "name", .+\) VALUES \('[^']+', 'Page 4,112', 'Quest Item', 'Legendary', /,
    );
    expect(sql).toContain('The Wanderer’s map');
  });

  test('Import keeps its form: checks the file, says what is wrong and keeps the choices', async ({
    page,
  }) => {
    await openReference(page);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Import Data' })).toBeFocused();
    const form = page.getByRole('form', { name: 'Import Data' });
    await form.getByRole('button', { name: 'Import Data' }).click();
    await expect(form.getByRole('alert')).toHaveText('Choose a file to import');
    const file = form.getByLabel('JSON, CSV, or SQL up to 10MB');
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await form.getByRole('button', { name: 'Import Data' }).click();
    await expect(form.getByRole('alert')).toHaveText('Choose a JSON, CSV, or SQL file');
    await file.setInputFiles({ name: 'world.json', mimeType: 'application/json', buffer: Buffer.from('{}') });
    await form.getByRole('checkbox', { name: 'Replace existing data' }).click();
    await form.getByRole('button', { name: 'Import Data' }).click();
    await expect(form.getByRole('alert')).toHaveText('"world.json" holds no tables to import');
    expect(await file.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('world.json');
    await expect(form.getByRole('checkbox', { name: 'Replace existing data' })).toBeChecked();
    await expect(form.getByRole('checkbox', { name: 'Skip duplicate records' })).toBeChecked();
  });

  test('every tab has no axe violations', async ({ page }) => {
    await openReference(page);
    // The Query Editor in its busiest state: an open table, a history, a result with cut cells.
    await page
      .getByRole('list', { name: 'Tables' })
      .getByRole('button', { name: 'novels', exact: true })
      .click();
    await runQuery(page, 'SELECT * FROM novels');
    await expect(page.getByText('6 result(s)')).toBeVisible();
    await expectNoAxeViolations(page);
    await runQuery(page, 'SELECT nothing FROM novels');
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);
    for (const [tab, ready] of [
      ['Relationships', 'Legend'],
      ['Browse Data', 'Events'],
      ['Saved Queries', 'Create a Saved Query'],
      ['Export & Import', 'Import Data'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('heading', { name: ready })).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });

  test('light theme has no axe violations either', async ({ page }) => {
    await openReference(page);
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    await runQuery(page, 'SELECT * FROM novels');
    await expect(page.getByText('6 result(s)')).toBeVisible();
    await expectNoAxeViolations(page);
    for (const tab of ['Relationships', 'Saved Queries', 'Export & Import']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expectNoAxeViolations(page);
    }
  });
});
