import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Workspace } from '../../common/domain/workspace';
import type { EntitySummary } from '../../common/workspace/entities';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody, newUserToken } from './api-test-helpers';

// A character's portrait (decision 061): an image uploaded to the workspace (its bytes checked by the
// upload), set on the character, read back, refused when it is an outside address, carried by the export
// and shown in its mentions' previews.

describe.each(BACKENDS)('character portraits on %s', (backend) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
    token = await newUserToken(server, 'portraits');
  });
  afterAll(() => server.close());

  const call = <T>(method: string, path: string, body?: unknown) =>
    api<T>(server, method, path, { token, body });

  it('sets an uploaded image as Mira’s portrait, refuses an outside address, and exports it', async () => {
    const form = new FormData();
    const bytes = await sharp({ create: { width: 60, height: 80, channels: 3, background: '#a33' } })
      .png()
      .toBuffer();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'mira.png');
    const uploaded = (await (
      await fetch(`${server.url}/api/v1/images`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      })
    ).json()) as { url: string };
    expect(uploaded.url).toMatch(/^\/api\/v1\/images\//);

    const mira = (await call<{ version: number }>('GET', '/characters/ch-mira')).body;
    const outside = await call<ErrorBody>('PATCH', '/characters/ch-mira', {
      portraitUrl: 'https://example.com/mira.png',
      version: mira.version,
    });
    expect(outside.status).toBe(422);
    const set = await call<{ portraitUrl?: string }>('PATCH', '/characters/ch-mira', {
      portraitUrl: uploaded.url,
      version: mira.version,
    });
    expect(set.status).toBe(200);
    expect(set.body.portraitUrl).toBe(uploaded.url);

    const exported = (await call<Workspace>('GET', '/workspace')).body;
    expect(exported.characters.find((each) => each.id === 'ch-mira')?.portraitUrl).toBe(uploaded.url);
    const resolved = await call<EntitySummary[]>('POST', '/entities/resolve', {
      refs: [{ kind: 'character', id: 'ch-mira' }],
    });
    expect(resolved.body[0]?.imageUrl).toBe(uploaded.url);
  });

  it('gives a faction, a settlement and a campaign’s location a picture, refusing an outside address', async () => {
    const picture = '/images/worlds/default-world.svg';
    for (const base of [
      '/universes/u-emberreach/factions',
      '/worlds/w-thornwild/settlements',
      '/campaigns/c-cinder-road/locations',
    ]) {
      const [first] = (await call<{ id: string; version: number }[]>('GET', base)).body;
      if (first === undefined) throw new Error(`the sample has none at ${base}`);
      const outside = await call<ErrorBody>('PATCH', `${base}/${first.id}`, {
        imageUrl: 'https://example.com/x.png',
        version: first.version,
      });
      expect(outside.status, base).toBe(422);
      const set = await call<{ imageUrl?: string }>('PATCH', `${base}/${first.id}`, {
        imageUrl: picture,
        version: first.version,
      });
      expect(set.status, base).toBe(200);
      expect(set.body.imageUrl).toBe(picture);
    }
  });
});
