import { expect, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// World dates you cannot get wrong (issue 27, decision 051): in the Gregorian preset "14 mar 2025" is read
// as typed (no weekday, no era, the month abbreviated), read back under the field, and lands on the
// calendar's month grid; the picker opens on that day; dates the calendar cannot read are listed.

const UNIVERSE = '/universes/u-emberreach';

test('a date typed loosely is read back, picked from and shown on the calendar grid', async ({ page }) => {
  await signIn(page, { from: `${UNIVERSE}/calendar` });
  await page.getByRole('button', { name: 'Use Gregorian' }).click();
  await expect(page.getByRole('table', { name: 'January, 2025 AD', exact: true })).toBeVisible();
  // The sample's Ember Age dates mean nothing in Gregorian: listed, each leading to where it is edited.
  const unread = page.getByRole('heading', { name: /dates this calendar cannot read$/ });
  await expect(unread).toBeVisible();

  await page.goto('/timelines/t-ember-age');
  await page.getByRole('button', { name: 'Add Event' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Event' });
  await dialog.getByLabel('Title').fill('The spring fair');
  const date = dialog.getByLabel('Date');
  await expect(date).toHaveAccessibleDescription(/In Gregorian, as in 1 January 2025 AD/);
  await date.fill('14 Marsh 2025');
  await expect(date).toHaveAccessibleDescription(/“Marsh” is not a month, weekday or era of Gregorian/);
  await expect(date).toHaveValue('14 Marsh 2025');
  await date.fill('14 mar 2025');
  await expect(date).toHaveAccessibleDescription(/Reads as Friday, 14 March 2025 AD/);

  // The picker opens on the typed day; Escape leaves the text as it was.
  await dialog.getByRole('button', { name: 'Pick a day in Gregorian' }).press('Enter');
  const day = page.getByRole('button', { name: 'Friday, 14 March 2025 AD' });
  await expect(day).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(date).toHaveValue('14 mar 2025');

  await dialog.getByLabel('Description').fill('Stalls along the river.');
  await dialog.getByRole('button', { name: 'Save Event' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Friday, 14 March 2025 AD').first()).toBeVisible();

  await page.goto(`${UNIVERSE}/calendar`);
  await page.getByRole('button', { name: 'Show The spring fair in its month' }).click();
  const march = page.getByRole('table', { name: 'March, 2025 AD', exact: true });
  const fourteenth = march.getByRole('cell').filter({ hasText: /^14 March 2025 AD/ });
  await expect(fourteenth.getByRole('link', { name: 'The spring fair' })).toHaveAttribute(
    'href',
    '/timelines/t-ember-age',
  );
  await expectNoAxeViolations(page);
});
