import { expect, type Locator, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

const EMBER = '/universes/u-emberreach';

function universeNames(page: Page) {
  return page.getByRole('main').getByRole('list', { name: 'Universes' }).getByRole('heading', { level: 2 });
}

/** Whether the first two entries of a list sit on one row (grid) rather than one above the other. */
async function sideBySide(items: Locator): Promise<boolean> {
  const first = await items.nth(0).boundingBox();
  const second = await items.nth(1).boundingBox();
  if (!first || !second) return false;
  return Math.abs(first.y - second.y) < 1 && second.x > first.x;
}

/** The element's box once the 0.1 s zoom transition has finished (two equal readings in a row). */
async function settledBox(locator: Locator) {
  let previous = await locator.boundingBox();
  for (let attempt = 0; attempt < 20; attempt += 1) {
    await locator.page().waitForTimeout(50);
    const current = await locator.boundingBox();
    if (current && previous && current.x === previous.x && current.y === previous.y) return current;
    previous = current;
  }
  return previous;
}

async function chooseFilter(page: Page, current: string, option: string) {
  await page.getByRole('button', { name: `Filter: ${current}` }).click();
  await page.getByRole('menuitemradio', { name: option }).click();
  await expect(page.getByRole('button', { name: `Filter: ${option}` })).toBeVisible();
}

test.describe('universes list', () => {
  test('searches by name or description, ignoring case, and says when nothing matches', async ({ page }) => {
    await signIn(page, { from: '/universes' });
    await expect(page.getByRole('heading', { level: 1, name: 'Universes' })).toBeVisible();
    await expect(universeNames(page)).toHaveText(['The Emberreach', 'Tidewell Expanse', 'Lanternfall']);
    const search = page.getByRole('searchbox', { name: 'Search universes' });
    await expect(search).toHaveAttribute('placeholder', 'Search universes...');
    await search.fill('OCEAN world');
    await expect(universeNames(page)).toHaveText(['Tidewell Expanse']);
    await search.fill('lantern');
    await expect(universeNames(page)).toHaveText(['Lanternfall']);
    await search.fill('dragons');
    await expect(page.getByRole('heading', { name: 'No universes matching "dragons"' })).toBeVisible();
    await search.fill('');
    await expect(universeNames(page)).toHaveCount(3);
  });

  test('filters by favorites and recent edits, combined with search', async ({ page }) => {
    await signIn(page, { from: '/universes' });
    await expect(universeNames(page)).toHaveCount(3);
    await chooseFilter(page, 'All Universes', 'Favorites');
    await expect(universeNames(page)).toHaveText(['The Emberreach']);
    // Starring another universe adds it to the Favorites view at once.
    await chooseFilter(page, 'Favorites', 'All Universes');
    await page.getByRole('button', { name: 'Favorite Lanternfall' }).click();
    await expect(page.getByRole('button', { name: 'Favorite Lanternfall' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await chooseFilter(page, 'All Universes', 'Favorites');
    await expect(universeNames(page)).toHaveText(['The Emberreach', 'Lanternfall']);
    // Recent Edits: changed in the last 7 days, newest first (Lanternfall was edited 9 days ago).
    await chooseFilter(page, 'Favorites', 'Recent Edits');
    await expect(universeNames(page)).toHaveText(['The Emberreach', 'Tidewell Expanse']);
    await page.getByRole('searchbox', { name: 'Search universes' }).fill('ocean');
    await expect(universeNames(page)).toHaveText(['Tidewell Expanse']);
  });

  test('switches between grid and list and opens a universe', async ({ page }) => {
    await signIn(page, { from: '/universes' });
    const main = page.getByRole('main');
    await expect(main.getByText('2 worlds').first()).toBeVisible();
    await expect(main.getByText(/^Updated 2 hours ago$/)).toBeVisible();
    const listButton = page.getByRole('button', { name: 'List view' });
    await listButton.click();
    await expect(listButton).toHaveAttribute('aria-pressed', 'true');
    await expect(universeNames(page)).toHaveCount(3);
    // The list view stacks one universe per row; the grid puts them side by side.
    const items = main.getByRole('list', { name: 'Universes' }).getByRole('listitem');
    await expect.poll(() => sideBySide(items)).toBe(false);
    await page.getByRole('button', { name: 'Grid view' }).click();
    await expect(page.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => sideBySide(items)).toBe(true);
    await page.getByRole('link', { name: 'Open Tidewell Expanse' }).click();
    await expect(page).toHaveURL(/\/universes\/u-tidewell$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tidewell Expanse' })).toBeVisible();
  });

  test('has no axe violations', async ({ page }) => {
    await signIn(page, { from: '/universes' });
    await expect(universeNames(page)).toHaveCount(3);
    await expectNoAxeViolations(page);
  });
});

test.describe('creating a universe', () => {
  test('requires a name, keeps what was typed, then lands on the new universe', async ({ page }) => {
    await signIn(page, { from: '/universes' });
    await page.getByRole('link', { name: 'New Universe' }).click();
    await expect(page).toHaveURL(/\/universes\/new$/);
    const form = page.getByRole('form', { name: 'New universe' });
    await form.getByLabel('Description').fill('A sea of glass where ships sail on light.');
    await form.getByRole('button', { name: 'Create Universe' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByLabel('Description')).toHaveValue('A sea of glass where ships sail on light.');
    await form.getByLabel('Name').fill('Glasswater');
    await expect(form.getByText('Name is required')).toBeHidden();
    await form.getByRole('button', { name: 'Create Universe' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Glasswater' })).toBeVisible();
    await expect(page).toHaveURL(/\/universes\/[^/]+$/);
    await expect(page).not.toHaveURL(/\/universes\/new$/);
    await expect(
      page.getByRole('main').getByText('A sea of glass where ships sail on light.').first(),
    ).toBeVisible();
    await expect(page).toHaveTitle('Glasswater · Fablehold');
    await page.getByRole('link', { name: 'Back to Universes' }).click();
    await expect(universeNames(page)).toContainText(['Glasswater']);
  });
});

const universeTabs = [
  { label: 'Overview', path: '', heading: 'About', content: 'The Thornwild' },
  { label: 'Worlds', path: '/worlds', heading: 'Worlds', content: 'Greyspire' },
  { label: 'Locations', path: '/locations', heading: 'Locations', content: 'Emberheart Glade' },
  { label: 'Time Periods', path: '/time-periods', heading: 'Time Periods', content: 'The Long Dusk' },
  { label: 'Magic Systems', path: '/magic-systems', heading: 'Magic Systems', content: 'Hearthbinding' },
  { label: 'Factions', path: '/factions', heading: 'Factions', content: 'The Cinder Court' },
  { label: 'Cultures', path: '/cultures', heading: 'Cultures', content: 'Greyspire Mountains' },
  { label: 'Characters', path: '/characters', heading: 'Characters', content: 'Mira Coldwater' },
  { label: 'Technology', path: '/technology', heading: 'Technology', content: 'Stonewarm forges' },
  { label: 'Races', path: '/races', heading: 'Races', content: 'The Greyspire deep halls' },
  { label: 'Items', path: '/items', heading: 'Items', content: 'The Oathflame Blade' },
  { label: 'Lore', path: '/lore', heading: 'Lore', content: 'The Night the Sky Broke' },
] as const;

test.describe('universe detail', () => {
  test('every tab opens by click and again after a reload', async ({ page }) => {
    await signIn(page, { from: EMBER });
    await expect(page.getByRole('heading', { level: 1, name: 'The Emberreach' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Universe sections' });
    await expect(tabs.getByRole('link')).toHaveText(universeTabs.map((tab) => tab.label));
    for (const tab of universeTabs) {
      await tabs.getByRole('link', { name: tab.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${EMBER}${tab.path}$`));
      await expect(tabs.getByRole('link', { name: tab.label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const main = page.getByRole('main');
      await expect(
        main.getByRole('heading', { level: 2, name: new RegExp(`^${tab.heading}`) }),
      ).toBeVisible();
      await expect(main.getByText(tab.content).first()).toBeVisible();
      await page.reload();
      await expect(
        main.getByRole('heading', { level: 2, name: new RegExp(`^${tab.heading}`) }),
      ).toBeVisible();
      await expect(main.getByText(tab.content).first()).toBeVisible();
    }
  });

  test('tabs show their details: advancement, race traits, item rarity and powers, lore era', async ({
    page,
  }) => {
    await signIn(page, { from: `${EMBER}/technology` });
    const main = page.getByRole('main');
    const forge = main.getByRole('listitem').filter({ hasText: 'Stonewarm forges' });
    await expect(forge.getByText('Advanced', { exact: true })).toBeVisible();
    await page.goto(`${EMBER}/races`);
    const cindrel = main
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Cindrel' }) });
    await expect(cindrel.getByText('200 years')).toBeVisible();
    await expect(cindrel.getByRole('list', { name: 'Traits of Cindrel' }).getByRole('listitem')).toHaveText([
      'Heat-resistant',
      'Patient',
      'Keen smiths',
    ]);
    await page.goto(`${EMBER}/items`);
    for (const rarity of ['common', 'uncommon', 'rare', 'legendary', 'unique']) {
      await expect(main.getByText(rarity, { exact: true })).toBeVisible();
    }
    await expect(
      main.getByRole('list', { name: 'Powers of The Ashen Crown' }).getByRole('listitem'),
    ).toHaveCount(3);
    await page.goto(`${EMBER}/lore`);
    await expect(main.getByText('Year 1 of the Ember Age')).toBeVisible();
    await expect(main.getByText('Myth', { exact: true })).toBeVisible();
  });

  test('a world card and a location open their pages', async ({ page }) => {
    await signIn(page, { from: `${EMBER}/worlds` });
    await page.getByRole('main').getByRole('link', { name: 'The Thornwild' }).click();
    await expect(page).toHaveURL(/\/universes\/u-emberreach\/worlds\/w-thornwild$/);
    await expect(page.getByRole('heading', { level: 1, name: 'The Thornwild' })).toBeVisible();
    await page.goto(`${EMBER}/locations`);
    await page.getByRole('main').getByRole('link', { name: 'The Sunken Forge' }).click();
    await expect(page).toHaveURL(/\/worlds\/w-greyspire\/locations\/loc-old-forge$/);
    await expect(page.getByRole('heading', { level: 1, name: 'The Sunken Forge' })).toBeVisible();
  });

  test('the diagram zooms in steps of 10 % between 50 % and 200 % and pans by dragging', async ({ page }) => {
    await signIn(page, { from: EMBER });
    const diagram = page.getByRole('group', { name: 'Diagram of The Emberreach' });
    await expect(diagram.getByRole('link', { name: 'The Thornwild', exact: true })).toBeVisible();
    const level = page.getByRole('status', { name: 'Zoom level' });
    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    const zoomOut = page.getByRole('button', { name: 'Zoom out' });
    await expect(level).toHaveText('100%');
    await zoomIn.click();
    await expect(level).toHaveText('110%');
    for (let i = 0; i < 9; i += 1) await zoomIn.click();
    await expect(level).toHaveText('200%');
    await expect(zoomIn).toBeDisabled();
    await expect(zoomOut).toBeEnabled();
    for (let i = 0; i < 15; i += 1) {
      if (await zoomOut.isDisabled()) break;
      await zoomOut.click();
    }
    await expect(level).toHaveText('50%');
    await expect(zoomOut).toBeDisabled();
    await expect(zoomIn).toBeEnabled();

    // The keyboard: + zooms, 0 resets.
    await diagram.focus();
    await page.keyboard.press('+');
    await expect(level).toHaveText('60%');
    await page.keyboard.press('0');
    await expect(level).toHaveText('100%');

    // Dragging an empty part of the canvas moves the content with the pointer.
    const node = diagram.getByRole('link', { name: 'The Thornwild', exact: true });
    const before = await settledBox(node);
    const box = await diagram.boundingBox();
    if (!before || !box) throw new Error('diagram not laid out');
    await page.mouse.move(box.x + 8, box.y + box.height - 8);
    await page.mouse.down();
    await page.mouse.move(box.x + 68, box.y + box.height - 38, { steps: 5 });
    await page.mouse.up();
    await expect
      .poll(async () => {
        const after = await node.boundingBox();
        return after ? [Math.round(after.x - before.x), Math.round(after.y - before.y)] : null;
      })
      .toEqual([60, -30]);
    // A click on a node still follows its link.
    await node.click();
    await expect(page).toHaveURL(/\/worlds\/w-thornwild$/);
  });

  test('Share copies the page link and says so', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL ?? '' });
    await signIn(page, { from: `${EMBER}/factions` });
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${baseURL}${EMBER}/factions`);
  });

  test('Edit changes the name and description in place; Cancel and Escape leave them', async ({ page }) => {
    await signIn(page, { from: EMBER });
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const form = page.getByRole('form', { name: 'Edit universe' });
    await expect(form.getByLabel('Name')).toBeFocused();
    await expect(form.getByLabel('Name')).toHaveValue('The Emberreach');
    await form.getByLabel('Name').fill('   ');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await form.getByLabel('Name').fill('The Ember Reach');
    await form.getByLabel('Description').fill('Seven embers fell; seven kingdoms rose.');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'The Ember Reach' })).toBeVisible();
    await expect(
      page.getByRole('main').getByText('Seven embers fell; seven kingdoms rose.').first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeFocused();

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await form.getByLabel('Name').fill('Something else');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'The Ember Reach' })).toBeVisible();

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await form.getByLabel('Name').fill('Escaped');
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'The Ember Reach' })).toBeVisible();
    // The list follows the new name.
    await page.getByRole('link', { name: 'Back to Universes' }).click();
    await expect(universeNames(page).first()).toHaveText('The Ember Reach');
  });

  test('the favorite star flips on the detail page', async ({ page }) => {
    await signIn(page, { from: '/universes/u-tidewell' });
    const star = page.getByRole('button', { name: 'Favorite Tidewell Expanse' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
  });

  test('an unknown universe id shows a not-found state with a way back', async ({ page }) => {
    await signIn(page, { from: '/universes/no-such-universe/lore' });
    await expect(page.getByRole('heading', { level: 1, name: 'Universe Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Universes' }).click();
    await expect(page).toHaveURL(/\/universes$/);
    await page.goto(`${EMBER}/no-such-tab`);
    await expect(page.getByRole('heading', { name: 'Section not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Overview' }).click();
    await expect(page).toHaveURL(new RegExp(`${EMBER}$`));
  });

  test('the overview and the items tab have no axe violations', async ({ page }) => {
    await signIn(page, { from: EMBER });
    await expect(page.getByRole('group', { name: 'Diagram of The Emberreach' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page
      .getByRole('navigation', { name: 'Universe sections' })
      .getByRole('link', { name: 'Items' })
      .click();
    await expect(page.getByRole('heading', { level: 2, name: /^Items/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
