import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

const EMBER = '/timelines/t-ember-age';
const events = (page: Page) => page.getByRole('list', { name: 'Events' }).getByRole('article');
const eventTitles = (page: Page) =>
  page.getByRole('list', { name: 'Events' }).getByRole('heading', { level: 3 });
const filter = (page: Page, name: string | RegExp) =>
  page.getByRole('region', { name: 'Filter events' }).getByRole('button', { name });

/** A list as short as the sample's nine events is rendered whole (a long one only near the window). */
async function openEmberAge(page: Page, { isAllRendered = true } = {}) {
  await signIn(page, { from: EMBER });
  await expect(page.getByRole('heading', { level: 1, name: 'The Ember Age' })).toBeVisible();
  if (isAllRendered) await expect(events(page)).toHaveCount(9);
}

test.describe('timeline detail and events', () => {
  test('shows the timeline, its link and its events sorted by date text', async ({ page }) => {
    await openEmberAge(page);
    await expect(page).toHaveTitle('The Ember Age · Fablehold');
    const link = page.getByRole('link', { name: 'Timeline for Universe: The Emberreach' });
    await expect(link).toHaveAttribute('href', '/universes/u-emberreach');
    // 'Year 9' sorts before 'Year 10' (numbers inside the date compared by value).
    await expect(eventTitles(page).nth(0)).toHaveText('The Fall of Embers');
    await expect(eventTitles(page).nth(1)).toHaveText('First hearthbound oath');
    await expect(eventTitles(page).nth(2)).toHaveText('The Cinder Court convenes');
    // Its relations and what mentions it, as on every record's page.
    await expect(page.getByRole('main').getByRole('heading', { name: 'Mentioned in' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to Timelines' }).click();
    await expect(page).toHaveURL(/\/timelines$/);
    await page.goBack();
    await link.click();
    await expect(page).toHaveURL(/\/universes\/u-emberreach$/);
  });

  test('the sidebar filter and the search combine', async ({ page }) => {
    await openEmberAge(page);
    await expect(filter(page, /^All Events/)).toHaveAttribute('aria-pressed', 'true');
    await expect(filter(page, /^Critical pivotal turning point/)).toBeVisible();
    await expect(filter(page, /^Major significant plot point/)).toBeVisible();
    await expect(filter(page, /^Moderate notable occurrence/)).toBeVisible();
    await expect(filter(page, /^Minor background event/)).toBeVisible();

    await filter(page, /^Critical/).click();
    await expect(filter(page, /^Critical/)).toHaveAttribute('aria-pressed', 'true');
    await expect(filter(page, /^All Events/)).toHaveAttribute('aria-pressed', 'false');
    await expect(eventTitles(page)).toHaveText(['The Fall of Embers', 'The Cinder Wars begin']);

    await filter(page, /^Minor Events/).click();
    await expect(events(page)).toHaveCount(4);
    // Keyboard: Tab-reachable buttons, Enter picks one.
    await filter(page, /^battle/).focus();
    await page.keyboard.press('Enter');
    await expect(eventTitles(page)).toHaveText(['The Cinder Wars begin']);

    await filter(page, /^politics/).click();
    const search = page.getByRole('searchbox', { name: 'Search events' });
    await expect(search).toHaveAttribute('placeholder', 'Search events...');
    await search.fill('ALDRA'); // a character
    await expect(eventTitles(page)).toHaveText(['The Cinder Court convenes', 'The Cinder Wars begin']);
    await search.fill('warmth'); // the description
    await expect(eventTitles(page)).toHaveText(['The Cinder Court convenes']);
    await filter(page, /^All Events/).click();
    await search.fill('mystery'); // a tag
    await expect(eventTitles(page)).toHaveText(['The Sunken Forge goes cold']);

    await search.fill('nothing like this');
    await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible();
    await page.getByRole('button', { name: 'Add First Event' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Event' })).toBeVisible();
  });

  test('each view mode shows the events; card view shows three tags then +N', async ({ page }) => {
    await openEmberAge(page);
    const timeline = page.getByRole('button', { name: 'Timeline', exact: true });
    const list = page.getByRole('button', { name: 'List', exact: true });
    const cards = page.getByRole('button', { name: 'Card', exact: true });
    await expect(timeline).toHaveAttribute('aria-pressed', 'true');
    const fall = () => page.getByRole('article', { name: 'The Fall of Embers' });
    await expect(fall().getByText('sky', { exact: true })).toBeVisible();
    await expect(fall().getByText('The sun sheds seven burning stones')).toBeVisible();

    await list.click();
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await expect(timeline).toHaveAttribute('aria-pressed', 'false');
    await expect(events(page)).toHaveCount(9);
    await expect(fall().getByText('Year 1 of the Ember Age')).toBeVisible();
    await expect(fall().getByText('Critical')).toBeVisible();
    await expectNoAxeViolations(page);

    await cards.click();
    await expect(cards).toHaveAttribute('aria-pressed', 'true');
    await expect(events(page)).toHaveCount(9);
    const tags = fall().getByRole('list', { name: 'Tags' });
    await expect(tags.getByText('discovery', { exact: true })).toBeVisible();
    await expect(tags.getByText('magic', { exact: true })).toBeVisible();
    await expect(tags.getByText('myth', { exact: true })).toBeVisible();
    await expect(tags.getByText('+2', { exact: true })).toBeVisible();
    await expect(tags.getByText('sky', { exact: true })).toHaveCount(0);
    // Three tags or fewer: no '+N'.
    await expect(
      page.getByRole('article', { name: 'First hearthbound oath' }).getByText(/^\+\d+$/),
    ).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('adding an event: errors in order, nothing typed is lost, chips, defaults', async ({ page }) => {
    await openEmberAge(page);
    await page.getByRole('button', { name: 'Add Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Event' });
    await expect(dialog.getByRole('radio', { name: 'Major', exact: true })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Moderate notable occurrence' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Calendar general event' })).toBeChecked();
    await expect(dialog.getByText('Use the date format that makes sense for your world.')).toBeVisible();
    for (const name of [
      'Star important discovery',
      'Map journey or travel',
      'Users meeting or gathering',
      'Document records',
      'Sword battle or conflict',
      'Flag achievement or victory',
      'Lightning catastrophe or magic',
    ]) {
      await expect(dialog.getByRole('radio', { name })).toBeVisible();
    }
    await expectNoAxeViolations(page);

    const save = dialog.getByRole('button', { name: 'Save Event' });
    await dialog.getByLabel('Description').fill('The ice takes the harbour.');
    await save.click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expect(dialog.getByLabel('Title')).toBeFocused();
    await dialog.getByLabel('Title').fill('   ');
    await save.click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await dialog.getByLabel('Title').fill('The Long Freeze');
    await save.click();
    await expect(dialog.getByText('Date is required')).toBeVisible();
    await expect(dialog.getByText('Title is required')).toHaveCount(0);
    await dialog.getByLabel('Date').fill('Year 12 of the Ember Age');
    await dialog.getByLabel('Description').fill('  ');
    await save.click();
    await expect(dialog.getByText('Description is required')).toBeVisible();
    await expect(dialog.getByLabel('Title')).toHaveValue('The Long Freeze');
    await expect(dialog.getByLabel('Date')).toHaveValue('Year 12 of the Ember Age');
    await dialog.getByLabel('Description').fill('The ice takes the harbour.');

    await dialog.getByRole('radio', { name: 'Minor', exact: true }).check();
    await dialog.getByRole('radio', { name: 'Critical pivotal turning point' }).check();
    await dialog.getByRole('radio', { name: 'Lightning catastrophe or magic' }).check();

    const characters = dialog.getByRole('textbox', { name: 'Characters' });
    await characters.fill('  Queen Aldra ');
    await characters.press('Enter');
    await expect(dialog).toBeVisible(); // Enter adds a chip, it does not submit
    await characters.fill('Queen Aldra');
    await characters.press('Enter');
    await characters.fill('   ');
    await characters.press('Enter');
    await characters.fill('Corvin');
    await dialog.getByRole('button', { name: 'Add character' }).click();
    const characterChips = dialog.getByRole('list', { name: 'Characters' }).getByRole('listitem');
    await expect(characterChips).toHaveText(['Queen Aldra', 'Corvin']);
    await dialog.getByRole('button', { name: 'Remove Corvin' }).click();
    await expect(characterChips).toHaveText(['Queen Aldra']);

    const tags = dialog.getByRole('textbox', { name: 'Tags' });
    for (const tag of ['winter', 'disaster', 'winter']) {
      await tags.fill(tag);
      await tags.press('Enter');
    }
    await expect(dialog.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
      'winter',
      'disaster',
    ]);
    await save.click();
    await expect(dialog).toBeHidden();

    // The count in the header badge and above the list; the list itself renders only what fits the window.
    await expect(page.getByRole('status').filter({ hasText: /^10 events$/ })).toBeVisible();
    await expect(page.getByRole('main').getByText('10 events', { exact: true })).toHaveCount(2);
    // Sorted into place: after Year 10, before Year 27.
    await expect(eventTitles(page).nth(3)).toHaveText('The Long Freeze');
    const added = page.getByRole('article', { name: 'The Long Freeze' });
    await expect(added.getByText('Critical')).toBeVisible();
    await expect(added.getByText('Minor event')).toBeVisible();
    await expect(added.getByText('Queen Aldra')).toBeVisible();
    await expect(added.getByText('disaster', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Timelines' }).click();
    await expect(page.getByRole('article', { name: 'The Ember Age' }).getByText('10 events')).toBeVisible();
  });

  test('editing an event replaces it; deleting asks with the exact sentence', async ({ page }) => {
    await openEmberAge(page);
    await page.getByRole('button', { name: 'Edit Founding of Briarholt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Event' });
    await expect(dialog.getByLabel('Title')).toHaveValue('Founding of Briarholt');
    await expect(dialog.getByLabel('Date')).toHaveValue('Year 200 of the Ember Age');
    await dialog.getByLabel('Title').fill('Briarholt is founded');
    await dialog.getByLabel('Date').fill('Year 5 of the Ember Age');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(events(page)).toHaveCount(9);
    await expect(page.getByRole('article', { name: 'Founding of Briarholt' })).toHaveCount(0);
    await expect(eventTitles(page).nth(1)).toHaveText('Briarholt is founded');

    await page.getByRole('button', { name: 'Delete The Fall of Embers' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(
      'Are you sure you want to delete "The Fall of Embers"? This action cannot be undone.',
    );
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(events(page)).toHaveCount(9);
    await page.getByRole('button', { name: 'Delete The Fall of Embers' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(events(page)).toHaveCount(8);
    await expect(page.getByRole('article', { name: 'The Fall of Embers' })).toHaveCount(0);
    await expect(page.getByRole('main').getByText('8 events', { exact: true })).toHaveCount(2);
  });

  test('an unknown id shows Timeline Not Found with a way back', async ({ page }) => {
    await signIn(page, { from: '/timelines/no-such-timeline' });
    await expect(page.getByRole('heading', { level: 1, name: 'Timeline Not Found' })).toBeVisible();
    await expect(
      page.getByText("The timeline you're looking for doesn't exist or has been removed."),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to Timelines' }).click();
    await expect(page).toHaveURL(/\/timelines$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Timelines' })).toBeVisible();
  });

  test('on a phone the filters fold behind a button and the page stays axe-clean in light', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openEmberAge(page, { isAllRendered: false });
    await expect(page.getByRole('status').filter({ hasText: '9 events' })).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Filters: All Events' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(filter(page, /^Critical/)).toBeHidden();
    await toggle.click();
    await filter(page, /^Critical/).click();
    await expect(page.getByRole('button', { name: 'Filters: Critical' })).toBeVisible();
    await expect(events(page)).toHaveCount(2);
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await expectNoAxeViolations(page);
  });
});
