import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// A 2×2 PNG, made here so the test needs no file on disk.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWM4UaFxokKDAUIBACnuBaHUWYGdAAAAAElFTkSuQmCC',
  'base64',
);
// The start of a Windows program, named like a picture.
const RENAMED_EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(62),
  Buffer.from('This program cannot be run'),
]);

const cover = (page: Page) => page.getByRole('img', { name: 'Cover of The Ashen Crown', exact: true });

/** The cover is an image the browser decoded (not the 'Image unavailable' box, not a broken image). */
async function expectCoverShown(page: Page) {
  await expect(cover(page)).toBeVisible();
  await expect
    .poll(() => cover(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

test.describe('images', () => {
  test('image upload shows the image, a renamed .exe is refused', async ({ page }) => {
    await signIn(page, { from: '/novels/n-ashen-crown' });
    await expect(page.getByRole('heading', { level: 1, name: 'The Ashen Crown' })).toBeVisible();
    const upload = page.getByLabel('Change cover');

    const stored = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/images') && response.request().method() === 'POST',
    );
    await upload.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    expect((await stored).status()).toBe(201);
    await expect(cover(page)).toHaveAttribute('src', /^blob:/);
    await expectCoverShown(page);

    // Stored on the server: after a reload the cover is read again (with the token) and shown.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'The Ashen Crown' })).toBeVisible();
    await expect(cover(page)).toHaveAttribute('src', /^blob:/);
    await expectCoverShown(page);

    // A program renamed cover.png is refused by its bytes, before it is sent, and the cover stays.
    let sent = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/images') && request.method() === 'POST') sent = true;
    });
    await upload.setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: RENAMED_EXE });
    await expect(page.getByRole('alert')).toHaveText('Only PNG, JPEG, WebP and GIF images can be uploaded');
    expect(sent).toBe(false);
    await expectCoverShown(page);
    await expect(cover(page)).toHaveAttribute('src', /^blob:/);
  });

  test('the server refuses a renamed .exe sent past the browser’s check', async ({ page }) => {
    const account = await signIn(page, { from: '/novels' });
    const grant = await page.request.post('/auth/v1/token?grant_type=password', { data: account });
    const { access_token: token } = (await grant.json()) as { access_token: string };
    const answer = await page.request.post('/api/v1/images', {
      headers: { Authorization: `Bearer ${token}` },
      multipart: { file: { name: 'cover.png', mimeType: 'image/png', buffer: RENAMED_EXE } },
    });
    expect(answer.status()).toBe(422);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toBe(
      'Only PNG, JPEG, WebP and GIF images can be uploaded',
    );
  });

  test('no axe violations on the Overview tab with the cover control', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, { from: '/novels/n-ashen-crown' });
    await expect(page.getByRole('heading', { level: 1, name: 'The Ashen Crown' })).toBeVisible();
    await expect(page.getByLabel('Change cover')).toBeAttached();
    await expectNoAxeViolations(page);
    // With a refusal showing, too.
    await page
      .getByLabel('Change cover')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: RENAMED_EXE });
    await expect(page.getByRole('alert')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
