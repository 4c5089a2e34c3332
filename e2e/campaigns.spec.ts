import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

const CINDER = '/campaigns/c-cinder-road';

const campaignList = (page: Page) => page.getByRole('list', { name: 'Campaigns' });
const cardTitles = (page: Page) => campaignList(page).getByRole('heading', { level: 2 });

async function chooseFilter(page: Page, option: string) {
  await page.getByRole('button', { name: /^Filter:/ }).click();
  await page.getByRole('menuitemradio', { name: option }).click();
  await expect(page.getByRole('button', { name: `Filter: ${option}` })).toBeVisible();
}

// Each tab: its label, sub-path and something only that tab shows for The Cinder Road.
const tabs = [
  { label: 'Overview', path: '', heading: 'About this campaign', sample: 'Five sworn companions escort' },
  { label: 'Sessions', path: 'sessions', heading: 'Sessions', sample: 'Ambush on the Thousand Stairs' },
  { label: 'Characters', path: 'characters', heading: 'Characters', sample: 'Captain Rusk' },
  { label: 'Quests', path: 'quests', heading: 'Quests', sample: '1,200 XP' },
  { label: 'Encounters', path: 'encounters', heading: 'Encounters', sample: 'Raiders on the stair' },
  { label: 'Locations', path: 'locations', heading: 'Locations', sample: 'Stairfoot' },
  { label: 'Items', path: 'items', heading: 'Items', sample: 'Ember cart' },
  { label: 'Notes', path: 'notes', heading: 'Notes', sample: 'Session 3 recap' },
] as const;

test.describe('campaigns list', () => {
  test('shows every campaign with status, universe, sessions and next session', async ({ page }) => {
    await signIn(page, { from: '/campaigns' });
    await expect(page).toHaveTitle('Campaigns · Fablehold');
    await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
    await expect(cardTitles(page)).toHaveText([
      'The Cinder Road',
      'Stormglass Regatta',
      'Gaslight Syndicate',
      'Frostmarch Vigil',
    ]);
    const gaslight = campaignList(page).getByRole('listitem').filter({ hasText: 'Gaslight Syndicate' });
    await expect(gaslight.getByText('Completed', { exact: true })).toBeVisible();
    await expect(gaslight.getByText('Lanternfall')).toBeVisible();
    await expect(gaslight.getByText('3 sessions')).toBeVisible();
    await expect(gaslight.getByText('Next session: Not scheduled')).toBeVisible();
    const cinder = campaignList(page).getByRole('listitem').filter({ hasText: 'The Cinder Road' });
    await expect(cinder.getByText(/^Next session: \w{3}, \w{3} \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(cinder.getByRole('button', { name: 'Favorite The Cinder Road' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await cinder.getByRole('link', { name: 'Open The Cinder Road' }).click();
    await expect(page).toHaveURL(new RegExp(`${CINDER}$`));
  });

  test('search matches the title or the universe name, and says when nothing matches', async ({ page }) => {
    await signIn(page, { from: '/campaigns' });
    const search = page.getByRole('searchbox', { name: 'Search campaigns' });
    await expect(search).toHaveAttribute('placeholder', 'Search campaigns...');

    await search.fill('REGATTA');
    await expect(cardTitles(page)).toHaveText(['Stormglass Regatta']);

    await search.fill('emberreach');
    await expect(cardTitles(page)).toHaveText(['The Cinder Road', 'Frostmarch Vigil']);

    await search.fill('dragons');
    await expect(page.getByRole('heading', { name: 'No campaigns matching "dragons"' })).toBeVisible();
    await expect(campaignList(page)).toBeHidden();

    await search.fill('');
    await expect(cardTitles(page)).toHaveCount(4);
  });

  test('each filter works as named and combines with the search', async ({ page }) => {
    await signIn(page, { from: '/campaigns' });
    await expect(page.getByRole('button', { name: 'Filter: All Campaigns' })).toBeVisible();

    await chooseFilter(page, 'Favorites');
    await expect(cardTitles(page)).toHaveText(['The Cinder Road']);
    await chooseFilter(page, 'Planning');
    await expect(cardTitles(page)).toHaveText(['Stormglass Regatta']);
    await chooseFilter(page, 'Active');
    await expect(cardTitles(page)).toHaveText(['The Cinder Road', 'Frostmarch Vigil']);
    await chooseFilter(page, 'Completed');
    await expect(cardTitles(page)).toHaveText(['Gaslight Syndicate']);

    await chooseFilter(page, 'Active');
    await page.getByRole('searchbox', { name: 'Search campaigns' }).fill('frost');
    await expect(cardTitles(page)).toHaveText(['Frostmarch Vigil']);

    await chooseFilter(page, 'All Campaigns');
    await page.getByRole('searchbox', { name: 'Search campaigns' }).fill('');
    await expect(cardTitles(page)).toHaveCount(4);

    // Starring a campaign puts it under Favorites at once.
    await page.getByRole('button', { name: 'Favorite Gaslight Syndicate' }).click();
    await chooseFilter(page, 'Favorites');
    await expect(cardTitles(page)).toHaveText(['The Cinder Road', 'Gaslight Syndicate']);
  });

  test('switches between the card grid and the dense list', async ({ page }) => {
    await signIn(page, { from: '/campaigns' });
    const grid = page.getByRole('button', { name: 'Grid view' });
    const list = page.getByRole('button', { name: 'List view' });
    await expect(grid).toHaveAttribute('aria-pressed', 'true');
    await expect(campaignList(page).getByRole('img', { name: 'Cover of The Cinder Road' })).toBeVisible();

    await list.click();
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await expect(grid).toHaveAttribute('aria-pressed', 'false');
    await expect(cardTitles(page)).toHaveCount(4);
    // The dense list has no covers but keeps the facts and the Open links.
    await expect(campaignList(page).getByRole('img')).toHaveCount(0);
    await expect(campaignList(page).getByText('Next session: Not scheduled')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open Frostmarch Vigil' })).toBeVisible();

    await grid.click();
    await expect(campaignList(page).getByRole('img', { name: 'Cover of The Cinder Road' })).toBeVisible();
  });

  test('the list page has no accessibility violations in either theme and view', async ({ page }) => {
    await signIn(page, { from: '/campaigns' });
    await expect(cardTitles(page)).toHaveCount(4);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'List view' }).click();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await expectNoAxeViolations(page);
  });
});

test.describe('campaign creation', () => {
  test('New Campaign checks the form, creates the campaign and lands on its page', async ({ page }) => {
    await signIn(page, { from: '/campaigns' });
    await page.getByRole('link', { name: 'New Campaign' }).click();
    await expect(page).toHaveURL(/\/campaigns\/new$/);
    await expect(page.getByRole('heading', { level: 1, name: 'New Campaign' })).toBeVisible();

    const form = page.getByRole('form', { name: 'New campaign' });
    const title = form.getByRole('textbox', { name: 'Title' });
    const universe = form.getByRole('combobox', { name: 'Universe' });
    await expect(universe.getByRole('option', { name: 'Tidewell Expanse' })).toBeAttached();

    await form.getByRole('textbox', { name: 'Description' }).fill('Smugglers under the lamps.');
    await form.getByRole('button', { name: 'Create Campaign' }).click();
    await expect(title).toBeFocused();
    await expect(form.getByText('Title is required')).toBeVisible();
    await expect(form.getByText('Please select a universe')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Smugglers under the lamps.',
    );

    await title.fill('Night Market');
    await universe.selectOption({ label: 'Lanternfall' });
    await form.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Active' });
    await form.getByRole('button', { name: 'Create Campaign' }).click();

    await expect(page).toHaveURL(/\/campaigns\/(?!new$)[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Night Market' })).toBeVisible();
    await expect(page).toHaveTitle('Night Market · Fablehold');
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Universe: Lanternfall' })).toBeVisible();
    await expect(page.getByText('Smugglers under the lamps.')).toBeVisible();
    await expect(page.getByRole('main').getByText('Not scheduled')).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Campaign sections' })
      .getByRole('link', { name: 'Sessions' })
      .click();
    await expect(page.getByRole('heading', { name: 'No sessions yet' })).toBeVisible();

    await page.getByRole('link', { name: 'Back to Campaigns' }).click();
    await expect(cardTitles(page)).toHaveText([
      'Night Market',
      'The Cinder Road',
      'Stormglass Regatta',
      'Gaslight Syndicate',
      'Frostmarch Vigil',
    ]);
  });
});

test.describe('campaign detail', () => {
  test('shows the header: back, title, star, status, universe link, Share and Edit', async ({ page }) => {
    await signIn(page, { from: CINDER });
    await expect(page).toHaveTitle('The Cinder Road · Fablehold');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'The Cinder Road' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Favorite The Cinder Road' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(main.getByText('Active', { exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Edit' })).toBeVisible();

    await main.getByRole('button', { name: 'Favorite The Cinder Road' }).click();
    await expect(main.getByRole('button', { name: 'Favorite The Cinder Road' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await main.getByRole('link', { name: 'Universe: The Emberreach' }).click();
    await expect(page).toHaveURL(/\/universes\/u-emberreach$/);
    await page.goBack();
    await main.getByRole('link', { name: 'Back to Campaigns' }).click();
    await expect(page).toHaveURL(/\/campaigns$/);
  });

  test('every tab opens by click, in order, and marks itself current', async ({ page }) => {
    await signIn(page, { from: CINDER });
    const nav = page.getByRole('navigation', { name: 'Campaign sections' });
    await expect(nav.getByRole('link')).toHaveText(tabs.map((tab) => tab.label));
    for (const tab of tabs) {
      await nav.getByRole('link', { name: tab.label }).click();
      await expect(page).toHaveURL(new RegExp(`${CINDER}${tab.path ? `/${tab.path}` : ''}$`));
      await expect(nav.getByRole('link', { name: tab.label })).toHaveAttribute('aria-current', 'page');
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(`^${tab.heading}`) }),
      ).toBeVisible();
      await expect(page.getByRole('main').getByText(tab.sample).first()).toBeVisible();
    }
  });

  test('every tab opens from a deep link and after a reload', async ({ page }) => {
    await signIn(page);
    for (const tab of tabs) {
      const url = `${CINDER}${tab.path ? `/${tab.path}` : ''}`;
      await page.goto(url);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'The Cinder Road' })).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(`^${tab.heading}`) }),
      ).toBeVisible();
      await expect(page.getByRole('main').getByText(tab.sample).first()).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Campaign sections' }).getByRole('link', { name: tab.label }),
      ).toHaveAttribute('aria-current', 'page');
    }
  });

  test('tabs show their details: statuses, difficulty, rarity, powers, tags and dates', async ({ page }) => {
    await signIn(page, { from: `${CINDER}/sessions` });
    const main = page.getByRole('main');
    const stair = main.getByRole('listitem').filter({ hasText: 'Ambush on the Thousand Stairs' });
    await expect(stair.getByText('Completed', { exact: true })).toBeVisible();
    await expect(stair.locator('time')).toHaveText(/^\w{3}, \w{3} \d{1,2}, \d{4}$/);
    await expect(
      main.getByRole('listitem').filter({ hasText: 'Into the Thornwild' }).getByText('Planned'),
    ).toBeVisible();

    await page.goto(`${CINDER}/characters`);
    const rusk = main.getByRole('listitem').filter({ hasText: 'Captain Rusk' });
    await expect(rusk.getByText('NPC', { exact: true })).toBeVisible();
    await expect(rusk.getByText('Bandit')).toBeVisible();
    await expect(rusk.getByText('Villain')).toBeVisible();
    const brannoc = main.getByRole('listitem').filter({ hasText: 'Brannoc Vale' });
    await expect(brannoc.getByText('Player', { exact: true })).toBeVisible();
    await expect(brannoc.getByText('Cindrel')).toBeVisible();
    await expect(brannoc.getByText('Fighter')).toBeVisible();
    await expect(brannoc.getByText('A hold guard with a debt to the Court.')).toBeVisible();

    await page.goto(`${CINDER}/quests`);
    const deliver = main.getByRole('listitem').filter({ hasText: 'Deliver the embers' });
    await expect(deliver.getByText('In Progress')).toBeVisible();
    await expect(deliver.getByText('1,200 XP')).toBeVisible();

    await page.goto(`${CINDER}/encounters`);
    const shifting = main.getByRole('listitem').filter({ hasText: 'The shifting path' });
    await expect(shifting.getByText('Puzzle')).toBeVisible();
    await expect(shifting.getByText('Hard', { exact: true })).toBeVisible();

    await page.goto(`${CINDER}/items`);
    const cart = main.getByRole('listitem').filter({ hasText: 'Ember cart' });
    await expect(cart.getByText('Rare', { exact: true })).toBeVisible();
    await expect(cart.getByText('Quest Item')).toBeVisible();
    await expect(cart.getByText('With the party')).toBeVisible();
    await expect(cart.getByText('Warms the camp')).toBeVisible();
    const cloak = main.getByRole('listitem').filter({ hasText: 'Warden’s cloak' });
    await expect(cloak.getByText('Equipped')).toBeVisible();

    await page.goto(`${CINDER}/notes`);
    const recap = main.getByRole('listitem').filter({ hasText: 'Session 3 recap' });
    await expect(recap.getByText('Recap', { exact: true })).toBeVisible();
    await expect(recap.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
      'recap',
      'mossgate',
    ]);
    await expect(recap.getByText('Created 1 week ago')).toBeVisible();
    await expect(recap.getByText('Updated 6 days ago')).toBeVisible();
  });

  test('an unknown campaign shows a clear not-found state with a way back', async ({ page }) => {
    await signIn(page, { from: '/campaigns/no-such-campaign/quests' });
    await expect(page.getByRole('heading', { level: 1, name: 'Campaign Not Found' })).toBeVisible();
    await expect(
      page.getByText("The campaign you're looking for doesn't exist or has been removed."),
    ).toBeVisible();
    await expect(page).toHaveTitle('Campaign Not Found · Fablehold');
    await page.getByRole('main').getByRole('link', { name: 'Back to Campaigns' }).last().click();
    await expect(page).toHaveURL(/\/campaigns$/);
  });

  test('an unknown tab of a real campaign says so and leads to the overview', async ({ page }) => {
    await signIn(page, { from: `${CINDER}/dungeons` });
    await expect(page.getByRole('heading', { name: 'Section not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Overview' }).click();
    await expect(page).toHaveURL(new RegExp(`${CINDER}$`));
  });

  test('Share copies the page link and says so', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
    await signIn(page, { from: `${CINDER}/quests` });
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(page.url());
    expect(copied).toMatch(/\/campaigns\/c-cinder-road\/quests$/);
    // The message clears after a few seconds.
    await expect(page.getByText('Link copied')).toBeHidden({ timeout: 6_000 });
  });

  test('Share says so plainly when the clipboard is refused', async ({ page }) => {
    await signIn(page, { from: CINDER });
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
      });
    });
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status').filter({ hasText: "Couldn't copy the link" })).toBeVisible();
    const field = page.getByRole('textbox', { name: /copy the link from here/i });
    await expect(field).toHaveValue(page.url());
    await expect(field).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(field).toBeHidden();
  });

  test('Edit saves a new title and description in place', async ({ page }) => {
    await signIn(page, { from: CINDER });
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Edit' }).click();
    const form = main.getByRole('form', { name: 'Edit campaign' });
    const title = form.getByRole('textbox', { name: 'Title' });
    await expect(title).toBeFocused();
    await expect(title).toHaveValue('The Cinder Road');

    await title.fill('   ');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Title is required')).toBeVisible();
    await expect(title).toBeFocused();

    await title.fill('The Ember Road');
    await form.getByRole('textbox', { name: 'Description' }).fill('A new road, a new oath.');
    await form.getByRole('button', { name: 'Save' }).click();

    await expect(form).toBeHidden();
    await expect(main.getByRole('heading', { level: 1, name: 'The Ember Road' })).toBeVisible();
    await expect(main.getByText('A new road, a new oath.')).toBeVisible();
    await expect(page).toHaveTitle('The Ember Road · Fablehold');
    await expect(main.getByRole('button', { name: 'Edit' })).toBeFocused();

    // The list follows the change.
    await main.getByRole('link', { name: 'Back to Campaigns' }).click();
    await expect(cardTitles(page).first()).toHaveText('The Ember Road');
  });

  test('Edit cancels with the button or Escape and keeps the old values', async ({ page }) => {
    await signIn(page, { from: CINDER });
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Edit' }).click();
    const form = main.getByRole('form', { name: 'Edit campaign' });
    await form.getByRole('textbox', { name: 'Title' }).fill('Discarded');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(form).toBeHidden();
    await expect(main.getByRole('heading', { level: 1, name: 'The Cinder Road' })).toBeVisible();

    await main.getByRole('button', { name: 'Edit' }).click();
    await form.getByRole('textbox', { name: 'Description' }).fill('Also discarded');
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await expect(main.getByRole('button', { name: 'Edit' })).toBeFocused();
    await expect(main.getByText('Five sworn companions escort')).toBeVisible();
    await expect(main.getByText('Also discarded')).toBeHidden();
  });

  test('the detail page has no accessibility violations', async ({ page }) => {
    await signIn(page, { from: CINDER });
    await expect(page.getByRole('heading', { level: 2, name: 'About this campaign' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page
      .getByRole('navigation', { name: 'Campaign sections' })
      .getByRole('link', { name: 'Items' })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: /^Items/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('form', { name: 'Edit campaign' })).toBeVisible();
    await expectNoAxeViolations(page);
    // The characters' cards mark role and notes as this campaign's own (race and class are the character's).
    await page
      .getByRole('navigation', { name: 'Campaign sections' })
      .getByRole('link', { name: 'Characters' })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: /^Characters/ })).toBeVisible();
    await expect(page.getByText('Role and notes: in this campaign only').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await page.goto(`${CINDER}/notes`);
    await expect(page.getByRole('heading', { level: 2, name: /^Notes/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
