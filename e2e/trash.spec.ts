import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// Never lose work (issue 16, decision 038): every delete goes to the Trash, a toast offers Undo, and
// /trash restores, deletes forever and empties, each with a confirmation.

const EMBER = '/universes/u-emberreach';

const notices = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });

test.describe('the Trash', () => {
  test('delete a universe with its worlds, Undo from the toast with the keyboard: everything is back', async ({
    page,
  }) => {
    await signIn(page, { from: EMBER });
    await expect(page.getByRole('heading', { level: 1, name: 'The Emberreach' })).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete "The Emberreach"?' });
    await expect(confirm).toContainText('It also deletes 2 worlds, 2 campaigns');
    await expect(confirm).toContainText('You can restore it from the Trash for 30 days.');
    await confirm.getByRole('button', { name: 'Delete Universe' }).click();
    await expect(page).toHaveURL(/\/universes$/);
    const names = page
      .getByRole('main')
      .getByRole('list', { name: 'Universes' })
      .getByRole('heading', { level: 2 });
    await expect(names).toHaveText(['Tidewell Expanse', 'Lanternfall']);

    const toast = notices(page);
    await expect(toast).toContainText('“The Emberreach” moved to Trash');
    await expectNoAxeViolations(page);
    // The toast never takes focus; F8 reaches its Undo.
    await expect(toast.getByRole('button', { name: 'Undo' })).not.toBeFocused();
    await page.keyboard.press('F8');
    await expect(toast.getByRole('button', { name: 'Undo' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast).toContainText('“The Emberreach” restored');
    await expect(names).toHaveText(['The Emberreach', 'Tidewell Expanse', 'Lanternfall']);

    await page.goto(`${EMBER}/worlds`);
    const worlds = page.getByRole('main').getByRole('heading', { name: /^(The Thornwild|Greyspire)$/ });
    await expect(worlds).toHaveCount(2);
    await page.goto(`${EMBER}/worlds/w-thornwild`);
    await expect(page.getByRole('heading', { level: 1, name: 'The Thornwild' })).toBeVisible();
  });

  test('restore from /trash, delete forever and empty, each confirmed', async ({ page }) => {
    await signIn(page, { from: `${EMBER}/factions` });
    const factions = page.getByRole('list', { name: 'Factions' }).getByRole('heading', { level: 3 });
    await expect(factions).toHaveText(['The Cinder Court', 'Wardens of the Thornwild', 'The Grey Palm']);
    await page.getByRole('button', { name: 'Delete The Grey Palm' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete "The Grey Palm"?' })
      .getByRole('button', { name: 'Delete Faction' })
      .click();
    await expect(factions).toHaveText(['The Cinder Court', 'Wardens of the Thornwild']);
    await expect(notices(page)).toContainText('“The Grey Palm” moved to Trash');

    // The Trash is at the foot of the sidebar.
    await page.getByRole('button', { name: 'Open sidebar' }).click();
    await page.getByRole('link', { name: 'Trash' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Deleted items' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('Faction');
    await expect(list).toContainText('Goes for good in 30 days');
    await expectNoAxeViolations(page);
    await list.getByRole('button', { name: 'Restore The Grey Palm' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'restored' })).toHaveText(
      '“The Grey Palm” restored.',
    );
    await expect(page.getByRole('heading', { name: 'The Trash is empty' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`${EMBER}/factions`);
    await expect(factions).toHaveText(['The Cinder Court', 'Wardens of the Thornwild', 'The Grey Palm']);

    // Two more deletes: one goes forever, then the Trash is emptied.
    for (const name of ['The Grey Palm', 'The Cinder Court']) {
      await page.getByRole('button', { name: `Delete ${name}` }).click();
      await page
        .getByRole('alertdialog', { name: `Delete "${name}"?` })
        .getByRole('button', { name: 'Delete Faction' })
        .click();
      await expect(page.getByRole('button', { name: `Delete ${name}` })).toBeHidden();
    }
    await page.goto('/trash');
    await expect(list.getByRole('heading')).toHaveText(['The Cinder Court', 'The Grey Palm']);
    await list.getByRole('button', { name: 'Delete The Cinder Court forever' }).click();
    const forever = page.getByRole('alertdialog', { name: 'Delete “The Cinder Court” forever?' });
    await expect(forever).toContainText('This cannot be undone.');
    await expectNoAxeViolations(page);
    await forever.getByRole('button', { name: 'Delete forever' }).click();
    await expect(list.getByRole('heading')).toHaveText(['The Grey Palm']);

    await page.getByRole('button', { name: 'Empty trash' }).click();
    const empty = page.getByRole('alertdialog', { name: 'Empty the Trash?' });
    await empty.getByRole('button', { name: 'Empty trash' }).click();
    await expect(page.getByRole('heading', { name: 'The Trash is empty' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'The Trash is empty' })).toBeVisible();
  });

  test('the retention is a setting, 1 to 365 days', async ({ page }) => {
    await signIn(page, { from: '/settings' });
    const days = page.getByRole('spinbutton', { name: 'Keep deleted items for (days)' });
    await expect(days).toHaveValue('30');
    await days.fill('0');
    await page.getByRole('region', { name: 'Trash' }).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Keep deleted things for at least 1 day')).toBeVisible();
    await expect(days).toHaveAttribute('aria-invalid', 'true');
    await days.fill('7');
    await page.getByRole('region', { name: 'Trash' }).getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Deleted things stay in the Trash for 7 days.')).toBeVisible();
    await page.goto('/trash');
    await expect(page.getByText('Deleted things stay here for 7 days, then go for good.')).toBeVisible();
  });
});
