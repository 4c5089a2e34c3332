import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { signIn } from './support/auth';
import { expectNoAxeViolations } from './support/axe';

// Maps (issue 30, decision 059): a map of a world gets its picture, cut into tiles the page shows; a pin
// placed on it leads to a settlement's page and back; a pin leading to another map opens it with the
// way back in breadcrumbs; a drawn route is measured once the map's scale is set from it. Axe on the
// page and its list, dark and light, wide and narrow (screenshots in test-results/maps-*.png). Pins are
// renamed (with their tooltip) and deleted from the list by keyboard. A campaign's map reaches its
// player read-only (decision 076): the GM makes a layer GM-only on the map page, and the player's map
// shows the rest, with a tooltip naming what a pin leads to and the first sentence of its summary.

async function picture(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#2f5d50"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#c9b27c"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function makeMap(page: Page, name: string) {
  await page.goto('/maps');
  await expect(page.getByRole('heading', { level: 1, name: 'Maps' })).toBeVisible();
  await page.getByLabel('Map name').fill(name);
  await page.getByLabel('Belongs to').selectOption({ label: 'The Thornwild' });
  await page.getByRole('button', { name: 'Create map' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const uploaded = page.waitForResponse((response) => response.url().endsWith('/image'));
  await page.getByLabel('Map picture').setInputFiles({
    name: `${name}.png`,
    mimeType: 'image/png',
    buffer: await picture(1200, 800),
  });
  expect((await uploaded).status()).toBe(200);
  const map = page.getByRole('application', { name: new RegExp(`^Map ${name}`) });
  await expect(map).toBeVisible();
  await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
  return { map, id: new URL(page.url()).pathname.split('/').at(-1) ?? '' };
}

/** `linkTo` is the suggestion as listed: 'Briarholt (Settlement)'. */
async function placePin(page: Page, linkTo: string, pinName: string, at = { x: 0.5, y: 0.5 }) {
  await page.getByRole('button', { name: 'Place a pin' }).click();
  const map = page.getByRole('application');
  const box = await map.boundingBox();
  if (box === null) throw new Error('The map has no box');
  await map.click({ position: { x: box.width * at.x, y: box.height * at.y } });
  const form = page.getByRole('form', { name: 'New pin' });
  await form.getByLabel('Leads to').fill(linkTo.slice(0, 5));
  await form.getByRole('button', { name: linkTo, exact: true }).click();
  await form.getByLabel('Pin name').fill(pinName);
  await form.getByRole('button', { name: 'Save pin' }).click();
  await expect(form).toBeHidden();
  const listed = page
    .getByRole('list', { name: 'In view' })
    .getByRole('listitem')
    .filter({ hasText: pinName });
  await expect(listed.first()).toBeVisible();
}

test.describe('maps', () => {
  test('a pin on an uploaded map leads to a settlement and back; a pin opens a map inside it', async ({
    page,
  }) => {
    await signIn(page, { from: '/maps' });
    const capital = await makeMap(page, 'Briarholt streets');
    const { id: continentId } = await makeMap(page, 'The Thornwild');

    await placePin(page, 'Briarholt (Settlement)', 'Briarholt');
    // The list beside the map leads to the settlement's page too.
    const inView = page.getByRole('list', { name: 'In view' });
    await expect(inView.getByRole('link', { name: 'Briarholt' })).toBeVisible();
    // The pin itself, on the picture: its page opens.
    await page.getByRole('application').getByRole('button', { name: 'Briarholt' }).click();
    await expect(page).toHaveURL(/\/worlds\/w-thornwild\/settlements\/w-thornwild-s-1$/);
    await expect(page.getByRole('heading', { name: 'Briarholt' }).first()).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'The Thornwild' })).toBeVisible();
    await expect(page.getByRole('application').locator('.leaflet-tile-loaded').first()).toBeVisible();

    // A pin that opens the capital's own map, with the way back.
    await placePin(page, 'Briarholt streets (Map)', 'Capital map', { x: 0.3, y: 0.35 });
    await inView.getByRole('link', { name: 'Open map' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Briarholt streets' })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'The Thornwild' })).toBeVisible();
    await crumbs.getByRole('link', { name: 'The Thornwild' }).click();
    await expect(page).toHaveURL(new RegExp(`/maps/${continentId}$`));
    expect(capital.id).not.toBe(continentId);
  });

  test('measures a drawn route in the map’s scale, with travel time at a pace', async ({ page }) => {
    await signIn(page, { from: '/maps' });
    const { map } = await makeMap(page, 'Measured');
    await page.getByRole('button', { name: 'Measure' }).click();
    const box = await map.boundingBox();
    if (box === null) throw new Error('The map has no box');
    await map.click({ position: { x: box.width * 0.3, y: box.height / 2 } });
    await map.click({ position: { x: box.width * 0.7, y: box.height / 2 } });
    await expect(page.getByText(/The route is \d+ pixels long/)).toBeVisible();
    await page.getByLabel('Distance').fill('40');
    await page.getByLabel('Unit').fill('miles');
    await page.getByRole('button', { name: "Set the map's scale" }).click();
    await expect(page.getByText('The route is 40 miles long.')).toBeVisible();
    await page.getByLabel('Pace (miles a day)').fill('20');
    await expect(page.getByText('Travel time: 2 days')).toBeVisible();
  });

  test('a pin is renamed and another deleted from the list, by keyboard', async ({ page }) => {
    await signIn(page, { from: '/maps' });
    const { map } = await makeMap(page, 'Keyed');
    await placePin(page, 'Briarholt (Settlement)', 'Briarholt');
    await placePin(page, 'Briarholt (Settlement)', 'Old mill', { x: 0.3, y: 0.35 });
    const inView = page.getByRole('list', { name: 'In view' });

    await inView.getByRole('button', { name: 'Edit Briarholt' }).focus();
    await page.keyboard.press('Enter');
    const form = page.getByRole('form', { name: 'Edit pin' });
    await form.getByLabel('Pin name').focus();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Briarholt keep');
    await page.keyboard.press('Enter');
    await expect(form).toBeHidden();
    await expect(map.getByRole('button', { name: 'Briarholt keep' })).toBeVisible();
    // Its tooltip, on focus: its name, what it leads to and the first sentence of its description.
    await map.getByRole('button', { name: 'Briarholt keep' }).focus();
    await expect(page.locator('.leaflet-tooltip')).toContainText('Briarholt keep');
    await expect(page.locator('.leaflet-tooltip')).toContainText(
      /Settlement.* · A canopy town of rope bridges and lantern-lit platforms\./,
    );
    await expect(inView.getByRole('listitem').filter({ hasText: 'Briarholt keep' })).toBeVisible();

    await inView.getByRole('button', { name: 'Delete Old mill' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Old mill was moved to the Trash.')).toBeVisible();
    await expect(inView.getByRole('listitem').filter({ hasText: 'Old mill' })).toHaveCount(0);
    await expect(map.getByRole('button', { name: 'Old mill' })).toHaveCount(0);
  });

  test('a player reads the campaign’s map without the GM-only layer; a pin’s tooltip sums up its session', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Two people, two browsers, a sign-up: longer than one page's journey.
    test.setTimeout(90_000);
    const gm = await signIn(page, { from: '/maps' });
    const session = await page.request.post(`${baseURL}/auth/v1/token?grant_type=password`, { data: gm });
    const { access_token: token } = (await session.json()) as { access_token: string };
    const headers = { Authorization: `Bearer ${token}` };
    // The map and its pins through the API (placing pins by mouse is the first journey's).
    const made = await page.request.post(`${baseURL}/api/v1/maps`, {
      headers,
      data: { name: 'The Cinder Road', ownerType: 'campaign', ownerId: 'c-cinder-road' },
    });
    const { id: mapId } = (await made.json()) as { id: string };
    const uploaded = await page.request.put(`${baseURL}/api/v1/maps/${mapId}/image`, {
      headers: { ...headers, 'Content-Type': 'application/octet-stream' },
      data: await picture(1200, 800),
    });
    expect(uploaded.status()).toBe(200);
    for (const [name, layer, linkId, x] of [
      ['Stairfoot', '', 'c-cinder-road-s-1', 500],
      ['Dragon lair', 'Secrets', '', 700],
    ] as const) {
      const pin = await page.request.post(`${baseURL}/api/v1/maps/${mapId}/pins`, {
        headers,
        data: {
          name,
          x,
          y: 400,
          icon: '',
          color: '#c08a2e',
          layer,
          linkKind: linkId === '' ? '' : 'campaigns/sessions',
          linkId,
        },
      });
      expect(pin.status()).toBe(201);
    }
    const invited = await page.request.post(`${baseURL}/api/v1/sharing/campaign/c-cinder-road/invitations`, {
      headers,
      data: { role: 'player' },
    });
    const { path } = (await invited.json()) as { path: string };
    const context = await browser.newContext();
    const player = await context.newPage();
    await player.goto(path);
    await player.getByLabel('Email').fill(`pia-${randomUUID().slice(0, 8)}@example.com`);
    await player.getByLabel('Password').fill('a-player-password');
    await player.getByRole('button', { name: 'Create account and join' }).click();
    await expect(player.getByText('Shared with you · Player')).toBeVisible();

    // The GM sets the layer apart on the map's page, now that someone has joined.
    await page.goto(`/maps/${mapId}`);
    const gmOnly = page.getByRole('switch', { name: 'GM only: Secrets' });
    await expect(gmOnly).not.toBeChecked();
    await gmOnly.click();
    await expect(gmOnly).toBeChecked();
    await page.screenshot({ path: 'test-results/maps-gm-layers.png', fullPage: true });

    // The player opens it from the campaign's shared page: the picture, the pin, not the lair.
    await player.reload();
    await player.getByRole('region', { name: 'Maps' }).getByRole('link', { name: 'The Cinder Road' }).click();
    await expect(player.getByRole('heading', { level: 1, name: 'The Cinder Road' })).toBeVisible();
    const map = player.getByRole('application', { name: /^Map The Cinder Road/ });
    await expect(map.locator('.leaflet-tile-loaded').first()).toBeVisible();
    await expect(map.getByRole('button', { name: 'Stairfoot' })).toBeVisible();
    await expect(map.getByRole('button', { name: 'Dragon lair' })).toHaveCount(0);
    const inView = player.getByRole('list', { name: 'In view' });
    await expect(inView.getByRole('listitem')).toHaveCount(1);
    await expect(inView.getByRole('button', { name: /^(Edit|Delete)/ })).toHaveCount(0);
    await expect(player.getByText('Secrets')).toHaveCount(0);
    await map.getByRole('button', { name: 'Stairfoot' }).focus();
    const tooltip = player.locator('.leaflet-tooltip');
    await expect(tooltip).toContainText('Stairfoot');
    await expect(tooltip).toContainText('Session · The party swore to deliver the cart.');
    await expectNoAxeViolations(player);
    await player.screenshot({ path: 'test-results/maps-member.png', fullPage: true });
    await player.setViewportSize({ width: 390, height: 900 });
    await player.screenshot({ path: 'test-results/maps-member-390.png', fullPage: true });
    await context.close();
  });

  test('the map page and its list are axe clean, dark and light, 1280 and 390 px', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, { from: '/maps' });
    await makeMap(page, 'Looked at');
    await placePin(page, 'Briarholt (Settlement)', 'Briarholt');
    const map = page.getByRole('application', { name: /^Map Looked at/ });
    for (const theme of ['dark', 'light'] as const) {
      if (theme === 'light') await page.getByRole('button', { name: 'Toggle dark mode' }).click();
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await expect(map).toBeVisible();
        await expectNoAxeViolations(page);
        await page.screenshot({ path: `test-results/maps-${theme}-${width}.png`, fullPage: true });
      }
    }
  });
});
