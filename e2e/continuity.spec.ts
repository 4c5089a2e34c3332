import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// Continuity (issue 32, decision 060): Lord Varric dies on the day of chapter 4; chapter 5, set a week
// later, has him walk into the forge. The novel's Continuity panel says so with a link to the sentence;
// dismissed with a reason, it stays dismissed after a reload. Then the panel dark and light, wide and
// narrow, each axe clean (CONTINUITY_SHOTS names a folder to keep the pictures in).

const UNIVERSE = '/universes/u-emberreach';
const NOVEL = '/novels/n-ashen-crown';
const SHOTS = process.env.CONTINUITY_SHOTS;

async function look(page: Page, name: string) {
  if (SHOTS !== undefined) await page.screenshot({ path: `${SHOTS}/${name}.png` });
  await expectNoAxeViolations(page);
}

async function setWorldDate(page: Page, chapter: string, date: string) {
  await page.getByRole('button', { name: `Edit ${chapter}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Chapter' });
  await dialog.getByRole('textbox', { name: 'World date' }).fill(date);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
}

/** Varric dead on 3 Ashmonth 320 EA (chapter 4's day), and alive in chapter 5 a week later. */
async function plantTheContradiction(page: Page) {
  await signIn(page, { from: `${UNIVERSE}/calendar` });
  await page.getByRole('button', { name: 'Use Emberreach Reckoning' }).click();
  await expect(page.getByRole('table', { name: 'Thawmonth, 322 EA', exact: true })).toBeVisible();

  await page.goto(`${UNIVERSE}/characters/ch-varric`);
  await page.getByRole('button', { name: 'Edit Character' }).click();
  const character = page.getByRole('dialog', { name: 'Edit Character' });
  await character.getByRole('textbox', { name: 'Born' }).fill('2 Seedmonth 270 EA');
  await character.getByRole('textbox', { name: 'Died' }).fill('3 Ashmonth 320 EA');
  await character.getByRole('button', { name: 'Save changes' }).click();
  await expect(character).toBeHidden();

  await page.goto(`${NOVEL}/chapters`);
  await setWorldDate(page, 'Court of Embers', '3 Ashmonth 320 EA');
  await setWorldDate(page, 'What the Ash Remembers', '10 Ashmonth 320 EA');

  await page.goto(`${NOVEL}/chapters/n-ashen-crown-ch-5/write`);
  const editor = page.getByRole('textbox', { name: 'Chapter text' });
  await editor.click();
  await page.keyboard.type('At dawn @Varr');
  const option = page.getByRole('listbox', { name: 'Mention suggestions' }).getByRole('option').first();
  await expect(option).toHaveText(/Lord Varric Hale/);
  await page.keyboard.press('Enter');
  await page.keyboard.type('walked into the forge.');
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible({ timeout: 7000 });
}

test('a character killed in chapter 4 and alive a week later is found, linked to the sentence, and stays dismissed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await plantTheContradiction(page);

  await page.goto(NOVEL);
  await page.getByRole('button', { name: 'Continuity 1 open finding' }).click();
  const panel = page.getByRole('dialog', { name: 'Continuity of The Ashen Crown' });
  const finding = panel.getByRole('listitem', { name: 'Acts after death' });
  await expect(finding).toContainText(
    'Lord Varric Hale died on 3 Ashmonth 320 EA, but chapter “What the Ash Remembers”, set on 10 Ashmonth 320 EA, names them 7 days later',
  );
  await expect(finding).toContainText('At dawn Lord Varric Hale walked into the forge.');
  const sentence = finding.getByRole('link', { name: 'Chapter “What the Ash Remembers”, at the sentence' });
  await expect(sentence).toHaveAttribute('href', `${NOVEL}/chapters/n-ashen-crown-ch-5/write#mention-0`);
  await expectNoAxeViolations(page);

  // The link lands on the mention, marked.
  await sentence.click();
  await expect(page.locator('[data-continuity-target]')).toHaveText('Lord Varric Hale');

  // Dismissed with a reason; a reload keeps it dismissed.
  await page.goto(NOVEL);
  await page.getByRole('button', { name: 'Continuity 1 open finding' }).click();
  await finding.getByRole('button', { name: 'Dismiss…' }).click();
  await finding
    .getByRole('textbox', { name: /Reason for dismissing/ })
    .fill('He returns as a ghost in part two');
  await finding.getByRole('button', { name: 'Dismiss finding' }).click();
  await expect(panel.getByRole('region', { name: 'Dismissed (1)' })).toContainText(
    'Dismissed: He returns as a ghost in part two',
  );
  await page.reload();
  await page.getByRole('button', { name: 'Continuity 0 open findings' }).click();
  await expect(panel.getByRole('region', { name: 'Open (0)' })).toBeVisible();
  await expect(panel.getByRole('region', { name: 'Dismissed (1)' })).toContainText(
    'He returns as a ghost in part two',
  );
  await expectNoAxeViolations(page);
});

// The panel and the header's count in each theme and width, on one account: the contradiction is planted
// once, then looked at (axe, and a picture with CONTINUITY_SHOTS) four times.
test('the Continuity panel, dark and light, wide and narrow', async ({ page }) => {
  test.setTimeout(150_000);
  await plantTheContradiction(page);
  for (const theme of ['dark', 'light'] as const) {
    if (theme === 'light') await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    for (const viewport of [
      { name: 'wide', width: 1280, height: 800 },
      { name: 'narrow', width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      const tag = `${theme}-${viewport.name}`;
      await page.goto(NOVEL);
      const button = page.getByRole('button', { name: 'Continuity 1 open finding' });
      await expect(button).toBeVisible();
      await expect(page.getByText('Statistics')).toBeVisible();
      await look(page, `novel-header-${tag}`);
      await button.click();
      const panel = page.getByRole('dialog', { name: 'Continuity of The Ashen Crown' });
      await panel.getByRole('button', { name: 'Dismiss…' }).click();
      await look(page, `panel-${tag}`);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
    }
  }
});

/** Sets an event of the Cinder Road's timeline on a day, at a place (decision 074). */
async function placeEvent(page: Page, title: string, date: string, placeId: string) {
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Event' });
  await dialog.getByRole('textbox', { name: /^Date/ }).fill(date);
  await dialog.getByRole('combobox', { name: /^Place/ }).selectOption(placeId);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
}

test('a campaign’s events put Captain Rusk at two places on one day: the campaign’s and the universe’s panels say so', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, { from: `${UNIVERSE}/calendar` });
  await page.getByRole('button', { name: 'Use Emberreach Reckoning' }).click();
  await expect(page.getByRole('table', { name: 'Thawmonth, 322 EA', exact: true })).toBeVisible();

  await page.goto('/timelines/t-cinder-road');
  const day = 'Year 322 of the Ember Age, Thawmonth 5';
  await placeEvent(page, 'Ambush on the stair', day, 'loc-kharn-deep');
  await expect(page.getByRole('article', { name: 'Ambush on the stair' })).toContainText(
    'Kharn Deep (Greyspire)',
  );
  await placeEvent(page, 'Rusk escapes', day, 'loc-old-forge');

  const sentence =
    'On Year 322 of the Ember Age, Thawmonth 5, event “Ambush on the stair” places Captain Rusk at Kharn Deep, and event “Rusk escapes” at The Sunken Forge.';
  for (const path of ['/campaigns/c-cinder-road', UNIVERSE]) {
    await page.goto(path);
    await page.getByRole('button', { name: 'Continuity 1 open finding' }).click();
    const panel = page.getByRole('dialog', { name: /^Continuity of / });
    await expect(panel.getByRole('listitem', { name: 'In two places at once' })).toContainText(sentence);
    await expectNoAxeViolations(page);
  }
});
