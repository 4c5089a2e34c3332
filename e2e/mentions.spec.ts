import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// Issue 13: type @Mi in a chapter, pick Mira with the keyboard and see the mention; rename Mira and the
// chapter shows the new name; Mira's page lists the chapter under "Mentioned in".

const CHAPTER = '/novels/n-ashen-crown/chapters/n-ashen-crown-ch-1';
const MANUSCRIPT = '/novels/n-ashen-crown/manuscript';
const MIRA = '/universes/u-emberreach/characters/ch-mira';

const editor = (page: Page) => page.getByRole('textbox', { name: 'Chapter text' });
const saveStatus = (page: Page) =>
  page.getByRole('status').filter({ hasText: /Saved|Saving|Offline|Not saved/ });

test('mention Mira in a chapter, rename her, and find the chapter on her page', async ({ page }) => {
  await signIn(page, { from: `${CHAPTER}/write` });
  await editor(page).click();
  await page.keyboard.type('At dawn @Mi');

  const menu = page.getByRole('listbox', { name: 'Mention suggestions' });
  const first = menu.getByRole('group', { name: 'Character', exact: true }).getByRole('option').first();
  await expect(first).toHaveText(/Mira Coldwater/);
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(editor(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await page.keyboard.type('lit the forge.');
  await expect(editor(page)).toHaveText('At dawn Mira Coldwater lit the forge.');
  await expect(saveStatus(page)).toHaveText('Saved', { timeout: 5000 });

  // Renamed on her page, the chapter reads her new name.
  await page.goto(MIRA);
  await page.getByRole('button', { name: 'Edit Character' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Character' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Mira Stormwater');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();

  await page.goto(`${CHAPTER}/write`);
  await expect(editor(page)).toHaveText('At dawn Mira Stormwater lit the forge.');
  await page.goto(MANUSCRIPT);
  await expect(page.getByRole('link', { name: 'Mira Stormwater' })).toHaveAttribute('href', MIRA);

  // Her page lists the chapter, linked, with the field and the words around the mention.
  await page.goto(MIRA);
  const mentionedIn = page.getByRole('list', { name: 'Mentioned in' });
  const entry = mentionedIn.getByRole('listitem').filter({ hasText: 'A Scar for a Promise' });
  await expect(entry).toContainText('Chapter · Text');
  await expect(entry).toContainText('At dawn Mira Coldwater lit the forge.');
  await expect(entry.getByRole('link', { name: 'A Scar for a Promise' })).toHaveAttribute(
    'href',
    `${MANUSCRIPT}#chapter-n-ashen-crown-ch-1`,
  );
  await expectNoAxeViolations(page);
});
