import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// World time (issue 15): make a calendar for the Emberreach universe from a preset, date an event in
// it, see the event ordered by its day in the timeline and placed in the month grid.

const UNIVERSE = '/universes/u-emberreach';
const eventTitles = (page: Page) =>
  page.getByRole('list', { name: 'Events' }).getByRole('heading', { level: 3 });

test('make a calendar, date an event in it, see it ordered and placed in the month grid', async ({
  page,
}) => {
  await signIn(page, { from: UNIVERSE });
  await page
    .getByRole('region', { name: /^Relations/ })
    .getByRole('link', { name: 'Calendar' })
    .click();
  await expect(page).toHaveURL(`${UNIVERSE}/calendar`);
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Choose a calendar' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Use Emberreach Reckoning' }).click();
  await expect(page.getByRole('table', { name: 'Thawmonth, 322 EA', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Show The Fall of Embers in its month' }).click();
  const deepfrost = page.getByRole('table', { name: 'Deepfrost, 1 EA', exact: true });
  await expect(
    deepfrost.getByRole('cell').filter({ hasText: /^1 Deepfrost, Year 1 of the Ember Age/ }),
  ).toContainText('The Fall of Embers');
  await expectNoAxeViolations(page);

  // A date in the calendar's own format: as text it would sort first, by its day it comes after Year 9.
  await page.goto('/timelines/t-ember-age');
  await page.getByRole('button', { name: 'Add Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Event' });
  await dialog.getByLabel('Title').fill('The Thaw Council');
  await dialog.getByLabel('Date').fill('12 Thawmonth, Year 9 of the Ember Age');
  await dialog.getByLabel('Description').fill('The holds agree on the thaw.');
  await dialog.getByRole('button', { name: 'Save Event' }).click();
  await expect(dialog).toBeHidden();
  await expect(eventTitles(page).nth(0)).toHaveText('The Fall of Embers');
  await expect(eventTitles(page).nth(1)).toHaveText('First hearthbound oath');
  await expect(eventTitles(page).nth(2)).toHaveText('The Thaw Council');
  await expect(eventTitles(page).nth(3)).toHaveText('The Cinder Court convenes');

  await page.goto(`${UNIVERSE}/calendar`);
  await page.getByRole('button', { name: 'Show The Thaw Council in its month' }).click();
  const thawmonth = page.getByRole('table', { name: 'Thawmonth, 9 EA', exact: true });
  await expect(
    thawmonth.getByRole('cell').filter({ hasText: /^12 Thawmonth, Year 9 of the Ember Age/ }),
  ).toContainText('The Thaw Council');
  await expectNoAxeViolations(page);
});
