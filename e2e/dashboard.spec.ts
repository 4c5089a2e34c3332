import { expect, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

test.describe('dashboard', () => {
  test('summary cards show counts and lead to their lists', async ({ page }) => {
    await signIn(page, { from: '/dashboard' });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    for (const [label, path, count] of [
      ['Novels', '/novels', 6],
      ['Universes', '/universes', 3],
      ['Campaigns', '/campaigns', 4],
    ] as const) {
      const card = main.getByRole('link', { name: new RegExp(`^${label} ${count}`) });
      await expect(card).toBeVisible();
      await card.click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await page.goBack();
      await expect(page).toHaveURL(/\/dashboard$/);
    }
  });

  test('recent activity and favorites link to real records', async ({ page }) => {
    await signIn(page, { from: '/dashboard' });
    const favorites = page.getByRole('region', { name: 'Favorites' });
    await favorites.getByRole('link', { name: /The Cinder Road/ }).click();
    await expect(page).toHaveURL(/\/campaigns\/c-cinder-road$/);
    await page.goBack();
    const recent = page.getByRole('region', { name: 'Recent Activity' });
    await expect(recent.getByRole('link')).toHaveCount(5);
    await recent.getByRole('button', { name: 'View All' }).click();
    await expect(recent.getByRole('link')).toHaveCount(13);
  });

  test('New Project offers a novel, a universe or a campaign', async ({ page }) => {
    await signIn(page, { from: '/dashboard' });
    await page.getByRole('button', { name: 'New Project' }).click();
    await page.getByRole('menuitem', { name: 'New Universe' }).click();
    await expect(page).toHaveURL(/\/universes\/new$/);
    await page.goBack();
    await page.getByRole('button', { name: 'New Project' }).press('Enter');
    await page.getByRole('menuitem', { name: 'New Novel' }).click();
    // The novels page opens its creation dialog for ?new=1, then drops the parameter.
    await expect(page.getByRole('dialog', { name: 'New Novel' })).toBeVisible();
    await expect(page).toHaveURL(/\/novels(\?new=1)?$/);
  });

  for (const [path, sampleTitle] of [
    ['/novels', 'The Ashen Crown'],
    ['/universes', 'Tidewell Expanse'],
    ['/campaigns', 'Stormglass Regatta'],
    ['/timelines', 'Tides of the Expanse'],
  ] as const) {
    test(`${path} shows six skeleton cards, then the sample data`, async ({ page }) => {
      await signIn(page, { from: '/dashboard' });
      // The skeletons last ~0.1 s, shorter than a polling assertion can rely on, so the page records the
      // largest skeleton grid (a busy status region) it ever showed.
      await page.addInitScript(() => {
        const seen = { cards: 0 };
        (window as unknown as { __skeleton: typeof seen }).__skeleton = seen;
        new MutationObserver(() => {
          const grid = document.querySelector('main [role="status"][aria-busy="true"] .grid');
          if (grid) seen.cards = Math.max(seen.cards, grid.childElementCount);
        }).observe(document, { childList: true, subtree: true });
      });
      // A full load starts with an empty cache, as a first visit does.
      await page.goto(path);
      await expect(page.getByRole('main').getByText(sampleTitle).first()).toBeVisible();
      await expect(page.locator('main [role="status"][aria-busy="true"]')).toHaveCount(0);
      const cards = await page.evaluate(
        () => (window as unknown as { __skeleton: { cards: number } }).__skeleton.cards,
      );
      expect(cards).toBe(6);
    });
  }

  test('has no accessibility violations', async ({ page }) => {
    await signIn(page, { from: '/dashboard' });
    await expect(page.getByRole('region', { name: 'Favorites' }).getByRole('link').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the New Project and profile menus have no accessibility violations while open', async ({ page }) => {
    await signIn(page, { from: '/dashboard' });
    await page.getByRole('button', { name: 'New Project' }).click();
    await expect(page.getByRole('menuitem', { name: 'New Campaign' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
