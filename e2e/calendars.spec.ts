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
  // Sign-in, a calendar made, an event dated, the month grid, the year view and two axe scans: one of
  // the longest journeys, about 28 s alone on two cores, so a page's default 30 s leaves no margin.
  test.setTimeout(60_000);
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
  const twelfth = thawmonth.getByRole('cell').filter({ hasText: /^12 Thawmonth, Year 9 of the Ember Age/ });
  await expect(twelfth.getByRole('link', { name: 'The Thaw Council' })).toHaveAttribute(
    'href',
    '/timelines/t-ember-age',
  );
  await expectNoAxeViolations(page);

  // The whole year as small months, a day with an event marked, a month leading back to its grid.
  await page.getByRole('button', { name: 'Whole year' }).click();
  const small = page.getByRole('table', { name: 'Thawmonth, 9 EA', exact: true });
  await expect(small.getByRole('cell').filter({ hasText: /^12, 1 entry$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Show Thawmonth, 9 EA' }).click();
  await expect(twelfth).toContainText('The Thaw Council');

  // The Timeline view to scale: chips of events too close to tell apart open up as they are chosen,
  // until the new event stands alone with its date in the calendar's format.
  await page.getByRole('link', { name: 'The Thaw Council' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Ember Age' })).toBeVisible();
  await page.getByRole('button', { name: 'To scale' }).click();
  const scale = page.getByRole('group', { name: 'The Ember Age in time' });
  const thaw = scale.getByRole('button', { name: 'The Thaw Council, 12 Thawmonth, Year 9 of the Ember Age' });
  for (let attempt = 0; attempt < 5 && !(await thaw.isVisible()); attempt += 1) {
    await scale
      .getByRole('button', { name: /events, .*: zoom in$/ })
      .first()
      .click();
  }
  await thaw.click();
  await expect(page.getByRole('list', { name: 'Chosen events' })).toContainText(
    'The holds agree on the thaw.',
  );
  await expectNoAxeViolations(page);

  // Zoom by keyboard: Home shows every event, + zooms in until the scale counts days.
  await scale.focus();
  await page.keyboard.press('Home');
  const level = page.getByText(/^Scale: /);
  await expect(level).not.toHaveText('Scale: days');
  for (let press = 0; press < 20; press += 1) await page.keyboard.press('+');
  await expect(level).toHaveText('Scale: days');
  await page.keyboard.press('Home');
  await expect(level).not.toHaveText('Scale: days');
});
