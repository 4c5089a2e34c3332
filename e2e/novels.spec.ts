import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

const ALL = [
  'The Ashen Crown',
  'Song of the Thornwild',
  'Skyward Tithe',
  'The Drowned Bells',
  'The Lamplighter’s Ledger',
  'A Quiet Orchard',
];

const TABS = [
  { label: 'Overview', path: '', heading: 'Statistics' },
  { label: 'Chapters', path: '/chapters', heading: 'Chapters' },
  { label: 'Characters', path: '/characters', heading: 'Characters' },
  { label: 'Story Arcs', path: '/story-arcs', heading: 'Story Arcs' },
  { label: 'Timeline', path: '/timelines', heading: 'Timeline' },
  { label: 'Assets', path: '/assets', heading: 'Assets' },
];

const novelList = (page: Page) => page.getByRole('list', { name: 'Novels' });
const cardTitles = (page: Page) => novelList(page).getByRole('heading', { level: 2 });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search novels' });

async function chooseFilter(page: Page, option: string) {
  await page.getByRole('button', { name: /^Filter: / }).click();
  await page.getByRole('menuitemradio', { name: option, exact: true }).click();
  await expect(page.getByRole('button', { name: `Filter: ${option}` })).toBeVisible();
}

test.describe('novels', () => {
  test('search matches titles case-insensitively and says exactly when nothing matches', async ({ page }) => {
    await signIn(page, { from: '/novels' });
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search novels...');
    await expect(cardTitles(page)).toHaveText(ALL);

    await searchBox(page).fill('DROWNED');
    await expect(cardTitles(page)).toHaveText(['The Drowned Bells']);

    await searchBox(page).fill('zeppelin');
    await expect(page.getByText('No novels matching "zeppelin"', { exact: true })).toBeVisible();
    await expect(novelList(page)).toHaveCount(0);

    await searchBox(page).fill('');
    await expect(cardTitles(page)).toHaveText(ALL);
  });

  test('each filter works as its name says, and combines with search', async ({ page }) => {
    await signIn(page, { from: '/novels' });
    await expect(cardTitles(page)).toHaveText(ALL);
    await page.getByRole('button', { name: 'Filter: All Novels' }).click();
    await expect(page.getByRole('menuitemradio')).toHaveText([
      'All Novels',
      'Recent Edits',
      'Favorites',
      'Draft',
      'In Progress',
      'Completed',
    ]);
    await page.keyboard.press('Escape');

    const expected: [string, string[]][] = [
      // The last 7 days, newest first.
      ['Recent Edits', ['The Ashen Crown', 'Skyward Tithe', 'The Drowned Bells', 'A Quiet Orchard']],
      ['Favorites', ['The Ashen Crown', 'The Drowned Bells']],
      ['Draft', ['Skyward Tithe', 'A Quiet Orchard']],
      ['In Progress', ['The Ashen Crown', 'The Drowned Bells']],
      ['Completed', ['Song of the Thornwild', 'The Lamplighter’s Ledger']],
      ['All Novels', ALL],
    ];
    for (const [option, titles] of expected) {
      await chooseFilter(page, option);
      await expect(cardTitles(page)).toHaveText(titles);
    }

    // The menu works from the keyboard too.
    await page.getByRole('button', { name: 'Filter: All Novels' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitemradio', { name: 'All Novels' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitemradio', { name: 'Recent Edits' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('menuitemradio', { name: 'Favorites' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Filter: Favorites' })).toBeFocused();
    await expect(cardTitles(page)).toHaveText(['The Ashen Crown', 'The Drowned Bells']);

    await chooseFilter(page, 'Completed');
    await searchBox(page).fill('ledger');
    await expect(cardTitles(page)).toHaveText(['The Lamplighter’s Ledger']);
    await searchBox(page).fill('crown');
    await expect(page.getByText('No novels matching "crown"', { exact: true })).toBeVisible();
  });

  test('cards show cover, status, word count, last edit and an Open link; the list view is dense', async ({
    page,
  }) => {
    await signIn(page, { from: '/novels' });
    const card = novelList(page).getByRole('listitem').filter({ hasText: 'The Ashen Crown' });
    await expect(card.getByRole('img', { name: 'Cover of The Ashen Crown' })).toBeVisible();
    await expect(card.getByText('In Progress')).toBeVisible();
    await expect(card.getByText('84,250 words')).toBeVisible();
    await expect(card.getByText('35 minutes ago')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Open The Ashen Crown' })).toHaveAttribute(
      'href',
      '/novels/n-ashen-crown',
    );

    await page.getByRole('button', { name: 'List view' }).click();
    await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cardTitles(page)).toHaveText(ALL);
    await expect(novelList(page).getByRole('img')).toHaveCount(0);
    await expect(novelList(page).getByRole('link', { name: /^Open / })).toHaveCount(6);

    await page.getByRole('button', { name: 'Grid view' }).click();
    await expect(page.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    await expect(novelList(page).getByRole('img', { name: /^Cover of / })).toHaveCount(6);

    await card.getByRole('link', { name: 'Open The Ashen Crown' }).click();
    await expect(page).toHaveURL(/\/novels\/n-ashen-crown$/);
  });

  test('New Novel validates, creates a draft, lands on it, and the list has it', async ({ page }) => {
    await signIn(page, { from: '/novels' });
    await expect(cardTitles(page)).toHaveCount(6);
    const newNovel = page.getByRole('button', { name: 'New Novel' });
    await newNovel.click();
    const dialog = page.getByRole('dialog', { name: 'New Novel' });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Create Novel' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Title' }).fill('Glass Harbor');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Tides, debts and a lighthouse keeper.');
    await dialog.getByRole('combobox', { name: 'Universe' }).selectOption({ label: 'Tidewell Expanse' });
    await dialog.getByRole('button', { name: 'Create Novel' }).click();

    await expect(page).toHaveURL(/\/novels\/[^/]+$/);
    await expect(page).not.toHaveURL(/\/novels\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Glass Harbor' })).toBeVisible();
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();
    await expect(page.getByText('Tides, debts and a lighthouse keeper.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tidewell Expanse' })).toHaveAttribute(
      'href',
      '/universes/u-tidewell',
    );

    await page.getByRole('link', { name: 'Back to Novels' }).click();
    const card = novelList(page).getByRole('listitem').filter({ hasText: 'Glass Harbor' });
    await expect(card.getByText('Draft')).toBeVisible();
    await expect(card.getByText('0 words')).toBeVisible();
    await expect(card.getByText('Just now')).toBeVisible();
    await expect(cardTitles(page)).toHaveCount(7);
  });

  test('Escape closes the dialog and returns focus to New Novel; /novels?new=1 opens it', async ({
    page,
  }) => {
    await signIn(page, { from: '/novels' });
    const newNovel = page.getByRole('button', { name: 'New Novel' });
    await newNovel.click();
    await expect(page.getByRole('dialog', { name: 'New Novel' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Title' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(newNovel).toBeFocused();

    await page.goto('/novels?new=1');
    await expect(page.getByRole('dialog', { name: 'New Novel' })).toBeVisible();
    await expect(page).toHaveURL(/\/novels$/);
  });

  test('each tab opens by click and by deep link after a reload', async ({ page }) => {
    await signIn(page, { from: '/novels/n-ashen-crown' });
    await expect(page.getByRole('heading', { level: 1, name: 'The Ashen Crown' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Novel sections' });
    for (const tab of TABS) {
      await tabs.getByRole('link', { name: tab.label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/novels/n-ashen-crown${tab.path}$`));
      await expect(tabs.getByRole('link', { name: tab.label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByRole('heading', { level: 2, name: tab.heading })).toBeVisible();
    }
    for (const tab of TABS) {
      await page.goto(`/novels/n-ashen-crown${tab.path}`);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'The Ashen Crown' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: tab.heading })).toBeVisible();
      await expect(page).toHaveTitle('The Ashen Crown · Fablehold');
    }
  });

  test('the tabs show the novel’s content, events by date and images with the fallback', async ({ page }) => {
    await signIn(page, { from: '/novels/n-ashen-crown' });
    await expect(page.getByText('84,250')).toBeVisible();
    await expect(page.getByRole('link', { name: 'The Emberreach' })).toHaveAttribute(
      'href',
      '/universes/u-emberreach',
    );

    await page.goto('/novels/n-ashen-crown/chapters');
    await expect(page.getByRole('listitem').filter({ hasText: 'Court of Embers' })).toContainText(
      '6,030 words',
    );

    await page.goto('/novels/n-ashen-crown/timelines');
    await expect(
      page.getByRole('list', { name: 'Timeline events' }).getByRole('heading', { level: 3 }),
    ).toHaveText([
      'Mira’s brother trapped',
      'Mira breaks her oath',
      'Apprenticed to the Sunken Forge',
      'The forge goes cold',
      'The crown is found',
      'Audience with the Court',
      'Tamsin reads the ash',
      'Up the Thousand Stairs',
    ]);

    await page.goto('/novels/n-ashen-crown/assets');
    await expect(page.getByRole('img', { name: 'The Sunken Forge', exact: true })).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'Crown sketch (lost file): Image unavailable' }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'Documents' }).getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('list', { name: 'Music' }).getByText('Forge rhythm')).toBeVisible();

    await page.goto('/novels/n-quiet-orchard');
    await expect(page.getByText('Not connected to a universe')).toBeVisible();
  });

  test('a favorite toggled on the novel shows in the list', async ({ page }) => {
    await signIn(page, { from: '/novels' });
    await novelList(page).getByRole('link', { name: 'Open Skyward Tithe' }).click();
    const star = page.getByRole('button', { name: 'Favorite Skyward Tithe' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('link', { name: 'Back to Novels' }).click();
    await expect(novelList(page).getByRole('button', { name: 'Favorite Skyward Tithe' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await chooseFilter(page, 'Favorites');
    await expect(cardTitles(page)).toHaveText(['The Ashen Crown', 'Skyward Tithe', 'The Drowned Bells']);

    await novelList(page).getByRole('button', { name: 'Favorite The Ashen Crown' }).click();
    await expect(cardTitles(page)).toHaveText(['Skyward Tithe', 'The Drowned Bells']);
  });

  test('an unknown novel shows a not-found state with a way back', async ({ page }) => {
    await signIn(page, { from: '/novels/no-such-novel/chapters' });
    await expect(page.getByRole('heading', { level: 1, name: 'Novel Not Found' })).toBeVisible();
    await expect(
      page.getByText("The novel you're looking for doesn't exist or has been removed."),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Back to Novels' }).click();
    await expect(page).toHaveURL(/\/novels$/);
    await expect(cardTitles(page)).toHaveCount(6);
  });

  test.describe('axe', () => {
    // Each scan takes several seconds on a shared machine.
    test.describe.configure({ timeout: 120_000 });

    test('no violations on /novels in both views and both themes', async ({ page }) => {
      await signIn(page, { from: '/novels' });
      await expect(cardTitles(page)).toHaveCount(6);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'List view' }).click();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Toggle dark mode' }).click();
      await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Grid view' }).click();
      await expectNoAxeViolations(page);
    });

    test('no violations with the Filter menu open', async ({ page }) => {
      await signIn(page, { from: '/novels' });
      await expect(cardTitles(page)).toHaveCount(6);
      await page.getByRole('button', { name: 'Filter: All Novels' }).click();
      await expect(page.getByRole('menuitemradio', { name: 'Favorites' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    for (const theme of ['dark', 'light'] as const) {
      test(`no violations on any novel tab (${theme})`, async ({ page }) => {
        await signIn(page, { from: '/novels/n-ashen-crown' });
        await expect(page.getByRole('heading', { level: 1, name: 'The Ashen Crown' })).toBeVisible();
        if (theme === 'light') await page.getByRole('button', { name: 'Toggle dark mode' }).click();
        const tabs = page.getByRole('navigation', { name: 'Novel sections' });
        for (const tab of TABS) {
          await tabs.getByRole('link', { name: tab.label, exact: true }).click();
          await expect(page.getByRole('heading', { level: 2, name: tab.heading })).toBeVisible();
          await expectNoAxeViolations(page);
        }
      });
    }
  });
});
