import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { whenSaved } from './support/saves';

// References characters are built inside a universe's (and a world's) Characters tab: added, edited and
// deleted there, stored by the data API, so every change survives a reload.

const EMBER = '/universes/u-emberreach';
const THORNWILD = `${EMBER}/worlds/w-thornwild`;

const characterSection = (page: Page) => page.getByRole('region', { name: /^Characters/ });
const characterNames = (page: Page) => characterSection(page).getByRole('heading', { level: 3 });
const card = (page: Page, name: string) =>
  characterSection(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

test.describe('character parts', () => {
  test('add, edit and delete a character in a universe’s Characters tab; every change survives a reload', async ({
    page,
  }) => {
    await signIn(page, { from: `${EMBER}/characters` });
    await expect(characterNames(page).first()).toHaveText('Mira Coldwater');
    const before = await characterNames(page).allTextContents();
    const heading = (count: number) => page.getByRole('heading', { level: 2, name: `Characters (${count})` });
    await expect(heading(before.length)).toBeVisible();

    // Add: the form checks its fields (no accessibility violations while it says so).
    await page.getByRole('button', { name: 'Add Character' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add Character' });
    const name = addDialog.getByRole('textbox', { name: 'Name' });
    await expect(name).toBeFocused();
    await addDialog.getByRole('button', { name: 'Add Character' }).click();
    await expect(addDialog.getByText('Name is required')).toBeVisible();
    await expect(addDialog.getByText('Role is required')).toBeVisible();
    await expectNoAxeViolations(page);
    await name.fill('Sela Brightwater');
    await addDialog.getByRole('combobox', { name: 'Role' }).selectOption('Ally');
    await addDialog.getByRole('textbox', { name: 'Description' }).fill('A lamplighter who knows every road.');
    await addDialog.getByRole('button', { name: 'Add Character' }).click();
    await expect(addDialog).toBeHidden();
    await expect(characterNames(page)).toHaveText([...before, 'Sela Brightwater']);
    await expect(heading(before.length + 1)).toBeVisible();
    await expect(card(page, 'Sela Brightwater').getByText('Ally', { exact: true })).toBeVisible();

    // Edit.
    await page.getByRole('button', { name: 'Edit Sela Brightwater' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Character' });
    await expect(editDialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Sela Brightwater');
    await expect(editDialog.getByRole('combobox', { name: 'Role' })).toHaveValue('Ally');
    await expectNoAxeViolations(page);
    await editDialog.getByRole('textbox', { name: 'Name' }).fill('Sela of the Lamps');
    await editDialog.getByRole('combobox', { name: 'Role' }).selectOption('Mentor');
    await editDialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(editDialog).toBeHidden();
    await expect(characterNames(page).last()).toHaveText('Sela of the Lamps');

    await whenSaved(page);
    await page.reload();
    await expect(characterNames(page)).toHaveText([...before, 'Sela of the Lamps']);
    const edited = card(page, 'Sela of the Lamps');
    await expect(edited.getByText('Mentor', { exact: true })).toBeVisible();
    await expect(edited.getByText('A lamplighter who knows every road.')).toBeVisible();

    // Delete, after a confirmation naming the character.
    await page.getByRole('button', { name: 'Delete Sela of the Lamps' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete "Sela of the Lamps"?' });
    await expect(confirm).toContainText('You can restore it from the Trash for 30 days.');
    await confirm.getByRole('button', { name: 'Delete Character' }).click();
    await expect(characterNames(page)).toHaveText(before);
    await whenSaved(page);
    await page.reload();
    await expect(characterNames(page)).toHaveText(before);
    await expect(heading(before.length)).toBeVisible();
  });

  test('a character added in a world’s tab belongs to its universe', async ({ page }) => {
    await signIn(page, { from: `${THORNWILD}/characters` });
    await expect(characterNames(page).first()).toHaveText('Mira Coldwater');
    await page.getByRole('button', { name: 'Add Character' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Character' });
    await expect(dialog).toContainText('The character is linked to The Emberreach');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Hollin Reed');
    await dialog.getByRole('combobox', { name: 'Role' }).selectOption('Player');
    await dialog.getByRole('button', { name: 'Add Character' }).click();
    await expect(dialog).toBeHidden();
    await expect(characterNames(page).last()).toHaveText('Hollin Reed');

    await characterSection(page).getByRole('link', { name: 'The Emberreach' }).click();
    await expect(page).toHaveURL(new RegExp(`${EMBER}/characters$`));
    await expect(characterNames(page).last()).toHaveText('Hollin Reed');
  });

  test('a character has its own page, opened from its card or by a deep link after a reload', async ({
    page,
  }) => {
    await signIn(page, { from: `${EMBER}/characters` });
    await characterSection(page).getByRole('link', { name: 'Mira Coldwater' }).click();
    const article = page.getByRole('article', { name: 'Mira Coldwater' });
    await expect(article).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${EMBER}/characters/[^/]+$`));
    await page.reload();
    await expect(article).toBeVisible();
    await expect(article.getByRole('link', { name: 'Characters' })).toHaveAttribute(
      'href',
      `${EMBER}/characters`,
    );
    await page.goto(`${EMBER}/characters/ch-nowhere`);
    await expect(page.getByRole('heading', { name: 'Character not found' })).toBeVisible();
  });

  test('one character, many appearances: a universe’s character joins a novel, and a rename reaches every story', async ({
    page,
  }) => {
    await signIn(page, { from: '/novels/n-thornwild-song/characters' });
    await expect(characterNames(page)).toHaveText(['Corin Ashdown', 'Nettle']);
    await page.getByRole('button', { name: 'Add Character' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Character' });
    const choice = dialog.getByRole('combobox', { name: 'Character' });
    await expect(choice).toBeFocused();
    await choice.selectOption({ label: 'Mira Coldwater' });
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Mira Coldwater');
    await dialog.getByRole('textbox', { name: 'Role' }).fill('Cameo');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Add Character' }).click();
    await expect(dialog).toBeHidden();
    await expect(characterNames(page)).toHaveText(['Corin Ashdown', 'Nettle', 'Mira Coldwater']);

    // Her page in the universe lists both novels, after a reload too.
    await whenSaved(page);
    await page.goto(`${EMBER}/characters`);
    await characterSection(page).getByRole('link', { name: 'Mira Coldwater' }).click();
    const appearsIn = page.getByRole('list', { name: 'Appears in' });
    await expect(appearsIn.getByRole('link')).toHaveText(['The Ashen Crown', 'Song of the Thornwild']);
    await expectNoAxeViolations(page);

    // Renamed on her page, she is renamed in every story she appears in.
    await page.getByRole('button', { name: 'Edit Character' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Character' });
    await edit.getByRole('textbox', { name: 'Name' }).fill('Mira Vale');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await appearsIn.getByRole('link', { name: 'The Ashen Crown' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Mira Vale' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Appears in' })).toContainText('The Ashen Crown (this page)');
    await page.goto('/novels/n-thornwild-song/characters');
    await expect(characterNames(page)).toHaveText(['Corin Ashdown', 'Nettle', 'Mira Vale']);
  });
});
