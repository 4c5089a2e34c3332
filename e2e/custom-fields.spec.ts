import { expect, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// Issue 31 (decision 063): a field of one's own. "Eye colour" added to the characters of a universe,
// filled on Mira, shown on her page beside the spec's fields, saved as a template, the universe's
// Characters filtered by it, found by search, and deleted to the Trash and restored with its value.
// With FIELDS_SHOTS naming a folder, the page is saved for review.

const MIRA = '/universes/u-emberreach/characters/ch-mira';

test('add "Eye colour" to a universe’s characters, fill it on Mira, see it and find her by it', async ({
  page,
}) => {
  await signIn(page, { from: MIRA });
  const fields = page.getByRole('region', { name: 'Fields' });
  await fields.getByRole('button', { name: 'Add a field' }).click();
  const form = fields.getByRole('form', { name: 'New field' });
  await form.getByRole('textbox', { name: 'Field name' }).fill('Eye colour');
  await expect(form.getByRole('combobox', { name: 'Add it to' })).toHaveValue('u-emberreach');
  await form.getByRole('button', { name: 'Add field' }).click();
  await expect(form).toBeHidden();

  await fields.getByRole('button', { name: 'Edit fields' }).click();
  const values = fields.getByRole('form', { name: 'Edit fields' });
  await values.getByRole('textbox', { name: 'Eye colour' }).fill('Stormgrey');
  await expectNoAxeViolations(page);
  await values.getByRole('button', { name: 'Save fields' }).click();
  await expect(values).toBeHidden();
  await expect(fields.getByRole('definition')).toHaveText('Stormgrey');
  await expect(fields.getByRole('term')).toHaveText('Eye colour');
  if (process.env.FIELDS_SHOTS !== undefined) {
    await page.screenshot({ path: `${process.env.FIELDS_SHOTS}/character-fields.png`, fullPage: true });
  }

  // Her values, kept as a template for the universe's characters (stored by the server).
  await fields.getByRole('button', { name: 'Save as template' }).click();
  const template = fields.getByRole('form', { name: 'Save as template' });
  await template.getByRole('textbox', { name: 'Template name' }).fill('Storm-born');
  await template.getByRole('button', { name: 'Save template' }).click();
  await expect(fields.getByRole('status')).toHaveText('Saved as the template “Storm-born”.');

  // The universe's Characters, narrowed by her eye colour, and whole again once the filter is cleared.
  await page.goto('/universes/u-emberreach/characters');
  const filter = page.getByRole('form', { name: 'Filter by field' });
  await filter.getByRole('combobox', { name: 'Filter by field' }).selectOption({ label: 'Eye colour' });
  await filter.getByRole('textbox', { name: 'Value' }).fill('stormgrey');
  await filter.getByRole('button', { name: 'Filter' }).click();
  const list = page.getByRole('region', { name: /^Characters/ });
  await expect(list.getByRole('heading', { level: 3 })).toHaveText(['Mira Coldwater']);
  await expectNoAxeViolations(page);
  await filter.getByRole('button', { name: 'Clear filter' }).click();
  await expect(list.getByRole('heading', { level: 3 }).nth(1)).toBeVisible();

  const box = page.getByRole('combobox', { name: 'Search' });
  await box.fill('stormgrey');
  const listbox = page.getByRole('listbox', { name: 'Search results' });
  await expect(listbox.getByRole('option', { name: /^Mira Coldwater/ })).toBeVisible();

  await box.fill('');

  // Deleted, the field goes to the Trash with her value, and comes back whole from there.
  await page.goto(MIRA);
  await fields.getByRole('button', { name: 'Rename or retype a field' }).click();
  await fields.getByRole('button', { name: 'Delete Eye colour' }).click();
  const asked = page.getByRole('alertdialog', { name: 'Delete the field Eye colour?' });
  await expect(asked).toBeVisible();
  await asked.getByRole('button', { name: 'Delete field' }).click();
  await expect(fields.getByRole('status')).toHaveText('“Eye colour” moved to Trash, with its values.');
  await expect(fields.getByRole('term')).toHaveCount(0);
  await page.goto('/trash');
  const trash = page.getByRole('list', { name: 'Deleted items' });
  await expect(trash).toContainText('With 1 value.');
  await trash.getByRole('button', { name: 'Restore Eye colour' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'restored' })).toHaveText('“Eye colour” restored.');
  await page.goto(MIRA);
  await expect(fields.getByRole('definition')).toHaveText('Stormgrey');
});

// Issue 31, item 2 (decision 085): a kind of your own. "Religion" defined in Settings, four fields of its
// own, two religions (the second from a template), one mentioned in a chapter through the @ menu, found by
// the top bar's search and in the References console's `religions` table. Export and import of kinds and
// their things are covered by the server's tests (server/api/user-kinds.test.ts, the backup round trip).
test('define "Religion" with four fields, add two, mention one, find it by search and in the console', async ({
  page,
}) => {
  await signIn(page, { from: '/settings' });
  const kinds = page.getByRole('region', { name: 'Your kinds' });
  const define = kinds.getByRole('form', { name: 'Define a kind' });
  await define.getByRole('textbox', { name: /^Name/ }).fill('Religion');
  await define.getByRole('textbox', { name: /^Plural/ }).fill('Religions');
  await define.getByRole('combobox', { name: 'Icon' }).selectOption('Church');
  await define.getByRole('combobox', { name: /^Lives in/ }).selectOption('universes');
  await define.getByRole('button', { name: 'Define kind' }).click();
  await expect(kinds.getByRole('list', { name: 'Your kinds' })).toContainText(
    'Religions · lives in each universe',
  );
  await expectNoAxeViolations(page);

  // Its tab on the universe's page, after the spec's tabs; the first religion added there.
  await page.goto('/universes/u-emberreach');
  const tabs = page.getByRole('navigation', { name: 'Universe sections' });
  await tabs.getByRole('link', { name: 'Religions' }).click();
  await expect(page.getByText('No religions yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add Religion' }).first().click();
  let dialog = page.getByRole('dialog', { name: 'Add Religion' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('The Old Faith');
  await dialog.getByRole('button', { name: 'Add Religion' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: 'The Old Faith' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'The Old Faith' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'The Old Faith' })).toBeVisible();

  // Four fields of its own, for every religion of the universe, filled and kept as a template.
  const fields = page.getByRole('region', { name: 'Fields' });
  for (const name of ['Deity', 'Holy site', 'Founded', 'Tenets']) {
    await fields.getByRole('button', { name: 'Add a field' }).click();
    const form = fields.getByRole('form', { name: 'New field' });
    await form.getByRole('textbox', { name: 'Field name' }).fill(name);
    await form.getByRole('button', { name: 'Add field' }).click();
    await expect(form).toBeHidden();
    await expect(fields.getByRole('term').filter({ hasText: name })).toBeVisible();
  }
  await fields.getByRole('button', { name: 'Edit fields' }).click();
  const values = fields.getByRole('form', { name: 'Edit fields' });
  await values.getByRole('textbox', { name: 'Deity' }).fill('The First Flame');
  await values.getByRole('textbox', { name: 'Holy site' }).fill('Cinder Hill');
  await values.getByRole('button', { name: 'Save fields' }).click();
  await expect(values).toBeHidden();
  await expect(fields.getByRole('definition').first()).toHaveText('The First Flame');
  await expectNoAxeViolations(page);
  await fields.getByRole('button', { name: 'Save as template' }).click();
  const template = fields.getByRole('form', { name: 'Save as template' });
  await template.getByRole('textbox', { name: 'Template name' }).fill('Fire worship');
  await template.getByRole('button', { name: 'Save template' }).click();
  await expect(fields.getByRole('status')).toHaveText('Saved as the template “Fire worship”.');

  // The second religion, new from the template: its values are there on its page.
  await page.getByRole('link', { name: 'Religions' }).first().click();
  await page.getByRole('button', { name: 'Add Religion' }).first().click();
  dialog = page.getByRole('dialog', { name: 'Add Religion' });
  await dialog.getByRole('textbox', { name: /^Name/ }).fill('Sun Cult');
  await dialog.getByRole('combobox', { name: /New from template/ }).selectOption({ label: 'Fire worship' });
  await dialog.getByRole('button', { name: 'Add Religion' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: 'Sun Cult' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Sun Cult' })).toBeVisible();
  await expect(fields.getByRole('definition').first()).toHaveText('The First Flame');

  // Mentioned in a chapter through the @ menu, which names its kind.
  await page.goto('/novels/n-ashen-crown/chapters/n-ashen-crown-ch-1/write');
  const editor = page.getByRole('textbox', { name: 'Chapter text' });
  await expect(editor).toBeVisible();
  await editor.click();
  await page.keyboard.type(' @Old Faith');
  const menu = page.getByRole('listbox', { name: 'Mention suggestions' });
  const option = menu.getByRole('option', { name: /The Old Faith/ });
  await expect(option).toContainText('Religion');
  await option.click();
  await expect(menu).toBeHidden();
  await page.keyboard.type(' keeps the vigil.');
  await expect(editor).toContainText('The Old Faith keeps the vigil.');
  await expect(page.getByRole('status').filter({ hasText: /Saved|Saving|Offline|Not saved/ })).toHaveText(
    'Saved',
    {
      timeout: 5000,
    },
  );

  // Found by the top bar's search, and opened from there.
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.fill('Old Faith');
  const hits = page.getByRole('listbox', { name: 'Search results' });
  await hits.getByRole('option', { name: /^The Old Faith/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'The Old Faith' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Mentioned in' }).getByRole('listitem')).toHaveCount(1);

  // And a table of the References console, its fields as columns.
  await page.goto('/reference');
  await page
    .getByRole('textbox', { name: 'Query', exact: true })
    .fill('SELECT * FROM religions ORDER BY name');
  await page.getByRole('button', { name: 'Run Query' }).click();
  const results = page.getByRole('region', { name: 'Query results' });
  await expect(results).toContainText('Sun Cult');
  await expect(results).toContainText('The Old Faith');
  await expect(results).toContainText('Cinder Hill');
});
