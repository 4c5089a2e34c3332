import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { whenSaved } from './support/saves';

// Building inside a novel: its chapters are added, edited, reordered and deleted in the browser, each
// part has a page of its own, an event added on its Timeline tab is its timeline's, the novel's status
// and universe change from its pages, and the whole novel is deleted after a confirmation that says
// what goes with it.

const ASHEN = '/novels/n-ashen-crown';

const chapterList = (page: Page) => page.getByRole('list', { name: 'Chapters' });
// Each chapter's title links to its page; its Write link (named 'Write {title}') leads to the editor.
const chapterTitles = (page: Page) => chapterList(page).getByRole('link', { name: /^(?!Write )/ });

const SAMPLE_CHAPTERS = [
  'A Scar for a Promise',
  'The Forge That Went Cold',
  'Up the Thousand Stairs',
  'Court of Embers',
  'What the Ash Remembers',
];

test.describe('novel parts', () => {
  test('add, edit, reorder with the keyboard and delete a chapter; every change survives a reload', async ({
    page,
  }) => {
    await signIn(page, { from: `${ASHEN}/chapters` });
    await expect(chapterTitles(page)).toHaveText(SAMPLE_CHAPTERS);

    // Add: the form checks the title and keeps what was typed; the chapter lands at the end.
    await page.getByRole('button', { name: 'Add Chapter' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add Chapter' });
    const title = addDialog.getByRole('textbox', { name: 'Title' });
    await expect(title).toBeFocused();
    // The word count is counted from the text: shown read-only, never typed in.
    await expect(addDialog.getByRole('spinbutton', { name: 'Word count' })).toHaveAttribute('readonly', '');
    await addDialog.getByRole('button', { name: 'Add Chapter' }).click();
    await expect(addDialog.getByText('Title is required')).toBeVisible();
    await expectNoAxeViolations(page);
    await title.fill('The Oath Kept');
    await addDialog.getByRole('button', { name: 'Add Chapter' }).click();
    await expect(addDialog).toBeHidden();
    await expect(chapterTitles(page)).toHaveText([...SAMPLE_CHAPTERS, 'The Oath Kept']);
    const added = chapterList(page).getByRole('listitem').filter({ hasText: 'The Oath Kept' });
    await expect(added).toContainText('Chapter 6');
    await expect(added).toContainText('0 words');

    // Edit: a save changes the row.
    await page.getByRole('button', { name: 'Edit The Oath Kept' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Chapter' });
    await editDialog.getByRole('textbox', { name: 'Title' }).fill('The Oath Unbroken');
    await editDialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(editDialog).toBeHidden();
    await expect(chapterTitles(page).last()).toHaveText('The Oath Unbroken');

    // Reorder with the keyboard: Alt+Arrow Up on the focused item; focus stays with it.
    const moved = page.getByRole('button', { name: 'Edit The Oath Unbroken' });
    await moved.focus();
    await page.keyboard.press('Alt+ArrowUp');
    await expect(chapterTitles(page).nth(4)).toHaveText('The Oath Unbroken');
    await expect(moved).toBeFocused();
    await page.keyboard.press('Alt+ArrowUp');
    await expect(chapterTitles(page).nth(3)).toHaveText('The Oath Unbroken');
    await expect(chapterList(page).getByRole('listitem').nth(3)).toContainText('Chapter 4');

    // The novel's status, picked on its header badge, is saved too.
    await page.getByRole('button', { name: 'Novel status: In Progress' }).click();
    await page.getByRole('menuitemradio', { name: 'Completed' }).click();
    await expect(page.getByRole('button', { name: 'Novel status: Completed' })).toBeVisible();

    await whenSaved(page);
    await page.reload();
    const reordered = [...SAMPLE_CHAPTERS.slice(0, 3), 'The Oath Unbroken', ...SAMPLE_CHAPTERS.slice(3)];
    await expect(chapterTitles(page)).toHaveText(reordered);
    await expect(page.getByRole('button', { name: 'Novel status: Completed' })).toBeVisible();

    // Delete asks first, naming the chapter.
    await page.getByRole('button', { name: 'Delete The Oath Unbroken' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete "The Oath Unbroken"?' });
    await expect(confirm).toContainText('You can restore it from the Trash for 30 days.');
    await confirm.getByRole('button', { name: 'Delete Chapter' }).click();
    await expect(chapterTitles(page)).toHaveText(SAMPLE_CHAPTERS);
    await whenSaved(page);
    await page.reload();
    await expect(chapterTitles(page)).toHaveText(SAMPLE_CHAPTERS);
  });

  test('each part has its own page that opens by deep link, and an unknown one says so', async ({ page }) => {
    await signIn(page, { from: `${ASHEN}/assets` });
    await page
      .getByRole('list', { name: 'Documents' })
      .getByRole('link', { name: 'Oath vocabulary' })
      .click();
    await expect(page).toHaveURL(new RegExp(`${ASHEN}/documents/[^/]+$`));
    const url = page.url();

    await page.goto('/dashboard');
    await page.goto(url);
    await page.reload();
    await expect(page).toHaveTitle('Oath vocabulary · The Ashen Crown · Fablehold');
    await expect(page.getByRole('heading', { level: 1, name: 'The Ashen Crown' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Oath vocabulary' })).toBeVisible();
    await expect(page.getByText('Terms used in hearthbinding.')).toBeVisible();
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByText('Oath vocabulary')).toHaveAttribute('aria-current', 'page');
    await expect(
      page.getByRole('navigation', { name: 'Novel sections' }).getByRole('link', { name: 'Assets' }),
    ).toHaveAttribute('aria-current', 'page');

    await page.getByRole('button', { name: 'Edit Document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Document' });
    await dialog.getByRole('textbox', { name: 'Type' }).fill('Lexicon');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Lexicon')).toBeVisible();

    await breadcrumb.getByRole('link', { name: 'Assets' }).click();
    await expect(page).toHaveURL(new RegExp(`${ASHEN}/assets$`));
    await expect(page.getByRole('list', { name: 'Documents' })).toContainText('Lexicon');

    await page.goto(`${ASHEN}/chapters/no-such-chapter`);
    await expect(page.getByRole('heading', { name: 'Chapter not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to Chapters' }).click();
    await expect(page).toHaveURL(new RegExp(`${ASHEN}/chapters$`));
  });

  test('an event added on the novel’s Timeline tab is an event of its timeline, after a reload too', async ({
    page,
  }) => {
    await signIn(page, { from: `${ASHEN}/timelines` });
    const events = page.getByRole('list', { name: 'Timeline events' });
    await expect(events.getByRole('heading', { level: 3 })).toHaveCount(8);
    await expect(page.getByRole('link', { name: 'The Ashen Crown: story events' })).toHaveAttribute(
      'href',
      '/timelines/t-ashen-crown',
    );

    await page.getByRole('button', { name: 'Add Event' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Event' });
    await expect(dialog).toContainText('Adds to the timeline "The Ashen Crown: story events"');
    await dialog.getByRole('button', { name: 'Save Event' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('textbox', { name: 'Title' }).fill('The oath remembered');
    await dialog.getByRole('textbox', { name: 'Date' }).fill('Year 321 of the Ember Age');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('The crown repeats it back.');
    await dialog.getByRole('button', { name: 'Save Event' }).click();
    await expect(dialog).toBeHidden();
    await expect(events.getByRole('heading', { level: 3 }).last()).toHaveText('The oath remembered');

    await events.getByRole('link', { name: 'The oath remembered' }).click();
    await expect(page).toHaveURL(/\/timelines\/t-ashen-crown$/);
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: 'The Ashen Crown: story events' }),
    ).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: '9 events' })).toBeVisible();
    // The page draws only the events in view: search brings the new one up.
    await page.getByRole('searchbox', { name: 'Search events' }).fill('oath remembered');
    const found = page.getByRole('article', { name: 'The oath remembered' });
    await expect(found).toBeVisible();
    await expect(found).toContainText('Year 321 of the Ember Age');
    await expect(found).toContainText('The crown repeats it back.');
  });

  test('the novel leaves its universe, then is deleted after the confirmation says what goes', async ({
    page,
  }) => {
    await signIn(page, { from: ASHEN });
    await expect(page.getByRole('link', { name: 'The Emberreach' })).toBeVisible();
    await page.getByRole('button', { name: 'Change universe' }).click();
    await page.getByRole('menuitemradio', { name: 'Not connected' }).click();
    await expect(page.getByText('Not connected to a universe')).toBeVisible();
    await whenSaved(page);
    await page.reload();
    await expect(page.getByText('Not connected to a universe')).toBeVisible();

    await page.getByRole('button', { name: 'Delete Novel' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete "The Ashen Crown"?' });
    await expect(confirm).toContainText(/It also deletes .*\d+ parts\./);
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Delete Novel' }).click();
    await expect(page).toHaveURL(/\/novels$/);
    const cards = page.getByRole('list', { name: 'Novels' }).getByRole('heading', { level: 2 });
    await expect(cards).toHaveCount(5);
    await expect(cards.filter({ hasText: 'The Ashen Crown' })).toHaveCount(0);
    await page.reload();
    await expect(cards).toHaveCount(5);
    await page.goto(ASHEN);
    await expect(page.getByRole('heading', { level: 1, name: 'Novel Not Found' })).toBeVisible();
  });
});
