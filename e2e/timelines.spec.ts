import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const card = (page: Page, name: string) => page.getByRole('article', { name });

async function openWizard(page: Page) {
  await page.getByRole('button', { name: 'Create New Timeline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Timeline' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('timelines list', () => {
  test('shows each timeline with its linked record, event count and last update', async ({ page }) => {
    await signIn(page, { from: '/timelines' });
    await expect(page.getByRole('heading', { level: 1, name: 'Timelines' })).toBeVisible();
    await expect(cards(page)).toHaveCount(10);
    const ember = card(page, 'The Ember Age');
    await expect(
      ember.getByText('From the Fall of Embers to the present day of the Emberreach.'),
    ).toBeVisible();
    await expect(ember.getByRole('link', { name: 'The Emberreach' })).toHaveAttribute(
      'href',
      '/universes/u-emberreach',
    );
    await expect(ember.getByText('9 events')).toBeVisible();
    await expect(ember.getByText('3 hours ago')).toBeVisible();
    await expect(ember.getByRole('button', { name: 'Delete timeline' })).toBeVisible();
    await ember.getByRole('link', { name: 'View timeline' }).click();
    await expect(page).toHaveURL(/\/timelines\/t-ember-age$/);
    await page.goBack();
    await card(page, 'The Heist').getByRole('link', { name: 'Open Timeline' }).click();
    await expect(page).toHaveURL(/\/timelines\/t-gaslight$/);
    await expect(page.getByRole('heading', { level: 1, name: 'The Heist' })).toBeVisible();
  });

  test('search and the type filter combine', async ({ page }) => {
    await signIn(page, { from: '/timelines' });
    const search = page.getByRole('searchbox', { name: 'Search timelines' });
    await expect(search).toHaveAttribute('placeholder', 'Search timelines...');
    await page.getByRole('button', { name: 'Novels' }).click();
    await expect(page.getByRole('button', { name: 'Novels' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    // Two timelines of novels, and four holding novels' former own events (decision 018).
    await expect(cards(page)).toHaveCount(6);
    // Matches the linked record's name ("The Lamplighter's Ledger") and the type.
    await search.fill('LAMPLIGHTER');
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, 'Ledger of Lamps')).toBeVisible();
    await page.getByRole('button', { name: 'Campaigns' }).click();
    await expect(page.getByRole('heading', { name: 'No timelines found' })).toBeVisible();
    await page.getByRole('button', { name: 'All' }).click();
    await search.fill('session by session');
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, 'Cinder Road chronicle')).toBeVisible();
  });

  test('the empty state offers to create the first timeline', async ({ page }) => {
    await signIn(page, { from: '/timelines' });
    await page.getByRole('searchbox', { name: 'Search timelines' }).fill('no such timeline');
    await expect(page.getByRole('heading', { name: 'No timelines found' })).toBeVisible();
    await page.getByRole('button', { name: 'Create Your First Timeline' }).click();
    await expect(page.getByRole('dialog', { name: 'Create New Timeline' })).toBeVisible();
  });

  test('the wizard shows each error and keeps what was typed', async ({ page }) => {
    await signIn(page, { from: '/timelines' });
    const dialog = await openWizard(page);
    await expectNoAxeViolations(page);
    const next = dialog.getByRole('button', { name: 'Next' });

    await next.click();
    await expect(dialog.getByText('Timeline name is required')).toBeVisible();
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await dialog.getByLabel('Name').fill('   ');
    await expect(dialog.getByText('Timeline name is required')).toHaveCount(0);
    await next.click();
    await expect(dialog.getByText('Timeline name is required')).toBeVisible();

    await dialog.getByLabel('Name').fill('Age of Tides');
    await next.click();
    await expect(dialog.getByText('Description is required')).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveValue('Age of Tides');
    await dialog.getByLabel('Description').fill('Everything the tides did.');
    await expect(dialog.getByText('Description is required')).toHaveCount(0);
    await next.click();

    await expect(dialog.getByText('Step 2 of 2: Connect to content')).toBeVisible();
    await expect(dialog.getByRole('radio', { name: 'Novel' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Create Timeline' }).click();
    await expect(dialog.getByText('Please select a novel')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Universe' }).check();
    await expect(dialog.getByText('Please select a novel')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Create Timeline' }).click();
    await expect(dialog.getByText('Please select a universe')).toBeVisible();
    await expectNoAxeViolations(page);

    // Changing the type clears the chosen item.
    await dialog.getByRole('combobox', { name: 'Universe' }).selectOption({ label: 'Tidewell Expanse' });
    await expect(dialog.getByText('Please select a universe')).toHaveCount(0);
    await dialog.getByRole('radio', { name: 'Campaign' }).check();
    await expect(dialog.getByRole('combobox', { name: 'Campaign' })).toHaveValue('');
    await dialog.getByRole('button', { name: 'Create Timeline' }).click();
    await expect(dialog.getByText('Please select a campaign')).toBeVisible();

    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByLabel('Name')).toHaveValue('Age of Tides');
    await expect(dialog.getByLabel('Description')).toHaveValue('Everything the tides did.');
  });

  test('creating a timeline adds it to the list with 0 events, just now', async ({ page }) => {
    await signIn(page, { from: '/timelines' });
    const dialog = await openWizard(page);
    await dialog.getByLabel('Name').fill('Age of Tides');
    await dialog.getByLabel('Description').fill('Everything the tides did.');
    await dialog.getByLabel('Description').press('Tab');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await dialog.getByRole('radio', { name: 'Universe' }).check();
    await dialog.getByRole('combobox', { name: 'Universe' }).selectOption({ label: 'Tidewell Expanse' });
    await dialog.getByRole('button', { name: 'Create Timeline' }).click();
    await expect(dialog).toBeHidden();

    await expect(cards(page)).toHaveCount(11);
    const created = card(page, 'Age of Tides');
    await expect(created.getByText('0 events')).toBeVisible();
    await expect(created.getByText('Just now')).toBeVisible();
    await expect(created.getByRole('link', { name: 'Tidewell Expanse' })).toBeVisible();
    await created.getByRole('link', { name: 'Open Timeline' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Age of Tides' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Timeline for Universe: Tidewell Expanse' })).toHaveAttribute(
      'href',
      '/universes/u-tidewell',
    );
    await expect(page.getByRole('heading', { name: 'No events found' })).toBeVisible();
  });

  test('deleting asks with the exact sentence; Cancel keeps, Delete removes', async ({ page }) => {
    await signIn(page, { from: '/timelines' });
    await expect(cards(page)).toHaveCount(10);
    await card(page, 'The Heist').getByRole('button', { name: 'Delete timeline' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(
      'Are you sure you want to delete the timeline "The Heist"? This action cannot be undone and all events in this timeline will be permanently lost.',
    );
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(cards(page)).toHaveCount(10);

    await card(page, 'The Heist').getByRole('button', { name: 'Delete timeline' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(cards(page)).toHaveCount(9);
    await expect(card(page, 'The Heist')).toHaveCount(0);
  });

  test('the list page has no axe violations in dark and light', async ({ page }) => {
    await signIn(page, { from: '/timelines' });
    await expect(cards(page)).toHaveCount(10);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await expectNoAxeViolations(page);
  });
});
