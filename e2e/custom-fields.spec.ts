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
