import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { whenSaved } from './support/saves';

// Building inside a world: its settlements are added, edited, reordered and deleted in the browser, each
// part has a page of its own, locations are added, and the whole world moves to another universe and is
// deleted after the confirmation says what goes with it.

const THORNWILD = '/universes/u-emberreach/worlds/w-thornwild';

const settlementNames = (page: Page) =>
  page.getByRole('list', { name: 'Settlements' }).getByRole('heading', { level: 3 });

test.describe('world parts', () => {
  test('add, edit, reorder with the keyboard and delete a settlement; every change survives a reload', async ({
    page,
  }) => {
    await signIn(page, { from: `${THORNWILD}/settlements` });
    await expect(settlementNames(page)).toHaveText(['Briarholt', 'Mossgate']);

    // Add: the form checks the name (no accessibility violations while it says so) and the part lands last.
    await page.getByRole('button', { name: 'Add Settlement' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add Settlement' });
    const name = addDialog.getByRole('textbox', { name: 'Name' });
    await expect(name).toBeFocused();
    await addDialog.getByRole('button', { name: 'Add Settlement' }).click();
    await expect(addDialog.getByText('Name is required')).toBeVisible();
    await expectNoAxeViolations(page);
    await name.fill('Emberfall');
    await addDialog.getByRole('textbox', { name: 'Kind' }).fill('Village');
    await addDialog.getByRole('spinbutton', { name: 'Population' }).fill('310');
    await addDialog.getByRole('button', { name: 'Add Settlement' }).click();
    await expect(addDialog).toBeHidden();
    await expect(settlementNames(page)).toHaveText(['Briarholt', 'Mossgate', 'Emberfall']);
    await expect(page.getByText('Population 310')).toBeVisible();

    // Edit.
    await page.getByRole('button', { name: 'Edit Emberfall' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Settlement' });
    await editDialog.getByRole('textbox', { name: 'Name' }).fill('Emberfall Hollow');
    await editDialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(editDialog).toBeHidden();
    await expect(settlementNames(page).last()).toHaveText('Emberfall Hollow');

    // Reorder with the keyboard: Alt+Arrow Up on the focused card; focus stays with it.
    const moved = page.getByRole('button', { name: 'Edit Emberfall Hollow' });
    await moved.focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect(settlementNames(page)).toHaveText(['Briarholt', 'Emberfall Hollow', 'Mossgate']);
    await expect(moved).toBeFocused();

    await whenSaved(page);
    await page.reload();
    await expect(settlementNames(page)).toHaveText(['Briarholt', 'Emberfall Hollow', 'Mossgate']);
    await expect(page.getByText('Population 310')).toBeVisible();

    // Delete asks first, naming the settlement.
    await page.getByRole('button', { name: 'Delete Briarholt' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete "Briarholt"?' });
    await confirm.getByRole('button', { name: 'Delete Settlement' }).click();
    await expect(settlementNames(page)).toHaveText(['Emberfall Hollow', 'Mossgate']);
    await whenSaved(page);
    await page.reload();
    await expect(settlementNames(page)).toHaveText(['Emberfall Hollow', 'Mossgate']);
  });

  test('each part has its own page that opens by deep link, and an unknown one says so', async ({ page }) => {
    await signIn(page, { from: `${THORNWILD}/fauna-flora` });
    await page.getByRole('list', { name: 'Fauna' }).getByRole('link', { name: 'Hush owl' }).click();
    await expect(page).toHaveURL(new RegExp(`${THORNWILD}/creatures/[^/]+$`));
    const url = page.url();

    await page.goto('/dashboard');
    await page.goto(url);
    await expect(page).toHaveTitle('Hush owl · The Thornwild · Fablehold');
    await expect(page.getByRole('heading', { level: 1, name: 'The Thornwild' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Hush owl' })).toBeVisible();
    await expect(page.getByText('Hollow trunks')).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'World sections' }).getByRole('link', { name: 'Fauna & Flora' }),
    ).toHaveAttribute('aria-current', 'page');

    await page.getByRole('button', { name: 'Edit Creature' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Creature' });
    await dialog.getByRole('textbox', { name: 'Habitat' }).fill('Hollow oaks');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Hollow oaks')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Fauna & Flora' })
      .click();
    await expect(page).toHaveURL(new RegExp(`${THORNWILD}/fauna-flora$`));

    await page.goto(`${THORNWILD}/lore/no-such-entry`);
    await expect(page.getByRole('heading', { name: 'Lore entry not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Lore' }).click();
    await expect(page).toHaveURL(new RegExp(`${THORNWILD}/lore$`));
  });

  test('a location is added; the world moves to another universe, then is deleted with what it holds', async ({
    page,
  }) => {
    await signIn(page, { from: `${THORNWILD}/locations` });
    await page.getByRole('button', { name: 'Add Location' }).click();
    const add = page.getByRole('dialog', { name: 'Add Location' });
    await add.getByRole('textbox', { name: 'Name' }).fill('Hushwood');
    await add.getByRole('combobox', { name: 'Type' }).selectOption('Wilderness');
    await add.getByRole('button', { name: 'Add Location' }).click();
    await expect(add).toBeHidden();
    await expect(page.getByRole('link', { name: 'Hushwood' })).toBeVisible();

    // Move: Edit World offers the universe; the page follows the world to its new address.
    await page.getByRole('button', { name: 'Edit World' }).click();
    const form = page.getByRole('form', { name: 'Edit world' });
    await form.getByRole('combobox', { name: 'Universe' }).selectOption({ label: 'Tidewell Expanse' });
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/universes\/u-tidewell\/worlds\/w-thornwild\/locations$/);
    await expect(page.getByRole('link', { name: 'Part of Tidewell Expanse' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name: 'Part of Tidewell Expanse' })).toBeVisible();

    // Delete: the confirmation names the world and what goes with it.
    await page.getByRole('button', { name: 'Delete World' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete "The Thornwild"?' });
    await expect(confirm.getByText('It also deletes 4 locations and 12 parts.')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete World' }).click();
    await expect(page).toHaveURL(/\/universes\/u-tidewell\/worlds$/);
    await expect(page.getByRole('link', { name: /The Thornwild/ })).toHaveCount(0);
    await page.goto(THORNWILD);
    await expect(page.getByRole('heading', { level: 1, name: 'World Not Found' })).toBeVisible();
  });
});
