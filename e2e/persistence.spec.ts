import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// Issue 8: what a user creates or changes is stored by the server, so it survives a reload, another
// browser, and a restart of the server; a refused save rolls back and says so.

const novelList = (page: Page) => page.getByRole('list', { name: 'Novels' });
const novelStar = (page: Page, title: string) =>
  novelList(page).getByRole('button', { name: `Favorite ${title}` });

async function createNovel(page: Page, title: string, description: string) {
  await page.getByRole('button', { name: 'New Novel' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Novel' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('textbox', { name: 'Description' }).fill(description);
  await dialog.getByRole('button', { name: 'Create Novel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

async function addEvent(page: Page, event: { title: string; date: string; description: string }) {
  await page.getByRole('button', { name: 'Add Event', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Event' });
  await dialog.getByLabel('Title').fill(event.title);
  await dialog.getByLabel('Date').fill(event.date);
  await dialog.getByLabel('Description').fill(event.description);
  await dialog.getByRole('button', { name: 'Save Event' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('stored workspace', () => {
  test('a favorite, a new novel, a new timeline with events and an edit survive a reload and another browser', async ({
    page,
    browser,
  }) => {
    const account = await signIn(page, { from: '/novels' });

    // A favorite.
    await expect(novelStar(page, 'Skyward Tithe')).toHaveAttribute('aria-pressed', 'false');
    await novelStar(page, 'Skyward Tithe').click();
    await expect(novelStar(page, 'Skyward Tithe')).toHaveAttribute('aria-pressed', 'true');

    // A new novel.
    await createNovel(page, 'Glass Harbor', 'Tides, debts and a lighthouse keeper.');
    const novelUrl = page.url();

    // A new timeline linked to it, with two events.
    await page.goto('/timelines');
    await page.getByRole('button', { name: 'Create New Timeline' }).click();
    const wizard = page.getByRole('dialog', { name: 'Create New Timeline' });
    await wizard.getByLabel('Name').fill('Harbor years');
    await wizard.getByLabel('Description').fill('What the harbor saw.');
    await wizard.getByRole('button', { name: 'Next' }).click();
    await wizard.getByRole('combobox', { name: 'Novel' }).selectOption({ label: 'Glass Harbor' });
    await wizard.getByRole('button', { name: 'Create Timeline' }).click();
    await expect(wizard).toBeHidden();
    await page
      .getByRole('article', { name: 'Harbor years' })
      .getByRole('link', { name: 'Open Timeline' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Harbor years' })).toBeVisible();
    await addEvent(page, { title: 'The lamp is lit', date: 'Year 10', description: 'First light.' });
    await addEvent(page, { title: 'The harbor freezes', date: 'Year 9', description: 'Ice everywhere.' });
    const timelineUrl = page.url();

    // An edit.
    await page.goto('/campaigns/c-cinder-road');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Edit' }).click();
    const form = main.getByRole('form', { name: 'Edit campaign' });
    await form.getByRole('textbox', { name: 'Title' }).fill('The Ember Road');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();

    // Everything is there after a reload...
    await page.goto('/novels');
    await page.reload();
    await expect(novelStar(page, 'Skyward Tithe')).toHaveAttribute('aria-pressed', 'true');
    await expect(novelList(page).getByRole('heading', { level: 2, name: 'Glass Harbor' })).toBeVisible();
    await page.goto(novelUrl);
    await expect(page.getByText('Tides, debts and a lighthouse keeper.')).toBeVisible();
    await page.goto(timelineUrl);
    await page.reload();
    const titles = page.getByRole('list', { name: 'Events' }).getByRole('heading', { level: 3 });
    await expect(titles).toHaveText(['The harbor freezes', 'The lamp is lit']);
    await expect(page.getByRole('link', { name: 'Timeline for Novel: Glass Harbor' })).toBeVisible();
    await page.goto('/campaigns/c-cinder-road');
    await page.reload();
    await expect(main.getByRole('heading', { level: 1, name: 'The Ember Road' })).toBeVisible();

    // ...and in another browser, where nothing of this page's memory or storage exists.
    const elsewhere = await browser.newContext();
    try {
      const other = await elsewhere.newPage();
      await signIn(other, { from: '/novels', account });
      await expect(novelStar(other, 'Skyward Tithe')).toHaveAttribute('aria-pressed', 'true');
      await expect(novelList(other).getByRole('heading', { level: 2, name: 'Glass Harbor' })).toBeVisible();
      await other.goto(timelineUrl);
      await expect(other.getByRole('list', { name: 'Events' }).getByRole('heading', { level: 3 })).toHaveText(
        ['The harbor freezes', 'The lamp is lit'],
      );
    } finally {
      await elsewhere.close();
    }
  });

  test('each account has its own workspace', async ({ page, browser }) => {
    await signIn(page, { from: '/novels' });
    await createNovel(page, 'Only Mine', 'Nobody else sees this.');
    const novelUrl = page.url();

    const elsewhere = await browser.newContext();
    try {
      const other = await elsewhere.newPage();
      await signIn(other, { from: '/novels' });
      await expect(novelList(other).getByRole('heading', { level: 2 })).toHaveCount(6);
      await expect(novelList(other).getByRole('heading', { level: 2, name: 'Only Mine' })).toHaveCount(0);
      await other.goto(new URL(novelUrl).pathname);
      await expect(other.getByRole('heading', { level: 1, name: 'Novel Not Found' })).toBeVisible();
    } finally {
      await elsewhere.close();
    }
  });
});

test.describe('refused saves', () => {
  test('a refused favorite rolls back with a message, and the server never stored it', async ({ page }) => {
    await signIn(page, { from: '/novels' });
    const star = novelStar(page, 'Skyward Tithe');
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await page.route('**/api/v1/novels/*/favorite', (route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: 'internal_error', message: 'Something went wrong on our side.' } },
      }),
    );
    await star.click();
    await expect(page.getByRole('alert')).toHaveText('Favorite not saved. Something went wrong on our side.');
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Dismiss message' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);

    await page.unroute('**/api/v1/novels/*/favorite');
    await page.reload();
    await expect(star).toHaveAttribute('aria-pressed', 'false');
  });

  test('a favorite that cannot reach the server says so and rolls back', async ({ page }) => {
    await signIn(page, { from: '/novels' });
    const star = novelStar(page, 'The Ashen Crown');
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await page.route('**/api/v1/novels/*/favorite', (route) => route.abort('connectionrefused'));
    await star.click();
    await expect(page.getByRole('alert')).toHaveText(
      'Favorite not saved. Could not reach the server. Check your connection and try again.',
    );
    await expect(star).toHaveAttribute('aria-pressed', 'true');
  });

  test('a refused new novel keeps what was typed and saves on the next try', async ({ page }) => {
    await signIn(page, { from: '/novels' });
    // Only the first creation is refused; the list's own reads pass through.
    let refused = 0;
    await page.route('**/api/v1/novels', (route) => {
      if (route.request().method() !== 'POST' || refused > 0) return route.fallback();
      refused += 1;
      return route.fulfill({
        status: 500,
        json: { error: { code: 'internal_error', message: 'Something went wrong on our side.' } },
      });
    });
    await page.getByRole('button', { name: 'New Novel' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Novel' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Glass Harbor');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Tides and debts.');
    await dialog.getByRole('button', { name: 'Create Novel' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Something went wrong on our side.');
    await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue('Glass Harbor');
    await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue('Tides and debts.');

    await dialog.getByRole('button', { name: 'Create Novel' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Glass Harbor' })).toBeVisible();
  });

  test('an edit the server refuses (422) shows its message and keeps the typed values', async ({ page }) => {
    await signIn(page, { from: '/campaigns/c-cinder-road' });
    let refused = 0;
    await page.route('**/api/v1/campaigns/c-cinder-road', (route) => {
      if (route.request().method() !== 'PATCH' || refused > 0) return route.fallback();
      refused += 1;
      return route.fulfill({
        status: 422,
        json: {
          error: {
            code: 'validation_failed',
            message: 'Title must be at most 200 characters',
            details: [{ field: 'title', message: 'Title must be at most 200 characters' }],
          },
        },
      });
    });
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Edit' }).click();
    const form = main.getByRole('form', { name: 'Edit campaign' });
    await form.getByRole('textbox', { name: 'Title' }).fill('The Ember Road');
    await form.getByRole('textbox', { name: 'Description' }).fill('A new road, a new oath.');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText('Title must be at most 200 characters')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('The Ember Road');
    await expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue('A new road, a new oath.');

    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    await page.reload();
    await expect(main.getByRole('heading', { level: 1, name: 'The Ember Road' })).toBeVisible();
  });
});

// A server of this test's own, on a free port, with a data directory it keeps across a restart. It
// serves the build the configured e2e server serves (E2E_STATIC_DIR), so nothing is rebuilt.
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject()));
    });
  });
}

async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  // Playwright runs from the repository root.
  const root = process.cwd();
  const e2ePort = process.env.E2E_PORT ?? '4173';
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      E2E_DATA_DIR: dataDir,
      E2E_STATIC_DIR: process.env.E2E_STATIC_DIR ?? resolve(root, 'node_modules/.e2e-dist', e2ePort),
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/auth/v1/health`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  child.kill('SIGKILL');
  throw new Error('The server did not start within 60 s');
}

function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

test.describe('server restart', () => {
  test('a favorite, a new novel and an edit survive a restart of the server', async ({ page }) => {
    test.setTimeout(120_000);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'fablehold-persistence-'));
    let server = await startServer(port, dataDir);
    try {
      await signIn(page, { from: '/novels', baseURL: base });
      await novelStar(page, 'Skyward Tithe').click();
      await expect(novelStar(page, 'Skyward Tithe')).toHaveAttribute('aria-pressed', 'true');
      await createNovel(page, 'Glass Harbor', 'Tides, debts and a lighthouse keeper.');
      await page.goto(`${base}/campaigns/c-cinder-road`);
      const main = page.getByRole('main');
      await main.getByRole('button', { name: 'Edit' }).click();
      const form = main.getByRole('form', { name: 'Edit campaign' });
      await form.getByRole('textbox', { name: 'Title' }).fill('The Ember Road');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form).toBeHidden();

      await stopServer(server);
      server = await startServer(port, dataDir);

      // The session is stored too: the same browser is still signed in.
      await page.goto(`${base}/novels`);
      await expect(page).toHaveURL(/\/novels$/);
      await expect(novelStar(page, 'Skyward Tithe')).toHaveAttribute('aria-pressed', 'true');
      await expect(novelList(page).getByRole('heading', { level: 2, name: 'Glass Harbor' })).toBeVisible();
      await page.goto(`${base}/campaigns/c-cinder-road`);
      await expect(main.getByRole('heading', { level: 1, name: 'The Ember Road' })).toBeVisible();
    } finally {
      await stopServer(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
