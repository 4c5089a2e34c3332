import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// Issue 29 (decision 073): one writer's two browsers write one chapter together at once, one of them
// offline for a stretch; every word of both is in both, identical, after a reload, and in the text the
// server stores (read back without writing together). Typing runs for some seconds, not thirty: the
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
  const anaContext = await browser.newContext();
  const benContext = await browser.newContext();
  const ana = await anaContext.newPage();
  const ben = await benContext.newPage();
  const account = await signIn(ana, { from: WRITE });
  await signIn(ben, { from: WRITE, account });

  const together = ana.getByRole('button', { name: 'Write together' });
  await expect(together).toHaveAttribute('aria-pressed', 'false');
  await together.click();
  await expect(together).toHaveAttribute('aria-pressed', 'true');
  await expect(ana).toHaveURL(/together=1/);
  await expect(editor(ana)).toBeVisible();
  await ben.goto(`${WRITE}?together=1`);
  await expect(editor(ben)).toBeVisible();
  await expect(ben.getByRole('button', { name: 'Write together' })).toHaveAttribute('aria-pressed', 'true');

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
  // The server stores the text itself: read back without writing together, and counted.
  await ana.goto(WRITE);
  await expect(ana.getByRole('button', { name: 'Write together' })).toHaveAttribute('aria-pressed', 'false');
  await expect(editor(ana)).toHaveText(whole);
  await expect(ana.getByText('10 words', { exact: true })).toBeVisible();
  await anaContext.close();
  await benContext.close();
});
