import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { whenSaved } from './support/saves';

// Building inside a universe: its factions are added, edited, reordered and deleted in the browser, each
// part has a page of its own, and the universe itself is deleted once the confirmation says what goes.

const EMBER = '/universes/u-emberreach';

const factionList = (page: Page) => page.getByRole('list', { name: 'Factions' });
const factionNames = (page: Page) => factionList(page).getByRole('heading', { level: 3 });

test.describe('universe parts', () => {
  test('add, edit, reorder with the keyboard and delete a faction; every change survives a reload', async ({
    page,
  }) => {
    await signIn(page, { from: `${EMBER}/factions` });
    const sample = ['The Cinder Court', 'Wardens of the Thornwild', 'The Grey Palm'];
    await expect(factionNames(page)).toHaveText(sample);

    await page.getByRole('button', { name: 'Add Faction' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add Faction' });
    const name = addDialog.getByRole('textbox', { name: 'Name' });
    await expect(name).toBeFocused();
    await name.fill('The Lamplighters');
    await addDialog.getByRole('textbox', { name: 'Description' }).fill('They keep the road lamps lit.');
    await addDialog.getByRole('button', { name: 'Add Faction' }).click();
    await expect(addDialog).toBeHidden();
    await expect(factionNames(page)).toHaveText([...sample, 'The Lamplighters']);
    await expect(page.getByRole('heading', { level: 2, name: 'Factions (4)' })).toBeVisible();

    await page.getByRole('button', { name: 'Edit The Lamplighters' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Faction' });
    await expect(editDialog.getByRole('textbox', { name: 'Name' })).toHaveValue('The Lamplighters');
    await editDialog.getByRole('textbox', { name: 'Name' }).fill('The Lamplighters’ Guild');
    await editDialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(editDialog).toBeHidden();
    await expect(factionNames(page).last()).toHaveText('The Lamplighters’ Guild');

    // Alt+Arrow Up on the focused card moves it; focus stays with it.
    const moved = page.getByRole('button', { name: 'Edit The Lamplighters’ Guild' });
    await moved.focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect(factionNames(page).nth(2)).toHaveText('The Lamplighters’ Guild');
    await expect(moved).toBeFocused();
    await page.keyboard.press('Alt+ArrowUp');
    const reordered = [
      'The Cinder Court',
      'The Lamplighters’ Guild',
      'Wardens of the Thornwild',
      'The Grey Palm',
    ];
    await expect(factionNames(page)).toHaveText(reordered);

    await whenSaved(page);
    await page.reload();
    await expect(factionNames(page)).toHaveText(reordered);

    await page.getByRole('button', { name: 'Delete The Lamplighters’ Guild' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete "The Lamplighters’ Guild"?' });
    await expect(confirm).toContainText('You can restore it from the Trash for 30 days.');
    await confirm.getByRole('button', { name: 'Delete Faction' }).click();
    await expect(factionNames(page)).toHaveText(sample);
    await whenSaved(page);
    await page.reload();
    await expect(factionNames(page)).toHaveText(sample);
  });

  test('a part’s page opens by deep link, leads back to its tab, and an unknown one says so', async ({
    page,
  }) => {
    await signIn(page, { from: `${EMBER}/technologies/u-emberreach-t-2` });
    await expect(page).toHaveTitle('Stonewarm forges · The Emberreach · Fablehold');
    await expect(page.getByRole('heading', { level: 1, name: 'The Emberreach' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Stonewarm forges' })).toBeVisible();
    await expect(
      page.getByText('Forges that need no fuel, built directly over buried embers.'),
    ).toBeVisible();
    await expect(page.getByText('Advanced', { exact: true }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Edit Technology' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Technology' });
    await dialog.getByRole('combobox', { name: 'Advancement' }).selectOption('Rare');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await whenSaved(page);
    await page.reload();
    await expect(page.getByText('Rare', { exact: true }).first()).toBeVisible();

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByText('Stonewarm forges')).toHaveAttribute('aria-current', 'page');
    await expect(
      page.getByRole('navigation', { name: 'Universe sections' }).getByRole('link', { name: 'Technology' }),
    ).toHaveAttribute('aria-current', 'page');
    await breadcrumb.getByRole('link', { name: 'Technology' }).click();
    await expect(page).toHaveURL(new RegExp(`${EMBER}/technology$`));
    await page.getByRole('main').getByRole('link', { name: 'Sunglass' }).click();
    await expect(page).toHaveURL(new RegExp(`${EMBER}/technologies/u-emberreach-t-3$`));

    await page.goto(`${EMBER}/factions/no-such-faction`);
    await expect(page.getByRole('heading', { name: 'Faction not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Factions' }).click();
    await expect(page).toHaveURL(new RegExp(`${EMBER}/factions$`));
  });

  test('a lore entry is written as rich text: formatting typed with the keyboard is on its page after a reload', async ({
    page,
  }) => {
    await signIn(page, { from: `${EMBER}/lore/u-emberreach-l-1` });
    await page.getByRole('button', { name: 'Edit Lore entry' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Lore entry' });
    const content = dialog.getByRole('textbox', { name: 'Content' });
    await expect(content).toHaveAttribute('contenteditable', 'true');
    await expect(dialog.getByRole('toolbar', { name: 'Content formatting' })).toBeVisible();
    await content.click();
    // The whole text is written anew. Markdown-style input: '## ' starts a heading, '- ' a list; Ctrl+B bold.
    await page.keyboard.press('Control+a');
    await page.keyboard.type('## Aftermath');
    await page.keyboard.press('Enter');
    await page.keyboard.type('The embers fell for a ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('hundred days');
    await page.keyboard.press('Control+b');
    await page.keyboard.press('Enter');
    await page.keyboard.type('- Ash');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();

    await whenSaved(page);
    await page.reload();
    const details = page.getByRole('main');
    await expect(details.getByRole('heading', { name: 'Aftermath' })).toBeVisible();
    await expect(details.locator('strong', { hasText: 'hundred days' })).toBeVisible();
    await expect(details.getByRole('listitem').filter({ hasText: 'Ash' })).toBeVisible();
    // The lore tab's card shows the plain text derived from it.
    await page.getByRole('link', { name: 'Lore' }).first().click();
    await expect(page.getByText(/The embers fell for a hundred days/)).toBeVisible();
  });

  test('a universe’s confirmation says its worlds go with it; an empty one goes after the confirmation', async ({
    page,
  }) => {
    await signIn(page, { from: EMBER });
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const ember = page.getByRole('alertdialog', { name: 'Delete "The Emberreach"?' });
    await expect(ember).toContainText(/It also deletes \d+ worlds/);
    await expect(ember.getByRole('button', { name: 'Delete Universe' })).toBeEnabled();
    await page.keyboard.press('Escape');

    await page.goto('/universes/new');
    const form = page.getByRole('form', { name: 'New universe' });
    await form.getByLabel('Name').fill('Glasswater');
    await form.getByRole('button', { name: 'Create Universe' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Glasswater' })).toBeVisible();
    const url = page.url();

    // The first part, added from the empty tab; its form has no accessibility violations.
    await page.goto(`${url}/time-periods`);
    await page.getByRole('button', { name: 'Add Time period' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Time period' });
    await dialog.getByRole('button', { name: 'Add Time period' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('The Glass Age');
    await dialog.getByRole('button', { name: 'Add Time period' }).click();
    await expect(page.getByRole('list', { name: 'Time Periods' }).getByRole('heading')).toHaveText([
      'The Glass Age',
    ]);

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete "Glasswater"?' });
    await expect(confirm).toContainText(
      'It also deletes 1 part. You can restore it from the Trash for 30 days.',
    );
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Delete Universe' }).click();
    await expect(page).toHaveURL(/\/universes$/);
    const names = page
      .getByRole('main')
      .getByRole('list', { name: 'Universes' })
      .getByRole('heading', { level: 2 });
    await expect(names).toHaveText(['The Emberreach', 'Tidewell Expanse', 'Lanternfall']);
    await page.reload();
    await expect(names).toHaveText(['The Emberreach', 'Tidewell Expanse', 'Lanternfall']);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: 'Universe Not Found' })).toBeVisible();
  });
});
