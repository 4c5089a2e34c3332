import { expect, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// Dates that mean something (issue 15): give a character a birth date in the universe's calendar, see
// their age as of the calendar's today and as of a chosen date, who is alive on the calendar page, and
// their birthday on its month grid.

const UNIVERSE = '/universes/u-emberreach';

test("a character's birth date in the calendar gives their age as of a chosen date", async ({ page }) => {
  await signIn(page, { from: `${UNIVERSE}/calendar` });
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await page.getByRole('button', { name: 'Use Emberreach Reckoning' }).click();
  await expect(page.getByRole('table', { name: 'Thawmonth, 322 EA', exact: true })).toBeVisible();

  await page.goto(`${UNIVERSE}/characters/ch-mira`);
  await expect(page.getByRole('heading', { level: 2, name: 'Mira Coldwater' })).toBeVisible();
  const age = page.getByRole('region', { name: 'Age' });
  await expect(age).toContainText('Add when the character was born');

  await page.getByRole('button', { name: 'Edit Character' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Character' });
  await dialog.getByRole('textbox', { name: 'Born' }).fill('Year 290 of the Ember Age, Seedmonth 3');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();

  // The calendar's today is 12 Thawmonth 322: her birthday in Seedmonth is still to come.
  await expect(age).toContainText('Age 31 as of 12 Thawmonth, Year 322 of the Ember Age');
  await age.getByRole('textbox', { name: 'As of' }).fill('Year 330 of the Ember Age, Highsun 1');
  await expect(age).toContainText('Age 40 as of 1 Highsun, Year 330 of the Ember Age');
  await age.getByRole('textbox', { name: 'As of' }).fill('the long winter');
  await expect(age).toContainText('Not a date in Emberreach Reckoning');
  await expectNoAxeViolations(page);

  await page.goto(`${UNIVERSE}/calendar`);
  const asOf = page.getByRole('region', { name: 'As of a date' });
  await asOf.getByRole('textbox', { name: 'As of' }).fill('Year 300 of the Ember Age');
  await expect(asOf.getByRole('listitem').filter({ hasText: 'Mira Coldwater' })).toContainText('Age 9');
  await expectNoAxeViolations(page);

  // Her birthday on the month grid, leading to her page.
  await page.getByRole('button', { name: 'Whole year' }).click();
  await page.getByRole('button', { name: 'Show Seedmonth, 322 EA' }).click();
  const seedmonth = page.getByRole('table', { name: 'Seedmonth, 322 EA', exact: true });
  const third = seedmonth.getByRole('cell').filter({ hasText: /^3 Seedmonth, Year 322 of the Ember Age/ });
  const birthday = third.getByRole('link', { name: 'Birthday: Mira Coldwater turns 32' });
  await expect(birthday).toHaveAttribute('href', `${UNIVERSE}/characters/ch-mira`);
  await expectNoAxeViolations(page);
  await birthday.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Mira Coldwater' })).toBeVisible();
});
