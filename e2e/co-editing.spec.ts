import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// Issue 29 (decisions 073 and 086): one writer's two browsers open one chapter, and write it together
// without pressing anything, one of them offline for a stretch; every word of both is in both, identical,
// after a reload, and in the text the server stores. Typing runs for some seconds, not thirty: the
// journeys' time is budgeted (decision 067); the server tests type far more keystrokes.

const WRITE = '/novels/n-ashen-crown/chapters/n-ashen-crown-ch-2/write';

const editor = (page: Page) => page.getByRole('textbox', { name: 'Chapter text' });
const saveStatus = (page: Page) =>
  page.getByRole('status').filter({ hasText: /Saved|Saving|Offline|Not saved/ });

/** Types `words` a key at a time, as a person does. */
const typeSlowly = (page: Page, words: string) => page.keyboard.type(words, { delay: 70 });

test('two browsers write one chapter together, one offline for a while: both texts in both, kept', async ({
  browser,
}) => {
  // Three browsers, one offline stretch and the slow typing of two people: longer than most journeys.
  test.setTimeout(90_000);
  const anaContext = await browser.newContext();
  const benContext = await browser.newContext();
  const ana = await anaContext.newPage();
  const ben = await benContext.newPage();
  const account = await signIn(ana, { from: WRITE });
  // Alone, the page is as it always was; once the second browser is there, both write together.
  await expect(editor(ana)).toBeVisible();
  await expect(saveStatus(ana)).toHaveText('Saved');
  await expect(ana.getByText('Writing together', { exact: true })).toBeHidden();
  await signIn(ben, { from: WRITE, account });
  for (const page of [ana, ben]) {
    await expect(page.getByText('Writing together', { exact: true })).toBeVisible({ timeout: 15_000 });
    await expect(editor(page)).toBeVisible();
  }

  await editor(ana).click();
  await typeSlowly(ana, 'Ana begins.');
  await expect(editor(ben)).toHaveText('Ana begins.');
  await editor(ben).click();
  await ben.keyboard.press('End');
  // Ana's caret shows in Ben's text, with her name.
  await expect(ben.locator('.shared-caret')).toBeVisible();
  await expectNoAxeViolations(ben);

  // Both type at once.
  await ana.keyboard.press('Home');
  await Promise.all([typeSlowly(ana, 'Ana one. '), typeSlowly(ben, ' Ben one.')]);

  // Ben's network goes: his words are kept on his device while both go on typing.
  await benContext.setOffline(true);
  await Promise.all([typeSlowly(ana, 'Ana two. '), typeSlowly(ben, ' Ben two.')]);
  await expect(saveStatus(ben)).toHaveText('Offline — kept on this device, will retry');
  await expect(editor(ana)).not.toContainText('Ben two.');

  // Back online: what each typed meanwhile is merged, both kept, in both browsers alike.
  await benContext.setOffline(false);
  const whole = 'Ana one. Ana two. Ana begins. Ben one. Ben two.';
  for (const page of [ana, ben]) {
    await expect(editor(page)).toHaveText(whole, { timeout: 15_000 });
    await expect(saveStatus(page)).toHaveText('Saved', { timeout: 10_000 });
  }

  for (const page of [ana, ben]) {
    await page.reload();
    await expect(editor(page)).toHaveText(whole);
  }
  // The server stores the text itself: read back alone, in a browser that kept nothing, and counted.
  await anaContext.close();
  await benContext.close();
  const lateContext = await browser.newContext();
  const late = await lateContext.newPage();
  await signIn(late, { from: WRITE, account });
  await expect(editor(late)).toHaveText(whole);
  await expect(late.getByText('10 words', { exact: true })).toBeVisible();
  await expect(late.getByText('Writing together', { exact: true })).toBeHidden();
  await lateContext.close();
});
