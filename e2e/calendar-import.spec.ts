import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// A calendar made with Fantasy-Calendar (decision 054): its real Calendar of Harptos preset imported on a
// universe, with a preview that says what will be made and what cannot be carried before anything is
// written, then its months on the month grid and its festival event on a new timeline.

const UNIVERSE = '/universes/u-emberreach';
const HARPTOS = 'common/time/fixtures/fantasy-calendar-harptos.json';
const SHOTS = process.env.CALIMPORT_SHOTS;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('import a Fantasy-Calendar file on a universe and see its months on the month grid', async ({
  page,
}) => {
  // Three axe scans, an import and (when asked for) six full-page screenshots: more than the default
  // 30 s on a busy machine.
  test.setTimeout(SHOTS ? 150_000 : 90_000);
  await signIn(page, { from: `${UNIVERSE}/calendar` });
  await expect(page.getByRole('heading', { name: 'Choose a calendar' })).toBeVisible();

  await page.getByLabel('Calendar JSON file').setInputFiles({
    name: 'calendar-of-harptos.json',
    mimeType: 'application/json',
    buffer: readFileSync(HARPTOS),
  });
  const preview = page.getByRole('region', { name: 'Import preview' });
  await expect(preview.getByLabel('Made with')).toHaveValue('fantasy-calendar');
  await expect(
    preview.getByText(/^17 \(5 intercalary\): Hammer \(Deepwinter\) \(30\), Midwinter \(1\)/),
  ).toBeVisible();
  await expect(preview.getByText('Midsummer +1 day by the rule 4')).toBeVisible();
  await expect(preview.getByRole('list', { name: 'Not carried' })).toContainText(
    'The names of the leap days ("Shieldsmeet")',
  );
  await expect(preview.getByRole('list', { name: 'Carried differently' })).toContainText(
    'has a cycle of 30.4375 days; here cycles are whole days, so it is 30',
  );
  await expectNoAxeViolations(page);
  await shoot(page, 'preview-dark');
  await page.getByRole('button', { name: 'Toggle dark mode' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await expectNoAxeViolations(page);
  await shoot(page, 'preview-light');
  await page.getByRole('button', { name: 'Toggle dark mode' }).click();

  await expect(preview.getByLabel('Put the event on')).toHaveValue('__new__');
  await preview.getByLabel("New timeline's name").fill('Festivals of Harptos');
  await preview.getByRole('button', { name: 'Import calendar' }).click();

  const hammer = page.getByRole('table', { name: 'Hammer (Deepwinter), 1491', exact: true });
  await expect(hammer).toBeVisible();
  await expect(hammer.getByRole('columnheader')).toHaveCount(10);
  await expect(
    page.getByText(
      'Imported the calendar "Calendar of Harptos" with 1 event on the timeline "Festivals of Harptos".',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Next month' }).click();
  await expect(page.getByRole('table', { name: 'Midwinter, 1491', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'imported-dark');
});
