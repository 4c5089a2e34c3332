import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';
import { whenSaved } from './support/saves';

// One item, many campaigns: a References item of the campaign's universe joins its Items tab, and the
// item's page in either campaign lists both, after a reload too.

const FROSTMARCH = '/campaigns/c-frostmarch-vigil';

const itemSection = (page: Page) => page.getByRole('list', { name: 'Items' });
const itemNames = (page: Page) => itemSection(page).getByRole('heading', { level: 3 });

test.describe('item appearances', () => {
  test('a universe’s item joins a campaign from its Items tab and lists every campaign it is in', async ({
    page,
  }) => {
    const account = await signIn(page, { from: `${FROSTMARCH}/items` });
    await expect(itemNames(page)).toHaveText(['Courtfire brand', 'Oathflame Blade', 'Dark lantern']);
    await page.getByRole('button', { name: 'Add Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Item' });
    const choice = dialog.getByRole('combobox', { name: 'Item' });
    await expect(choice).toBeFocused();
    await choice.selectOption({ label: 'Warden’s cloak' });
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Warden’s cloak');
    await dialog.getByRole('textbox', { name: 'Type' }).fill('Cloak');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Add Item' }).click();
    await expect(dialog).toBeHidden();
    await expect(itemNames(page)).toHaveText([
      'Courtfire brand',
      'Oathflame Blade',
      'Dark lantern',
      'Warden’s cloak',
    ]);

    await whenSaved(page);
    await page.reload();
    await itemSection(page).getByRole('link', { name: 'Warden’s cloak' }).click();
    const appearsIn = page.getByRole('list', { name: 'Appears in' });
    await expect(appearsIn.getByRole('link')).toHaveText(['The Cinder Road']);
    await expect(appearsIn).toContainText('Frostmarch Vigil (this page)');
    await expectNoAxeViolations(page);

    // The References item names both campaigns.
    const grant = await page.request.post('/auth/v1/token?grant_type=password', { data: account });
    const { access_token: token } = (await grant.json()) as { access_token: string };
    const item = await page.request.get('/api/v1/items/it-wardens-cloak', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await item.json()) as { campaigns: string[] }).campaigns).toEqual([
      'c-cinder-road',
      'c-frostmarch-vigil',
    ]);
  });
});
