import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// Issue 27, items 2 and 3 (decision 061): a story arc holds chapters in its own order, kept by keyboard;
// a campaign's arc holds sessions and quests; the @ menu shows one Mira, with where she lives; an item
// opens a page of its own. With ONE_CHARACTER_SHOTS naming a folder, each screen is saved for review.

const SHOTS = process.env.ONE_CHARACTER_SHOTS;
const MIRA = '/universes/u-emberreach/characters/ch-mira';
// A 2×2 PNG, made here so the test needs no file on disk.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4UaFxokKDAUIBACnuBaHUWYGdAAAAAElFTkSuQmCC',
  'base64',
);

/** Gives Mira a portrait from her page's form, uploading a picture (its bytes checked by the upload). */
async function givePortrait(page: Page) {
  await page.goto(MIRA);
  await page.getByRole('button', { name: 'Edit Character' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Character' });
  const stored = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/images') && response.request().method() === 'POST',
  );
  await dialog
    .getByLabel('Upload image')
    .setInputFiles({ name: 'mira.png', mimeType: 'image/png', buffer: PNG });
  expect((await stored).status()).toBe(201);
  await expect(dialog.getByRole('textbox', { name: 'Portrait' })).toHaveValue(/^\/api\/v1\/images\//);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  const portrait = page.getByRole('img', { name: 'Portrait of Mira Coldwater' });
  await expect(portrait).toBeVisible();
  await expect
    .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}
const ARC = '/novels/n-ashen-crown/story-arcs/n-ashen-crown-a-1';

async function look(page: Page, name: string) {
  if (SHOTS !== undefined) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
  await expectNoAxeViolations(page);
}

const arcChapters = (page: Page) =>
  page.getByRole('list', { name: 'Chapters in this arc' }).getByRole('link');

test('an arc holds chapters in order, kept by keyboard, and the @ menu offers one Mira', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, { from: ARC });
  await expect(page.getByRole('heading', { level: 2, name: 'The Crown Found' })).toBeVisible();
  const add = page.getByRole('combobox', { name: 'Add a chapter' });
  // Added out of story order, each takes its place in the story.
  await add.selectOption({ label: 'Court of Embers' });
  await page.getByRole('button', { name: 'Add chapter' }).click();
  await expect(arcChapters(page)).toHaveText(['Court of Embers']);
  await add.selectOption({ label: 'The Forge That Went Cold' });
  await page.getByRole('button', { name: 'Add chapter' }).click();
  await expect(arcChapters(page)).toHaveText(['The Forge That Went Cold', 'Court of Embers']);
  // Reordered from the keyboard: the handle, then Alt+Arrow Up.
  await page.getByRole('button', { name: 'Reorder Court of Embers' }).focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect(arcChapters(page)).toHaveText(['Court of Embers', 'The Forge That Went Cold']);
  await expect(page.getByRole('button', { name: 'Reorder Court of Embers' })).toBeFocused();
  await look(page, 'arc-page');
  await page.reload();
  await expect(arcChapters(page)).toHaveText(['Court of Embers', 'The Forge That Went Cold']);
  await page.getByRole('button', { name: 'Remove The Forge That Went Cold from this arc' }).click();
  await expect(arcChapters(page)).toHaveText(['Court of Embers']);
  // The arc's card names its chapter.
  await page.goto('/novels/n-ashen-crown/story-arcs');
  await expect(page.getByText('1 chapter:')).toBeVisible();

  // The @ menu: Mira once (not once per story she is in), with her universe's name.
  await page.goto('/novels/n-ashen-crown/chapters/n-ashen-crown-ch-1/write');
  const editor = page.getByRole('textbox', { name: 'Chapter text' });
  await editor.click();
  await page.keyboard.type(' @Mira');
  const menu = page.getByRole('listbox', { name: 'Mention suggestions' });
  const miras = menu.getByRole('option', { name: /Mira Coldwater/ });
  await expect(miras).toHaveCount(1);
  await expect(miras).toContainText('The Emberreach');
  await look(page, 'mention-menu');
  await page.keyboard.press('Escape');

  // Search lists her once too.
  await page.goto('/search?q=Mira%20Coldwater');
  await expect(page.getByRole('link', { name: /Mira Coldwater/ }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /^Mira Coldwater/ })).toHaveCount(1);

  // An item opens a page of its own.
  await page.goto('/items/it-ashen-crown');
  await expect(page.getByRole('heading', { level: 2, name: 'The Ashen Crown' })).toBeVisible();
  await look(page, 'item-page');

  // Her portrait, on her page and on her card in the novel's cast.
  await givePortrait(page);
  await look(page, 'character-page');
  await page.goto('/novels/n-ashen-crown/characters');
  await expect(page.getByRole('img', { name: 'Portrait of Mira Coldwater' })).toBeVisible();
});

test('a campaign’s arc holds sessions and quests', async ({ page }) => {
  await signIn(page, { from: '/campaigns/c-cinder-road/sessions' });
  await page.getByRole('button', { name: 'Add Story arc' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Story arc' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill('The Cinder King');
  await dialog.getByRole('button', { name: 'Add Story arc' }).click();
  await page.getByRole('link', { name: 'The Cinder King' }).click();
  await page.getByRole('combobox', { name: 'Add a session' }).selectOption({ label: 'Oaths at Stairfoot' });
  await page.getByRole('button', { name: 'Add session' }).click();
  await page.getByRole('combobox', { name: 'Add a quest' }).selectOption({ label: 'Deliver the embers' });
  await page.getByRole('button', { name: 'Add quest' }).click();
  await expect(page.getByRole('list', { name: 'Sessions in this arc' }).getByRole('link')).toHaveText([
    'Oaths at Stairfoot',
  ]);
  await expect(page.getByRole('list', { name: 'Quests in this arc' }).getByRole('link')).toHaveText([
    'Deliver the embers',
  ]);
  await look(page, 'campaign-arc-page');
  await page.goto('/campaigns/c-cinder-road/sessions');
  await expect(page.getByText('1 session:')).toBeVisible();
  await look(page, 'campaign-sessions-tab');
});

test('a novel joined to a universe moves its characters in, and can take it back', async ({ page }) => {
  await signIn(page, { from: '/novels/n-quiet-orchard' });
  await page.getByRole('button', { name: 'Change universe' }).click();
  await page.getByRole('menuitemradio', { name: 'The Emberreach' }).click();
  const offer = page.getByRole('button', { name: 'Move 2 characters into The Emberreach' });
  await offer.click();
  const dialog = page.getByRole('alertdialog', { name: 'Move 2 characters into The Emberreach?' });
  await expect(dialog.getByText('June Harrow becomes a character of The Emberreach.')).toBeVisible();
  await look(page, 'character-move-dialog');
  await dialog.getByRole('button', { name: 'Move characters' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Moved 2 characters into The Emberreach.' }),
  ).toBeVisible();
  await expect(offer).toBeHidden();
  // Undo puts them back; the offer is there again, and the move is made once more.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Put back 2 characters.' })).toBeVisible();
  await offer.click();
  await dialog.getByRole('button', { name: 'Move characters' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Moved 2 characters into' })).toBeVisible();
  await page.goto('/universes/u-emberreach/characters');
  await expect(page.getByRole('link', { name: /June Harrow/ }).first()).toBeVisible();
  // From the novel's Characters tab afterwards: nothing left to move.
  await page.goto('/novels/n-quiet-orchard/characters');
  await expect(page.getByRole('heading', { level: 2, name: /Characters/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Move \d+ characters? into/ })).toHaveCount(0);
});

// The changed screens in each theme and width, on one account: the arc and the portrait are made once,
// then every screen is looked at (axe, and a picture with ONE_CHARACTER_SHOTS) four times.
test('the changed screens, dark and light, wide and narrow', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, { from: ARC });
  await page.getByRole('combobox', { name: 'Add a chapter' }).selectOption({ label: 'Court of Embers' });
  await page.getByRole('button', { name: 'Add chapter' }).click();
  await expect(arcChapters(page)).toHaveText(['Court of Embers']);
  await givePortrait(page);
  for (const theme of ['dark', 'light'] as const) {
    if (theme === 'light') await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    for (const viewport of [
      { name: 'wide', width: 1280, height: 800 },
      { name: 'narrow', width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      const tag = `${theme}-${viewport.name}`;
      await page.goto(ARC);
      await expect(arcChapters(page)).toHaveText(['Court of Embers']);
      await look(page, `arc-page-${tag}`);
      await page.goto('/novels/n-ashen-crown/story-arcs');
      await expect(page.getByText('1 chapter:')).toBeVisible();
      await look(page, `story-arcs-tab-${tag}`);
      await page.goto('/campaigns/c-cinder-road/sessions');
      await expect(page.getByRole('heading', { name: 'Story Arcs' })).toBeVisible();
      await look(page, `sessions-tab-${tag}`);
      await page.goto('/items/it-ashen-crown');
      await expect(page.getByRole('heading', { level: 2, name: 'The Ashen Crown' })).toBeVisible();
      await look(page, `item-page-${tag}`);
      await page.goto(MIRA);
      await expect(page.getByRole('img', { name: 'Portrait of Mira Coldwater' })).toBeVisible();
      await look(page, `character-page-${tag}`);
      await page.goto('/novels/n-ashen-crown/chapters/n-ashen-crown-ch-1/write');
      await page.getByRole('textbox', { name: 'Chapter text' }).click();
      await page.keyboard.type(' @Mira');
      await expect(page.getByRole('listbox', { name: 'Mention suggestions' })).toBeVisible();
      await look(page, `mention-menu-${tag}`);
      // The typed words are taken back, so the next look starts from the same chapter.
      await page.keyboard.press('Escape');
      for (let i = 0; i < ' @Mira'.length; i += 1) await page.keyboard.press('Backspace');
    }
  }
});
