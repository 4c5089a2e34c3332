import { expect, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// Typed relations in the browser (issue 13): made from one side and read from the other, and the
// universe's relationship graph worked by the keyboard.

const EMBER = '/universes/u-emberreach';

test('add "Parent of" on Mira’s page, read "Child of" on Varric’s, and open Varric from the graph', async ({
  page,
}) => {
  await signIn(page, { from: `${EMBER}/characters/ch-mira` });
  const panel = page.getByRole('region', { name: /^Relations/ });
  await expect(panel.getByText(/No relations yet/)).toBeVisible();
  await expectNoAxeViolations(page);

  await panel.getByRole('button', { name: 'Add relation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add relation' });
  await dialog.getByRole('combobox', { name: 'Relation' }).selectOption({ label: 'Parent of' });
  const other = dialog.getByRole('combobox', { name: 'Related to' });
  await other.fill('Varric');
  // One entry per thing (decision 061): the character, never a novel's appearance of it as well.
  await expect(dialog.getByRole('option', { name: 'Lord Varric Hale Character', exact: true })).toBeVisible();
  await expect(dialog.getByRole('option', { name: /Lord Varric Hale/ })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await other.press('ArrowDown');
  await other.press('ArrowUp');
  await other.press('Enter');
  await expect(dialog.getByText('Lord Varric Hale · Character')).toBeVisible();
  await dialog.getByRole('spinbutton', { name: 'Attitude' }).fill('60');
  await dialog.getByRole('button', { name: 'Add relation' }).click();
  await expect(dialog).toBeHidden();

  const family = panel.getByRole('region', { name: 'Family' });
  await expect(family.getByText('Parent of')).toBeVisible();
  await expect(family.getByText('Attitude: Devoted (60)')).toBeVisible();
  await family.getByRole('link', { name: 'Lord Varric Hale' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Lord Varric Hale' })).toBeVisible();
  const varricFamily = page
    .getByRole('region', { name: /^Relations/ })
    .getByRole('region', { name: 'Family' });
  await expect(varricFamily.getByText('Child of')).toBeVisible();
  await expect(varricFamily.getByRole('link', { name: 'Mira Coldwater' })).toBeVisible();

  // The universe's graph: focus Varric from the list of nodes, then open him from the drawing.
  await page.goto(`${EMBER}/graph`);
  await expect(page.getByRole('heading', { level: 1, name: 'Relationship graph' })).toBeVisible();
  const connections = page.getByRole('table', { name: /Connections \(1\)/ });
  await expect(connections.getByRole('cell', { name: 'Parent of' })).toBeVisible();
  const drawing = page.getByRole('application', { name: 'Relationship graph' });
  await expect(drawing).toBeVisible();
  await expectNoAxeViolations(page);

  const focus = page.getByRole('combobox', { name: 'Focus on' });
  await focus.focus();
  await focus.selectOption({ label: 'Lord Varric Hale (Character)' });
  await expect(page.getByRole('status').filter({ hasText: 'Selected:' })).toHaveText(
    'Selected: Lord Varric Hale (Character), 1 connection. Enter opens it.',
  );
  // In the drawing the arrows move the selection: to Mira whichever side of Varric she was laid out
  // on, and back by the opposite arrow.
  await drawing.focus();
  const status = page.getByRole('status').filter({ hasText: 'Selected:' });
  const opposite = {
    ArrowLeft: 'ArrowRight',
    ArrowRight: 'ArrowLeft',
    ArrowUp: 'ArrowDown',
    ArrowDown: 'ArrowUp',
  };
  for (const [key, back] of Object.entries(opposite)) {
    await page.keyboard.press(key);
    if ((await status.textContent())?.includes('Mira Coldwater')) {
      await page.keyboard.press(back);
      break;
    }
  }
  await expect(status).toContainText('Lord Varric Hale');
  await page.keyboard.press('+');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/universes\/u-emberreach\/characters\/ch-varric$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Lord Varric Hale' })).toBeVisible();
});
