import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// A character's family tree (issue 13): made from a family relation, opened from the character's
// Relations panel, both generations drawn and listed, exported as an SVG file that names them.

const MIRA = '/universes/u-emberreach/characters/ch-mira';

test('add Varric as Mira’s parent, open her family tree, see both generations and export it as SVG', async ({
  page,
}) => {
  const account = await signIn(page, { from: MIRA });
  const token = await page.request.post('/auth/v1/token?grant_type=password', { data: account });
  expect(token.status()).toBe(200);
  const { access_token } = (await token.json()) as { access_token: string };
  const added = await page.request.post('/api/v1/relations', {
    headers: { authorization: `Bearer ${access_token}` },
    data: {
      from: { kind: 'character', id: 'ch-varric' },
      to: { kind: 'character', id: 'ch-mira' },
      type: 'parent',
    },
  });
  expect(added.status(), await added.text()).toBe(201);

  await page.reload();
  await page
    .getByRole('region', { name: /^Relations/ })
    .getByRole('link', { name: 'Family tree' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Family tree of Mira Coldwater' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Parents' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Mira Coldwater’s generation' })).toBeVisible();
  const drawing = page
    .locator('svg')
    .filter({ has: page.locator('title', { hasText: 'Family tree of Mira' }) });
  await expect(drawing.getByRole('link', { name: 'Lord Varric Hale' })).toBeVisible();
  await expectNoAxeViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export SVG' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('family-tree-mira-coldwater.svg');
  const svg = await readFile((await file.path()) as string, 'utf8');
  expect(svg).toContain('Mira Coldwater');
  expect(svg).toContain('Lord Varric Hale');

  // The keyboard: the first person of the drawing is a Tab stop, and Enter opens their page.
  await drawing.getByRole('link', { name: 'Lord Varric Hale' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/characters\/ch-varric$/);
});
