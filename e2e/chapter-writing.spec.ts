import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// Issue 12: a chapter opened from the Chapters tab is written in, saved within a second of a pause,
// and its word count follows; a save that cannot reach the server keeps the text in the browser, which
// survives a reload and reaches the server once it answers again.

const ASHEN = '/novels/n-ashen-crown';
const FIRST = 'A Scar for a Promise';

const editor = (page: Page) => page.getByRole('textbox', { name: 'Chapter text' });
const saveStatus = (page: Page) =>
  page.getByRole('status').filter({ hasText: /Saved|Saving|Offline|Not saved/ });

test.describe('writing a chapter', () => {
  test('type, see it saved, reload; a failed save is kept in the browser until the server has it', async ({
    page,
  }) => {
    await signIn(page, { from: `${ASHEN}/chapters` });
    const row = page.getByRole('list', { name: 'Chapters' }).getByRole('listitem').filter({ hasText: FIRST });
    await expect(row).toContainText('4,210 words');
    await page.getByRole('link', { name: `Write ${FIRST}` }).click();
    await expect(page).toHaveURL(`${ASHEN}/chapters/n-ashen-crown-ch-1/write`);
    await expect(page.getByRole('heading', { level: 1, name: FIRST })).toBeVisible();
    await expect(editor(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await editor(page).click();
    await page.keyboard.type('Mira lit the forge at dawn.');
    await expect(page.getByText('6 words', { exact: true })).toBeVisible();
    await expect(saveStatus(page)).toHaveText('Saved', { timeout: 3000 });

    await page.reload();
    await expect(editor(page)).toHaveText('Mira lit the forge at dawn.');
    await page.getByRole('link', { name: 'Chapters', exact: true }).click();
    await expect(row).toContainText('6 words');
    await page.getByRole('link', { name: `Write ${FIRST}` }).click();

    // The server stops answering the saves: the text is kept in the browser and survives a reload.
    await page.route('**/api/v1/novels/*/chapters/*/text', (route) =>
      route.request().method() === 'PUT' ? route.abort('connectionrefused') : route.continue(),
    );
    await editor(page).click();
    await page.keyboard.press('End');
    await page.keyboard.type(' The bellows sang.');
    await expect(saveStatus(page)).toHaveText('Offline — kept on this device, will retry', { timeout: 3000 });
    await page.reload();
    await expect(editor(page)).toHaveText('Mira lit the forge at dawn. The bellows sang.');

    // The server answers again: the kept text arrives without anything typed.
    await page.unroute('**/api/v1/novels/*/chapters/*/text');
    await expect(saveStatus(page)).toHaveText('Saved', { timeout: 10_000 });
    await page.reload();
    await expect(editor(page)).toHaveText('Mira lit the forge at dawn. The bellows sang.');
    await expect(saveStatus(page)).toHaveText('Saved');
    await expect(page.getByText('9 words', { exact: true })).toBeVisible();
  });
});
