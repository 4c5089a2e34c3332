import { expect, type Page, test } from '@playwright/test';
import { type Credentials, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { whenSaved } from './support/saves';

// Building inside a record: a campaign's quests are added, edited, reordered and deleted in the browser,
// each has a page of its own, and a change made elsewhere meanwhile is shown rather than overwritten.

const CINDER = '/campaigns/c-cinder-road';

const questList = (page: Page) => page.getByRole('list', { name: 'Quests' });
const questTitles = (page: Page) => questList(page).getByRole('heading', { level: 3 });

async function accessToken(page: Page, account: Credentials): Promise<string> {
  const answer = await page.request.post('/auth/v1/token?grant_type=password', { data: account });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { access_token: string }).access_token;
}

test.describe('campaign parts', () => {
  test('add, edit, reorder with the keyboard and delete a quest; every change survives a reload', async ({
    page,
  }) => {
    await signIn(page, { from: `${CINDER}/quests` });
    await expect(questTitles(page)).toHaveText([
      'Deliver the embers',
      'Clear the stair',
      'The warden’s price',
    ]);

    // Add: the form checks the title, keeps what was typed, and the quest lands at the end.
    const addButton = page.getByRole('button', { name: 'Add Quest' });
    await addButton.click();
    const addDialog = page.getByRole('dialog', { name: 'Add Quest' });
    const title = addDialog.getByRole('textbox', { name: 'Title' });
    await expect(title).toBeFocused();
    await addDialog.getByRole('textbox', { name: 'Description' }).fill('Find what the lamplighter hid.');
    await addDialog.getByRole('button', { name: 'Add Quest' }).click();
    await expect(addDialog.getByText('Title is required')).toBeVisible();
    await expect(title).toBeFocused();
    await title.fill('The lamplighter’s secret');
    await addDialog.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'In Progress' });
    await addDialog.getByRole('spinbutton', { name: 'XP' }).fill('250');
    await addDialog.getByRole('button', { name: 'Add Quest' }).click();
    await expect(addDialog).toBeHidden();
    await expect(questTitles(page)).toHaveText([
      'Deliver the embers',
      'Clear the stair',
      'The warden’s price',
      'The lamplighter’s secret',
    ]);
    const added = questList(page).getByRole('listitem').filter({ hasText: 'The lamplighter’s secret' });
    await expect(added.getByText('250 XP')).toBeVisible();
    await expect(
      added.getByRole('button', { name: 'Status of The lamplighter’s secret: In Progress' }),
    ).toBeVisible();

    // Edit: Escape closes and gives focus back to the Edit button; a save changes the card.
    const edit = page.getByRole('button', { name: 'Edit The lamplighter’s secret' });
    await edit.click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Quest' });
    await expect(editDialog.getByRole('textbox', { name: 'Title' })).toHaveValue('The lamplighter’s secret');
    await page.keyboard.press('Escape');
    await expect(editDialog).toBeHidden();
    await expect(edit).toBeFocused();
    await edit.click();
    await editDialog.getByRole('textbox', { name: 'Title' }).fill('The lamplighter’s oath');
    await editDialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(editDialog).toBeHidden();
    await expect(questTitles(page).last()).toHaveText('The lamplighter’s oath');

    // Reorder with the keyboard: Alt+Arrow Up twice on the focused item; focus stays with it.
    const moved = page.getByRole('button', { name: 'Edit The lamplighter’s oath' });
    await moved.focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect(questTitles(page)).toHaveText([
      'Deliver the embers',
      'Clear the stair',
      'The lamplighter’s oath',
      'The warden’s price',
    ]);
    await expect(moved).toBeFocused();
    await page.keyboard.press('Alt+ArrowUp');
    await expect(questTitles(page).nth(1)).toHaveText('The lamplighter’s oath');
    await expect(moved).toBeFocused();
    // The Move down button does the same the other way, and keeps focus too.
    const down = page.getByRole('button', { name: 'Move The lamplighter’s oath down' });
    await down.click();
    await expect(questTitles(page).nth(2)).toHaveText('The lamplighter’s oath');
    await expect(down).toBeFocused();

    // The status picked on the card is saved too.
    await page.getByRole('button', { name: 'Status of Clear the stair: Completed' }).click();
    await page.getByRole('menuitemradio', { name: 'Planned' }).click();
    await expect(page.getByRole('button', { name: 'Status of Clear the stair: Planned' })).toBeVisible();

    await whenSaved(page);
    await page.reload();
    await expect(questTitles(page)).toHaveText([
      'Deliver the embers',
      'Clear the stair',
      'The lamplighter’s oath',
      'The warden’s price',
    ]);
    await expect(page.getByRole('button', { name: 'Status of Clear the stair: Planned' })).toBeVisible();

    // Delete asks first, naming the quest.
    await page.getByRole('button', { name: 'Delete The lamplighter’s oath' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete "The lamplighter’s oath"?' });
    await expect(confirm).toContainText('You can restore it from the Trash for 30 days.');
    await confirm.getByRole('button', { name: 'Delete Quest' }).click();
    await expect(questTitles(page)).toHaveText([
      'Deliver the embers',
      'Clear the stair',
      'The warden’s price',
    ]);
    await whenSaved(page);
    await page.reload();
    await expect(questTitles(page)).toHaveText([
      'Deliver the embers',
      'Clear the stair',
      'The warden’s price',
    ]);
  });

  test('each quest has its own page that opens by deep link, and an unknown one says so', async ({
    page,
  }) => {
    await signIn(page, { from: `${CINDER}/quests` });
    await questList(page).getByRole('link', { name: 'Clear the stair' }).click();
    await expect(page).toHaveURL(new RegExp(`${CINDER}/quests/[^/]+$`));
    const url = page.url();

    await page.goto('/dashboard');
    await page.goto(url);
    await page.reload();
    await expect(page).toHaveTitle('Clear the stair · The Cinder Road · Fablehold');
    await expect(page.getByRole('heading', { level: 1, name: 'The Cinder Road' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Clear the stair' })).toBeVisible();
    await expect(page.getByText('Drive off the raiders.')).toBeVisible();
    await expect(page.getByText('400 XP')).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByText('Clear the stair')).toHaveAttribute('aria-current', 'page');
    await expect(
      page.getByRole('navigation', { name: 'Campaign sections' }).getByRole('link', { name: 'Quests' }),
    ).toHaveAttribute('aria-current', 'page');

    await page.getByRole('button', { name: 'Edit Quest' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Quest' });
    await dialog.getByRole('spinbutton', { name: 'XP' }).fill('450');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('450 XP')).toBeVisible();

    await breadcrumb.getByRole('link', { name: 'Quests' }).click();
    await expect(page).toHaveURL(new RegExp(`${CINDER}/quests$`));
    await expect(questTitles(page)).toHaveCount(3);

    await page.goto(`${CINDER}/quests/no-such-quest`);
    await expect(page.getByRole('heading', { name: 'Quest not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Quests' }).click();
    await expect(page).toHaveURL(new RegExp(`${CINDER}/quests$`));
  });

  test('a quest changed elsewhere meanwhile shows the conflict and keeps what was typed', async ({
    page,
  }) => {
    const account = await signIn(page, { from: `${CINDER}/quests` });
    const token = await accessToken(page, account);
    const headers = { Authorization: `Bearer ${token}` };

    // The browser reads the quest and opens its form...
    await page.getByRole('button', { name: 'Edit Deliver the embers' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Quest' });
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Deliver the embers');
    await expectNoAxeViolations(page);

    // ...meanwhile another client reads it and saves a change.
    const path = '/api/v1/campaigns/c-cinder-road/quests/c-cinder-road-q-1';
    const read = await page.request.get(path, { headers });
    expect(read.status()).toBe(200);
    const { version } = (await read.json()) as { version: number };
    const changed = await page.request.patch(path, {
      headers: { ...headers, 'If-Match': `"${version}"` },
      data: { title: 'Deliver the embers by dawn' },
    });
    expect(changed.status(), await changed.text()).toBe(200);

    // Saving in the browser now shows the conflict, with the stored title, and keeps the typing.
    const description = dialog.getByRole('textbox', { name: 'Description' });
    await description.fill('Reach Briarholt before the embers cool.');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    const notice = dialog.getByRole('alert').filter({ hasText: 'This quest was changed elsewhere' });
    await expect(notice).toBeVisible();
    await expect(notice.getByText('Deliver the embers by dawn')).toBeVisible();
    await expect(description).toHaveText('Reach Briarholt before the embers cool.');
    await expectNoAxeViolations(page);

    // Saving mine anyway sends my change on top of theirs.
    await notice.getByRole('button', { name: 'Save mine anyway' }).click();
    await expect(dialog).toBeHidden();
    const quest = questList(page).getByRole('listitem').first();
    await expect(quest.getByRole('heading', { name: 'Deliver the embers by dawn' })).toBeVisible();
    await expect(quest.getByText('Reach Briarholt before the embers cool.')).toBeVisible();
  });

  test('the whole campaign is deleted after the confirmation says what goes with it', async ({ page }) => {
    await signIn(page, { from: `${CINDER}/quests` });
    await page.getByRole('button', { name: 'Delete Campaign' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete "The Cinder Road"?' });
    await expect(confirm).toContainText(
      'The campaign and everything written in it are deleted. You can restore it from the Trash for 30 days.',
    );
    await expect(confirm).toContainText(/It also deletes .*\d+ parts\./);
    await expectNoAxeViolations(page);

    // Cancel keeps it; confirming deletes it and lands on the list, where it is gone for good.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('button', { name: 'Delete Campaign' })).toBeFocused();
    await page.getByRole('button', { name: 'Delete Campaign' }).click();
    await expect(confirm).toContainText(/It also deletes .*\d+ parts\./);
    await confirm.getByRole('button', { name: 'Delete Campaign' }).click();
    await expect(page).toHaveURL(/\/campaigns$/);
    const cards = page.getByRole('list', { name: 'Campaigns' }).getByRole('heading', { level: 2 });
    await expect(cards).toHaveText(['Stormglass Regatta', 'Gaslight Syndicate', 'Frostmarch Vigil']);
    await page.reload();
    await expect(cards).toHaveText(['Stormglass Regatta', 'Gaslight Syndicate', 'Frostmarch Vigil']);
    await page.goto(CINDER);
    await expect(page.getByRole('heading', { level: 1, name: 'Campaign Not Found' })).toBeVisible();
  });

  test('the quest form has no accessibility violations, in either theme', async ({ page }) => {
    await signIn(page, { from: `${CINDER}/quests` });
    await page.getByRole('button', { name: 'Add Quest' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Quest' });
    await dialog.getByRole('button', { name: 'Add Quest' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Add Quest' }).click();
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
