import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';

// Live updates (issue 29, decision 062): two tabs of one person; a chapter added in one appears in the
// other's list, and in its novel's count, without a reload; with the chapter open in both, each tab
// says it is being written elsewhere (presence).

const ASHEN = '/novels/n-ashen-crown/chapters';
const chapterTitles = (page: Page) =>
  page.getByRole('list', { name: 'Chapters' }).getByRole('link', { name: /^(?!Write )/ });

test('a chapter added in one tab appears in the other without a reload', async ({ page, context }) => {
  await signIn(page, { from: ASHEN });
  await expect(chapterTitles(page)).toHaveCount(5);
  const other = await context.newPage();
  await other.goto(ASHEN);
  await expect(chapterTitles(other)).toHaveCount(5);
  // The live connection is an EventSource: it does not keep the page's network from going idle.
  await other.waitForLoadState('networkidle');
  let reloads = 0;
  other.on('framenavigated', (frame) => {
    if (frame === other.mainFrame()) reloads += 1;
  });

  await page.getByRole('button', { name: 'Add Chapter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Chapter' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Heard Across the Hall');
  await dialog.getByRole('button', { name: 'Add Chapter' }).click();
  await expect(dialog).toBeHidden();

  await expect(chapterTitles(other).last()).toHaveText('Heard Across the Hall', { timeout: 5000 });
  expect(reloads).toBe(0);

  // Presence: with the chapter open in both tabs, each says someone else is writing there.
  await other.getByRole('link', { name: 'Write Heard Across the Hall' }).click();
  await expect(other.getByRole('heading', { level: 1, name: 'Heard Across the Hall' })).toBeVisible();
  const chapterUrl = other.url();
  await page.goto(chapterUrl);
  for (const tab of [page, other]) {
    await expect(tab.getByText(/ is writing here$/)).toBeVisible({ timeout: 5000 });
    await expect(tab.getByRole('img', { name: / is here$/ })).toBeVisible();
  }
});
