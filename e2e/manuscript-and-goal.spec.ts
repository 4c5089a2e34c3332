import { expect, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// Issue 12: a novel's daily word goal, set from the Chapters tab, moves as a chapter is written; the
// manuscript view shows every chapter in order in one scroll, the written one with its text.

const ASHEN = '/novels/n-ashen-crown';
const FIRST = 'A Scar for a Promise';

test('set a goal, write toward it, then read the manuscript in order', async ({ page }) => {
  await signIn(page, { from: `${ASHEN}/chapters` });
  await page.getByRole('button', { name: 'Set daily goal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Daily word goal' });
  await dialog.getByLabel('Words a day').fill('0');
  await dialog.getByRole('button', { name: 'Save goal' }).click();
  await expect(dialog.getByText('The goal must be at least 1 word a day')).toBeVisible();
  await dialog.getByLabel('Words a day').fill('500');
  await dialog.getByRole('button', { name: 'Save goal' }).click();
  await expect(dialog).toBeHidden();
  const progress = page.getByRole('progressbar', { name: 'Today’s words toward the daily goal' });
  await expect(progress).toHaveAttribute('aria-valuetext', '0 of 500 words today');

  await page.getByRole('link', { name: `Write ${FIRST}` }).click();
  await page.getByRole('textbox', { name: 'Chapter text' }).click();
  await page.keyboard.type('Mira lit the forge at dawn.');
  await expect(page.getByText('6 of 500 words today')).toBeVisible({ timeout: 5000 });
  await expect(progress).toHaveAttribute('aria-valuenow', '6');

  await page.getByRole('link', { name: 'Manuscript' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Ashen Crown' })).toBeVisible();
  const contents = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
  const titles = await contents.allTextContents();
  expect(titles[0]).toBe(FIRST);
  expect(titles.length).toBeGreaterThan(1);
  const chapterHeadings = page
    .getByRole('article')
    .getByRole('heading', { level: 2 })
    .filter({
      hasNotText: /^Contents$/,
    });
  await expect(chapterHeadings).toHaveText(titles);
  const first = page.getByRole('region', { name: FIRST });
  await expect(first).toContainText('Mira lit the forge at dawn.');
  const second = titles[1] ?? '';
  await expect(page.getByRole('region', { name: second })).toContainText('This chapter has no text yet.');
  await expectNoAxeViolations(page);
});
