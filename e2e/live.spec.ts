import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';

// Live updates (issue 29, decision 062): two tabs of one person; a chapter added in one appears in the
// other's list, and in its novel's count, without a reload; with the chapter open in both, each tab
// says it is being written elsewhere (presence); the tab writing alone joins the shared text in the
// editor it has, its selection kept.

const ASHEN = '/novels/n-ashen-crown/chapters';
const chapterTitles = (page: Page) =>
  page.getByRole('list', { name: 'Chapters' }).getByRole('link', { name: /^(?!Write )/ });

test('a chapter added in one tab appears in the other without a reload', async ({ page, context }) => {
  // Two tabs, a chapter written alone and then together: more than the default test's time under load.
  test.setTimeout(90_000);
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
  // Written alone first, and a word selected, in the editor the page will keep as it joins (decision 088).
  const text = other.getByRole('textbox', { name: 'Chapter text' });
  // The editor's code loads with the first writing view: slow on a loaded machine.
  await expect(text).toBeVisible({ timeout: 15_000 });
  await text.click();
  await other.keyboard.type('Lanterns over the hall.');
  await expect(other.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  for (let step = 0; step < 5; step += 1) await other.keyboard.press('Shift+ArrowLeft');
  // Marked as an object, not an attribute (the editor sets its element's attributes itself).
  await text.evaluate((box) => Object.assign(box, { writtenAlone: true }));
  const chapterUrl = other.url();
  await page.goto(chapterUrl);
  for (const tab of [page, other]) {
    await expect(tab.getByText(/ is writing here$/)).toBeVisible({ timeout: 15_000 });
    await expect(tab.getByRole('img', { name: / is here$/ })).toBeVisible();
  }
  // Joined together: the very same editor (not a new one), its selection where it was.
  await expect(other.getByText('Writing together', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('textbox', { name: 'Chapter text' })).toHaveText('Lanterns over the hall.', {
    timeout: 15_000,
  });
  expect(await text.evaluate((box) => 'writtenAlone' in box)).toBe(true);
  expect(await other.evaluate(() => window.getSelection()?.toString())).toBe('hall.');
});
