import { expect, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// Global search (issue 14): the top bar's combobox, the command palette and the results page, over the
// server's index.

test('find Mira from the top bar and open her page with the keyboard', async ({ page }) => {
  await signIn(page, { from: '/dashboard' });
  const box = page.getByRole('combobox', { name: 'Search' });
  await expect(box).toHaveAttribute('placeholder', 'Search...');
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('/');
  await expect(box).toBeFocused();
  await box.pressSequentially('mira cold');
  const listbox = page.getByRole('listbox', { name: 'Search results' });
  // The universe's Mira (the novel's own Mira Coldwater is a character too).
  const mira = listbox.getByRole('option', { name: /^Mira Coldwater.*The Emberreach/ });
  await expect(mira).toBeVisible();
  await expect(mira.locator('mark').first()).toHaveText('Mira');
  await expect(listbox.getByRole('option', { name: 'See all results for “mira cold”' })).toBeVisible();
  await expectNoAxeViolations(page);
  const names = await listbox.getByRole('option').allTextContents();
  const at = names.findIndex((name) => /^Mira Coldwater.*The Emberreach/.test(name));
  for (let step = 0; step <= at; step += 1) await box.press('ArrowDown');
  await expect(mira).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/universes\/u-emberreach\/characters\/ch-mira$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Mira Coldwater' })).toBeVisible();
});

test('Ctrl+K opens the palette, which runs a command and is accessible', async ({ page }) => {
  await signIn(page, { from: '/dashboard' });
  // The keys go to the page once it is there, as a person's would (the sign-in only waits for the address).
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await page.keyboard.press('Control+k');
  const dialog = page.getByRole('dialog', { name: 'Command palette' });
  const input = dialog.getByRole('combobox', { name: 'Type a command or search' });
  await expect(input).toBeFocused();
  await expect(dialog.getByRole('option')).toHaveCount(14);
  await expectNoAxeViolations(page);
  await input.fill('go time');
  await expect(dialog.getByRole('option')).toHaveText(['Go to Timelines']);
  await expectNoAxeViolations(page);
  await input.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/timelines$/);

  await page.keyboard.press('Control+k');
  await dialog.getByRole('combobox').fill('dark');
  await dialog.getByRole('combobox').press('Enter');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('the results page filters by kind, and the top bar finds a new name after an edit, without a reload', async ({
  page,
}) => {
  await signIn(page, { from: '/search?q=ember' });
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('link').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Campaign (2)' });
  await expect(page).toHaveURL(/kind=campaign/);
  await expect(results.getByRole('link', { name: /^The Cinder Road/ })).toBeVisible();

  await results.getByRole('link', { name: /^The Cinder Road/ }).click();
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Edit' }).click();
  const form = main.getByRole('form', { name: 'Edit campaign' });
  await form.getByRole('textbox', { name: 'Title' }).fill('The Quillfire Road');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'The Quillfire Road' })).toBeVisible();
  // The page gives focus back to Edit once saved; search after that, as a person would.
  await expect(main.getByRole('button', { name: 'Edit' })).toBeFocused();

  const box = page.getByRole('combobox', { name: 'Search' });
  await box.pressSequentially('quillfire');
  await expect(
    page
      .getByRole('listbox', { name: 'Search results' })
      .getByRole('option', { name: /^The Quillfire Road/ }),
  ).toBeVisible();
});
