import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';

// Every main screen under the server's Content-Security-Policy: any refusal the browser reports (in the
// console or as a securitypolicyviolation event) fails the test, naming the screen.
const SCREENS: { path: string; heading: string | RegExp }[] = [
  { path: '/dashboard', heading: 'Dashboard' },
  { path: '/novels', heading: 'Novels' },
  { path: '/novels/n-ashen-crown/chapters', heading: 'Chapters' },
  { path: '/novels/n-ashen-crown/characters', heading: 'Characters' },
  { path: '/novels/n-ashen-crown/story-arcs', heading: 'Story Arcs' },
  { path: '/novels/n-ashen-crown/timelines', heading: 'Timeline' },
  { path: '/novels/n-ashen-crown/assets', heading: 'Assets' },
  { path: '/universes', heading: 'Universes' },
  { path: '/universes/u-emberreach/worlds', heading: 'Worlds' },
  { path: '/universes/u-emberreach/worlds/w-thornwild/locations', heading: 'Locations' },
  { path: '/campaigns', heading: 'Campaigns' },
  { path: '/campaigns/c-cinder-road/quests', heading: 'Quests' },
  { path: '/timelines', heading: 'Timelines' },
  { path: '/timelines/t-ember-age', heading: /./ },
  { path: '/reference?tab=browse-data', heading: 'References' },
  { path: '/reference?tab=relationships', heading: 'References' },
  { path: '/settings', heading: 'Settings' },
  { path: '/profile', heading: /./ },
];

type Violation = { where: string; text: string };

async function watchViolations(page: Page): Promise<Violation[]> {
  const violations: Violation[] = [];
  const where = () => new URL(page.url()).pathname;
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) {
      violations.push({ where: where(), text: message.text() });
    }
  });
  await page.exposeFunction('reportCspViolation', (text: string) =>
    violations.push({ where: where(), text }),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return violations;
}

test('every screen works under the Content-Security-Policy, with the security headers', async ({ page }) => {
  // A walk through every screen: 22–26 s on a quiet two-core run, so 30 s left no room under load.
  test.setTimeout(60_000);
  const violations = await watchViolations(page);

  const login = await page.goto('/login');
  const headers = login?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).not.toContain('unsafe-eval');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['content-encoding']).toBe('br');
  // The remembered theme is painted by the inline script the CSP allows by hash.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await signIn(page, { from: '/dashboard' });
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  for (const screen of SCREENS) {
    await page.goto(screen.path);
    await expect(page.getByRole('heading', { name: screen.heading }).first(), screen.path).toBeVisible();
  }

  // The query console runs a query; the chapter editor takes typing.
  await page.goto('/reference');
  await page.getByRole('textbox', { name: 'Query', exact: true }).fill('SELECT title FROM novels');
  await page.getByRole('button', { name: 'Run Query' }).click();
  await expect(page.getByText(/^\d+ result\(s\)$/)).toBeVisible();

  await page.goto('/novels/n-ashen-crown/chapters/n-ashen-crown-ch-1/write');
  const editor = page.getByRole('textbox', { name: 'Chapter text' });
  await editor.click();
  await page.keyboard.type(' Under the policy.');
  await expect(editor).toContainText('Under the policy.');

  // A dialog (Radix: focus trap, scroll lock, portal) opens and closes.
  await page.goto('/novels');
  await page
    .getByRole('button', { name: /New Novel/i })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Assets and API answers carry the headers too.
  const asset = await page.request.get(
    (await page.locator('script[type=module]').first().getAttribute('src')) ?? '/missing.js',
    { headers: { 'Accept-Encoding': 'br' } },
  );
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-security-policy']).toContain("object-src 'none'");
  const api = await page.request.get('/api/v1/novels');
  expect(api.status()).toBe(401);
  expect(api.headers()['x-content-type-options']).toBe('nosniff');

  expect(
    violations,
    violations.map((violation) => `${violation.where}: ${violation.text}`).join('\n'),
  ).toEqual([]);
});
