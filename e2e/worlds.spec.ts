import { expect, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

const THORNWILD = '/universes/u-emberreach/worlds/w-thornwild';

const worldTabs = [
  {
    label: 'Overview',
    path: '',
    heading: 'About',
    content: 'Temperate, with warm ground and cold, misty canopies',
  },
  { label: 'Locations', path: '/locations', heading: 'Locations', content: 'Rootdeep Barrow' },
  { label: 'Settlements', path: '/settlements', heading: 'Settlements', content: 'Population 2,400' },
  { label: 'Cultures', path: '/cultures', heading: 'Cultures', content: 'Upper canopy' },
  { label: 'Fauna & Flora', path: '/fauna-flora', heading: 'Fauna & Flora', content: 'Lantern moss' },
  { label: 'Magic', path: '/magic-systems', heading: 'Magic', content: 'Rootsong' },
  { label: 'Factions', path: '/factions', heading: 'Factions', content: 'Keepers of the forest roads.' },
  { label: 'Characters', path: '/characters', heading: 'Characters', content: 'Mira Coldwater' },
  { label: 'Items', path: '/items', heading: 'Items', content: 'Pathstone' },
  { label: 'Lore', path: '/lore', heading: 'Lore', content: 'The Oak That Drank a Star' },
] as const;

test.describe('world detail', () => {
  test('shows the header: back link, type badge, the universe it is part of', async ({ page }) => {
    await signIn(page, { from: THORNWILD });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'The Thornwild' })).toBeVisible();
    await expect(main.getByText('Forest', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle('The Thornwild · Fablehold');
    await main.getByRole('link', { name: 'Part of The Emberreach' }).click();
    await expect(page).toHaveURL(/\/universes\/u-emberreach$/);
    await page.goBack();
    await main.getByRole('link', { name: 'Back to The Emberreach' }).click();
    await expect(page).toHaveURL(/\/universes\/u-emberreach\/worlds$/);
  });

  test('every tab opens by click and again after a reload', async ({ page }) => {
    await signIn(page, { from: THORNWILD });
    const tabs = page.getByRole('navigation', { name: 'World sections' });
    await expect(tabs.getByRole('link')).toHaveText(worldTabs.map((tab) => tab.label));
    const main = page.getByRole('main');
    for (const tab of worldTabs) {
      await tabs.getByRole('link', { name: tab.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${THORNWILD}${tab.path}$`));
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

  test('the overview lists dominant races and notable features', async ({ page }) => {
    await signIn(page, { from: THORNWILD });
    await expect(page.getByRole('list', { name: 'Dominant races' }).getByRole('listitem')).toHaveText([
      'Thornlings',
      'Humans',
    ]);
    await expect(page.getByRole('list', { name: 'Notable features' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByText('The Ember Age', { exact: true })).toBeVisible();
  });

  test('View Map shows the world’s locations and opens one', async ({ page }) => {
    await signIn(page, { from: '/universes/u-emberreach/worlds/w-greyspire' });
    await page.getByRole('button', { name: 'View Map' }).click();
    const dialog = page.getByRole('dialog', { name: 'Map of Greyspire' });
    await expect(dialog.getByText('3 locations; a sketch, not to scale.')).toBeVisible();
    const list = dialog.getByRole('list', { name: 'Locations of Greyspire' });
    await expect(list.getByRole('link')).toHaveCount(3);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'View Map' })).toBeFocused();
    await page.getByRole('button', { name: 'View Map' }).click();
    await list.getByRole('link', { name: /Kharn Deep/ }).click();
    await expect(page).toHaveURL(/\/worlds\/w-greyspire\/locations\/loc-kharn-deep$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kharn Deep' })).toBeVisible();
  });

  test('a location page shows what it is, where, and what is found there', async ({ page }) => {
    await signIn(page, { from: '/universes/u-emberreach/worlds/w-greyspire/locations/loc-old-forge' });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'The Sunken Forge' })).toBeVisible();
    await expect(main.getByText('Ruins', { exact: true }).first()).toBeVisible();
    await expect(main.getByText(/A forge abandoned when its ember cooled overnight/)).toBeVisible();
    await expect(main.getByRole('list', { name: 'Items found here' }).getByRole('heading')).toHaveText([
      'The Ashen Crown',
    ]);
    // Its relations and what mentions it, as on every record's page.
    await expect(main.getByRole('heading', { name: 'Mentioned in' })).toBeVisible();
    await expectNoAxeViolations(page);
    await main.getByRole('link', { name: /Kharn Deep/ }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Kharn Deep' })).toBeVisible();
    await expect(main.getByText('Settlement: Kharn Deep')).toBeVisible();
    await expect(main.getByRole('list', { name: 'Items found here' }).getByRole('heading')).toHaveText([
      'Oathflame Blade',
    ]);
    await page.reload();
    await expect(main.getByRole('heading', { level: 1, name: 'Kharn Deep' })).toBeVisible();
    await main.getByRole('link', { name: 'Back to Greyspire locations' }).click();
    await expect(page).toHaveURL(/\/worlds\/w-greyspire\/locations$/);
    await expect(main.getByRole('heading', { level: 2, name: /^Locations/ })).toBeVisible();
  });

  test('Edit World saves in place, validates, and cancels with Escape', async ({ page }) => {
    await signIn(page, { from: THORNWILD });
    await page.getByRole('button', { name: 'Edit World' }).click();
    const form = page.getByRole('form', { name: 'Edit world' });
    await expect(form.getByLabel('Name')).toBeFocused();
    await form.getByLabel('Type').fill('');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Type is required')).toBeVisible();
    await expect(form.getByLabel('Type')).toBeFocused();
    await form.getByLabel('Type').fill('Enchanted Forest');
    await form.getByLabel('Climate').fill('Warm roots, cold canopy');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    const main = page.getByRole('main');
    await expect(main.getByText('Enchanted Forest', { exact: true })).toBeVisible();
    await expect(main.getByText('Warm roots, cold canopy')).toBeVisible();

    await page.getByRole('button', { name: 'Edit World' }).click();
    await form.getByLabel('Name').fill('Not saved');
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await expect(main.getByRole('heading', { level: 1, name: 'The Thornwild' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit World' })).toBeFocused();
  });

  test('unknown worlds and locations show not-found states with a way back', async ({ page }) => {
    await signIn(page, { from: '/universes/u-emberreach/worlds/no-such-world/lore' });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'World Not Found' })).toBeVisible();
    await main.getByRole('link', { name: 'Back to the universe' }).click();
    await expect(page).toHaveURL(/\/universes\/u-emberreach\/worlds$/);

    await page.goto(`${THORNWILD}/locations/no-such-place`);
    await expect(main.getByRole('heading', { level: 1, name: 'Location Not Found' })).toBeVisible();
    // A real location of another world is not found under this one either.
    await page.goto(`${THORNWILD}/locations/loc-kharn-deep`);
    await expect(main.getByRole('heading', { level: 1, name: 'Location Not Found' })).toBeVisible();
    await main.getByRole('link', { name: 'Back to The Thornwild locations' }).click();
    await expect(page).toHaveURL(new RegExp(`${THORNWILD}/locations$`));
  });

  test('a world reached under another universe moves to its own universe’s address', async ({ page }) => {
    await signIn(page, { from: '/universes/u-tidewell/worlds/w-thornwild/settlements' });
    await expect(page).toHaveURL(new RegExp(`${THORNWILD}/settlements$`));
    await expect(page.getByRole('link', { name: 'Part of The Emberreach' })).toBeVisible();
  });

  test('has no axe violations', async ({ page }) => {
    await signIn(page, { from: THORNWILD });
    await expect(page.getByRole('heading', { level: 1, name: 'The Thornwild' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Dominant races' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`${THORNWILD}/fauna-flora`);
    await expect(page.getByRole('heading', { level: 2, name: /^Fauna & Flora/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
