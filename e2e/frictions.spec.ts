import { type Browser, expect, type Page, test } from '@playwright/test';
import { type Credentials, signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// Issue 27's everyday frictions, where only a browser can show them: the writing page takes the focus,
// leaving it sends the last words with keepalive, tab strips scroll only sideways, the bell opens the
// latest changes, relations are corrected in place, and no page logs a 404 for a missing calendar.

const ASHEN = '/novels/n-ashen-crown';
const WRITE = `${ASHEN}/chapters/n-ashen-crown-ch-1/write`;
const EMBER = '/universes/u-emberreach';
const SHOTS = process.env.FRICTION_SHOTS;

/** Saves a picture of the page for review when FRICTION_SHOTS names a folder. */
async function shot(page: Page, name: string) {
  if (SHOTS !== undefined) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const editor = (page: Page) => page.getByRole('textbox', { name: 'Chapter text' });

/** Reads the chapter's stored text in a browser of its own: nothing kept on the first one's device. */
async function storedText(browser: Browser, account: Credentials): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, { from: WRITE, account });
  await expect(editor(page)).toBeVisible();
  const text = (await editor(page).textContent()) ?? '';
  await context.close();
  return text;
}

test('the writing page starts in the text, and leaving mid-sentence sends it with keepalive', async ({
  page,
  context,
  browser,
}) => {
  // Counts the chapter saves the app sends with keepalive, in this tab's session storage: a request
  // sent as the page goes is out of the test's reach, but the count outlives the page.
  await context.addInitScript(() => {
    const send = window.fetch.bind(window);
    window.fetch = (input, init) => {
      if (init?.keepalive === true && init.method === 'PUT' && String(input).endsWith('/text')) {
        const count = Number(sessionStorage.getItem('keepalive-saves') ?? '0');
        sessionStorage.setItem('keepalive-saves', String(count + 1));
      }
      return send(input, init);
    };
  });

  const account = await signIn(page, { from: WRITE });
  await expect(editor(page)).toBeFocused();
  await page.keyboard.type('Ash fell on');
  // Gone before the pause that saves: leaving the page sends it.
  await page.goto('about:blank');
  await page.goto('/not-a-page');
  const sent = await page.evaluate(() => Number(sessionStorage.getItem('keepalive-saves') ?? '0'));
  expect(sent).toBeGreaterThan(0);
  await expect.poll(() => storedText(browser, account), { timeout: 10_000 }).toBe('Ash fell on');
});

test('closing the tab mid-sentence still saves the last words', async ({ page, browser }) => {
  const account = await signIn(page, { from: WRITE });
  await expect(editor(page)).toBeFocused();
  await page.keyboard.type('Smoke rose');
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => storedText(browser, account), { timeout: 10_000 }).toBe('Smoke rose');
});

for (const viewport of [
  { name: 'wide', width: 1280, height: 800 },
  { name: 'narrow', width: 390, height: 800 },
]) {
  test(`tab strips scroll only sideways (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, { from: `${EMBER}/worlds` });
    const strip = page.getByRole('navigation', { name: 'Universe sections' });
    await expect(strip).toBeVisible();
    // A vertical scrollbar takes its width from the box: none is drawn, and none can be scrolled to.
    const box = await strip.evaluate((element: HTMLElement) => ({
      overflowY: getComputedStyle(element).overflowY,
      scrollbarWidth: element.offsetWidth - element.clientWidth,
    }));
    expect(box).toEqual({ overflowY: 'hidden', scrollbarWidth: 0 });
    await shot(page, `tabs-${viewport.name}`);
  });
}

test('the bell lists the latest changes, opens one, and its unread mark goes once seen', async ({ page }) => {
  await signIn(page, { from: `${ASHEN}/chapters` });
  await page.getByRole('button', { name: 'Edit A Scar for a Promise' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Chapter' });
  await expect(dialog.getByRole('spinbutton', { name: 'Word count' })).toHaveAttribute('readonly', '');
  await shot(page, 'chapter-form');
  await dialog.getByRole('textbox', { name: 'Title' }).fill('A Scar Kept');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();

  const bell = page.getByRole('button', { name: 'Notifications' });
  await expect(bell).toHaveAccessibleDescription('You have unread notifications');
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Recent changes' });
  await expect(panel.getByText(/A Scar Kept/).first()).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, 'bell-panel');
  await page.keyboard.press('Escape');
  await expect(bell).not.toHaveAccessibleDescription('You have unread notifications');
});

test('a relation is corrected from the other end, a birth and an adoptive tie coexist, and History shows the change', async ({
  page,
}) => {
  await signIn(page, { from: `${EMBER}/characters/ch-mira` });
  const panel = page.getByRole('region', { name: /^Relations/ });
  for (const variant of ['By birth', 'Adoptive']) {
    await panel.getByRole('button', { name: 'Add relation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add relation' });
    await dialog.getByRole('combobox', { name: 'Relation' }).selectOption({ label: 'Parent of' });
    await dialog.getByRole('combobox', { name: 'Variant' }).selectOption({ label: variant });
    const other = dialog.getByRole('combobox', { name: 'Related to' });
    await other.fill('Varric');
    await expect(
      dialog.getByRole('option', { name: 'Lord Varric Hale Character', exact: true }),
    ).toBeVisible();
    await other.press('ArrowDown');
    await other.press('ArrowUp');
    await other.press('Enter');
    await dialog.getByRole('button', { name: 'Add relation' }).click();
    await expect(dialog).toBeHidden();
  }
  const family = panel.getByRole('region', { name: 'Family' });
  await expect(family.getByText('Parent of', { exact: true })).toBeVisible();
  await expect(family.getByText('Adoptive parent of')).toBeVisible();

  await panel.getByRole('button', { name: 'Edit relation: Adoptive parent of Lord Varric Hale' }).click();
  const edit = page.getByRole('dialog');
  await expect(edit.getByRole('combobox', { name: 'Relation' })).toHaveValue('parent');
  await edit.getByRole('combobox', { name: 'Relation' }).selectOption({ label: 'Mentor of' });
  await edit.getByRole('textbox', { name: 'Starts' }).fill('The winter siege');
  await expectNoAxeViolations(page);
  await shot(page, 'relation-edit');
  await edit.getByRole('button', { name: 'Save relation' }).click();
  await expect(edit).toBeHidden();
  await expect(panel.getByRole('region', { name: 'Social' }).getByText('Mentor of')).toBeVisible();
  await expect(family.getByText('Parent of', { exact: true })).toBeVisible();
});

test('pages of owners without a calendar ask for it without a 404', async ({ page }) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/v1/calendars') && response.status() === 404)
      missing.push(response.url());
  });
  await signIn(page, { from: ASHEN });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/campaigns/c-cinder-road');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(EMBER);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(missing).toEqual([]);
});
