import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// Comments on a passage (issue 28, item 5; decision 071): the author writes a chapter and shares the
// novel with a reader; the reader opens the chapter from the shared novel, selects a passage from the
// keyboard and comments on it; the author finds the comment in the bell, follows it to the passage,
// replies and resolves the thread, which then hides until "Show resolved". The server's tests prove the
// policy (hidden chapters, secret blocks, who may resolve) and the passage found again after edits.

const ASHEN = '/novels/n-ashen-crown';
const CHAPTER = 'n-ashen-crown-ch-1';
const PASSAGE = 'Mira lit the forge at dawn.';
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

const chapterText = (page: Page) => page.getByRole('textbox', { name: 'Chapter text' });

async function screenshots(page: Page, name: string) {
  if (!SCREENSHOTS) return;
  for (const theme of ['dark', 'light']) {
    for (const [width, size] of [
      [1280, 'wide'],
      [390, 'narrow'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${SCREENSHOTS}/${name}-${theme}-${size}.png` });
    }
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a reader comments and the author resolves it', async ({ page, browser, baseURL }) => {
  // Two people, two browsers, a sign-up and a dozen steps: longer than one page's journey.
  test.setTimeout(90_000);
  // The author writes the chapter's first line.
  const author = await signIn(page, { from: `${ASHEN}/chapters/${CHAPTER}/write` });
  await chapterText(page).click();
  await page.keyboard.type(PASSAGE);
  await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();

  // The novel is shared with a reader (novels have no Invite button yet: the link is made through the API).
  const session = await page.request.post(`${baseURL}/auth/v1/token?grant_type=password`, { data: author });
  const { access_token: token } = (await session.json()) as { access_token: string };
  const made = await page.request.post(`${baseURL}/api/v1/sharing/novel/n-ashen-crown/invitations`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { role: 'reader' },
  });
  expect(made.status()).toBe(201);
  const { path } = (await made.json()) as { path: string };

  const context = await browser.newContext();
  const reader = await context.newPage();
  await reader.goto(path);
  await reader.getByLabel('Email').fill(`vera-${randomUUID().slice(0, 8)}@example.com`);
  await reader.getByLabel('Password').fill('a-reader-password');
  await reader.getByRole('button', { name: 'Create account and join' }).click();
  await expect(reader.getByText('Shared with you · Reader')).toBeVisible();

  // The reader opens the chapter, selects the line from the keyboard and comments on it.
  await reader.getByRole('link', { name: 'A Scar for a Promise' }).click();
  await expect(reader.getByRole('heading', { level: 1, name: 'A Scar for a Promise' })).toBeVisible();
  await expect(chapterText(reader)).toHaveText(PASSAGE);
  await expect(chapterText(reader)).toHaveAttribute('aria-readonly', 'true');
  await chapterText(reader).focus();
  await reader.keyboard.press('Home');
  await reader.keyboard.press('Shift+End');
  await reader.keyboard.press('Control+Alt+m');
  const panel = reader.getByRole('complementary', { name: 'Comments' });
  const newComment = panel.getByRole('form', { name: 'New comment' });
  await expect(newComment.getByRole('blockquote')).toHaveText(PASSAGE);
  await newComment.getByRole('button', { name: 'Post comment' }).click();
  await expect(newComment.getByText('Write a comment first')).toBeVisible();
  await newComment
    .getByRole('textbox', { name: 'Comment' })
    .fill('Why at dawn? Night would be more ominous.');
  await newComment.getByRole('button', { name: 'Post comment' }).click();
  const readerThread = panel.getByRole('article', { name: /^Comment by Vera-/ });
  await expect(readerThread).toContainText('Why at dawn? Night would be more ominous.');
  // The passage is highlighted in the text (a decoration, not part of it).
  await expect(chapterText(reader).locator('.comment-highlight')).toHaveText(PASSAGE);
  await expect(chapterText(reader)).toHaveText(PASSAGE);
  await expectNoAxeViolations(reader);
  await screenshots(reader, 'comments-reader');

  // The author's bell names it and leads to the passage with its thread open.
  await page.goto(ASHEN);
  await page.getByRole('button', { name: 'Notifications' }).click();
  const notice = page.getByRole('link', { name: new RegExp(`commented on “${PASSAGE}”`) });
  await expect(notice).toContainText('Why at dawn?');
  await expectNoAxeViolations(page);
  await notice.click();
  await expect(page).toHaveURL(new RegExp(`/chapters/${CHAPTER}/write\\?comment=`));
  const authorPanel = page.getByRole('complementary', { name: 'Comments' });
  const thread = authorPanel.getByRole('article', { name: /^Comment by Vera-/ });
  await expect(thread).toContainText('Why at dawn? Night would be more ominous.');
  await expect(chapterText(page).locator('.comment-highlight-active')).toHaveText(PASSAGE);
  await thread.getByRole('button', { name: 'Reply' }).click();
  await thread
    .getByRole('textbox', { name: 'Reply' })
    .fill('Dawn is the point: she works before anyone wakes.');
  await thread.getByRole('button', { name: 'Post reply' }).click();
  await expect(thread).toContainText('Dawn is the point: she works before anyone wakes.');
  await expectNoAxeViolations(page);
  await screenshots(page, 'comments-author');
  await thread.getByRole('button', { name: 'Resolve' }).click();
  await expect(thread).toContainText('Resolved');
  await page.goto(`${ASHEN}/chapters/${CHAPTER}/write`);
  await page.getByRole('button', { name: 'Comments', exact: true }).click();
  await expect(authorPanel.getByText('Every comment here is resolved.')).toBeVisible();
  await authorPanel.getByLabel('Show resolved (1)').check();
  await expect(thread.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The reader sees the reply and the thread resolved.
  await reader.reload();
  await reader.getByRole('button', { name: 'Comments', exact: true }).click();
  await reader.getByRole('complementary', { name: 'Comments' }).getByLabel('Show resolved (1)').check();
  await expect(readerThread).toContainText('Dawn is the point');
  await expect(readerThread).toContainText('Resolved');
  await context.close();
});
