import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// The screens issue 27's frictions changed, dark and light, wide and narrow: each axe clean. With
// FRICTION_SHOTS naming a folder, each is also saved as a picture for review.

const SHOTS = process.env.FRICTION_SHOTS;

async function look(page: Page, name: string) {
  if (SHOTS !== undefined) await page.screenshot({ path: `${SHOTS}/${name}.png` });
  await expectNoAxeViolations(page);
}

// One account looks at every screen in each theme and width in turn.
test('the changed controls, dark and light, wide and narrow', async ({ page, context }) => {
  test.setTimeout(240_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, { from: '/dashboard' });
  for (const theme of ['dark', 'light'] as const) {
    if (theme === 'light') await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    for (const viewport of [
      { name: 'wide', width: 1280, height: 800 },
      { name: 'narrow', width: 390, height: 844 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto('/dashboard');
      const tag = `${theme}-${viewport.name}`;

      // The dashboard: View All says everything is shown; the sidebar has Settings beside Trash.
      const favorites = page.getByRole('region', { name: 'Favorites' });
      await expect(favorites.getByRole('link').first()).toBeVisible();
      await favorites.getByRole('button', { name: 'View All' }).click();
      await expect(favorites.getByRole('status')).toHaveText(/projects here are shown/);
      await page.getByRole('button', { name: 'Open sidebar' }).click();
      await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
      await look(page, `dashboard-${tag}`);
      await page.getByRole('button', { name: 'Close sidebar' }).click();

      // The bell's panel.
      await page.getByRole('button', { name: 'Notifications' }).click();
      await expect(page.getByRole('dialog', { name: 'Recent changes' })).toBeVisible();
      await look(page, `bell-${tag}`);
      await page.keyboard.press('Escape');

      // A universe's Share, saying what its link is good for.
      await page.goto('/universes/u-emberreach');
      await page.getByRole('button', { name: 'Share' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toContainText(
        'only you can open it',
      );
      await look(page, `share-${tag}`);

      // A timeline: one view switcher, To scale its last choice.
      await page.goto('/timelines/t-ember-age');
      const views = page.getByRole('group', { name: 'View mode' });
      await expect(views).toHaveCount(1);
      await look(page, `timeline-${tag}`);
      await views.getByRole('button', { name: 'To scale' }).click();
      await expect(views.getByRole('button', { name: 'To scale' })).toHaveAttribute('aria-pressed', 'true');
      // The sample's universe keeps no calendar: the view says so and leads to setting one up.
      await expect(page.getByRole('link', { name: 'Set up a calendar' })).toBeVisible();
      await look(page, `timeline-scale-${tag}`);

      // The chapter form's counted word count, and the relation dialog's kind and ends.
      await page.goto('/novels/n-ashen-crown/chapters');
      await page.getByRole('button', { name: 'Edit A Scar for a Promise' }).click();
      const chapter = page.getByRole('dialog', { name: 'Edit Chapter' });
      await expect(chapter.getByRole('spinbutton', { name: 'Word count' })).toHaveAttribute('readonly', '');
      await look(page, `chapter-form-${tag}`);
      await page.keyboard.press('Escape');

      await page.goto('/novels/n-ashen-crown/chapters/n-ashen-crown-ch-1/write');
      await expect(page.getByRole('textbox', { name: 'Chapter text' })).toBeFocused();
      await look(page, `write-${tag}`);
    }
  }
});
