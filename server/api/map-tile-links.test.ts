import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SharedContainer } from '../../common/api/sharing';
import type { CampaignDetail } from '../../common/domain/campaign';
import type { MapRecord } from '../../common/domain/map';
import { BACKENDS, createAuthClient, signIn, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody } from './api-test-helpers';

// Signed tile links (issue 30, decision 106): a map's tiles load as plain images through a short-lived
// link signed for one viewer and one picture. A good link serves without a token; an expired, tampered
// or another viewer's link is refused with a clear message; a member who lost access is refused with a
// link still fresh, since the policy is asked on every tile.

type TileLink = { url: string; expiresAt: string };

describe.each(BACKENDS)('signed tile links on %s', (backend) => {
  let server: TestServer;
  let gm: string;
  let players: { token: string; id: string }[];
  let ownerId: string;
  let campaign: CampaignDetail;
  let shown: MapRecord;
  let other: MapRecord;

  const call = <T>(method: string, path: string, token: string, body?: unknown) =>
    api<T>(server, method, path, { token, body });
  const door = () => `/shared/${ownerId}/campaign/${campaign.id}/maps`;
  /** A tile through a link, as an `<img>` asks for it: no token. */
  const plain = (url: string) => fetch(`${server.url}${url.replace('{z}/{x}/{y}', '0/0/0')}`);
  const refusal = async (response: Response) => {
    const body = (await response.json()) as ErrorBody;
    return { status: response.status, message: body.error.message };
  };
  const withQuery = (url: string, name: string, value: string) => {
    const parsed = new URL(url, 'http://x');
    parsed.searchParams.set(name, value);
    return `${parsed.pathname.replace('%7Bz%7D/%7Bx%7D/%7By%7D', '{z}/{x}/{y}')}${parsed.search}`;
  };

  async function mapWithPicture(name: string, shade: number): Promise<MapRecord> {
    const made = await call<MapRecord>('POST', '/maps', gm, {
      name,
      ownerType: 'campaign',
      ownerId: campaign.id,
    });
    expect(made.status, made.text).toBe(201);
    const bytes = await sharp({
      create: { width: 600, height: 400, channels: 3, background: { r: shade, g: 90, b: 140 } },
    })
      .png()
      .toBuffer();
    const upload = await fetch(`${server.url}/api/v1/maps/${made.body.id}/image`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${gm}`, 'Content-Type': 'application/octet-stream' },
      body: new Uint8Array(bytes),
    });
    expect(upload.status).toBe(200);
    return (await upload.json()) as MapRecord;
  }

  async function invitePlayer(name: string) {
    const link = await call<{ token: string }>('POST', `/sharing/campaign/${campaign.id}/invitations`, gm, {
      role: 'player',
    });
    const { data } = await createAuthClient(server).signUp({
      email: `${name}-${crypto.randomUUID().slice(0, 6)}@example.com`,
      password: 'a-long-password',
      options: { data: { invitation: link.body.token } },
    });
    const token = data.session?.access_token ?? '';
    const accepted = await call<SharedContainer>('POST', '/invitations/accept', token, {
      token: link.body.token,
    });
    expect(accepted.status, accepted.text).toBe(200);
    ownerId = accepted.body.ownerId;
    return { token, id: data.user?.id ?? '' };
  }

  beforeAll(async () => {
    server = await startTestServer(backend);
    gm = (await signIn(server)).access_token;
    const [first] = (await call<{ id: string }[]>('GET', '/campaigns', gm)).body;
    campaign = (await call<CampaignDetail>('GET', `/campaigns/${first?.id}`, gm)).body;
    players = [await invitePlayer('ines'), await invitePlayer('omar')];
    shown = await mapWithPicture('The Saltmarch', 30);
    other = await mapWithPicture('The Fens', 200);
  });
  afterAll(() => server.close());

  const ownLink = async (map: MapRecord) => {
    const answer = await call<TileLink>('GET', `/maps/${map.id}/tile-link`, gm);
    expect(answer.status, answer.text).toBe(200);
    return answer.body;
  };
  const memberLink = async (token: string, map: MapRecord) => {
    const answer = await call<TileLink>('GET', `${door()}/${map.id}/tile-link`, token);
    expect(answer.status, answer.text).toBe(200);
    return answer.body;
  };

  it('serves the owner’s tile through a good link, without a token, cached no longer than the link lives', async () => {
    const link = await ownLink(shown);
    expect(link.url).toMatch(new RegExp(`^/api/v1/map-tiles/${shown.image?.id}/\\{z\\}/\\{x\\}/\\{y\\}\\?`));
    const lives = (Date.parse(link.expiresAt) - Date.now()) / 1000;
    expect(lives).toBeGreaterThan(9 * 60);
    expect(lives).toBeLessThanOrEqual(15 * 60);
    const tile = await plain(link.url);
    expect(tile.status).toBe(200);
    expect(tile.headers.get('content-type')).toBe('image/webp');
    const maxAge = Number(/max-age=(\d+)/.exec(tile.headers.get('cache-control') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(15 * 60);
    const withToken = await fetch(`${server.url}/api/v1/map-tiles/${shown.image?.id}/0/0/0`, {
      headers: { Authorization: `Bearer ${gm}` },
    });
    expect(Buffer.from(await tile.arrayBuffer())).toEqual(Buffer.from(await withToken.arrayBuffer()));
    // Without a link or a token, nothing.
    expect((await fetch(`${server.url}/api/v1/map-tiles/${shown.image?.id}/0/0/0`)).status).toBe(401);
  });

  it('refuses a tampered link, another picture’s and another viewer’s, saying why', async () => {
    const link = await ownLink(shown);
    const signature = new URL(link.url, 'http://x').searchParams.get('signature') ?? '';
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const refusals = [
      withQuery(link.url, 'signature', flipped),
      withQuery(link.url, 'expires', String(Math.floor(Date.now() / 1000) + 86_400)),
      withQuery(link.url, 'viewer', players[0]?.id ?? ''),
      link.url.replace(shown.image?.id ?? '', other.image?.id ?? ''),
    ];
    for (const url of refusals) {
      expect(await refusal(await plain(url)), url).toEqual({
        status: 403,
        message: 'This tile link was not signed for you and this picture: reload the map to get a new one',
      });
    }
  });

  it('serves a member’s tile through their link and refuses it to another member or for another picture', async () => {
    const [ines, omar] = players as [{ token: string; id: string }, { token: string; id: string }];
    const link = await memberLink(ines.token, shown);
    expect(link.url).toContain(
      `/api/v1/shared/${ownerId}/campaign/${campaign.id}/maps/${shown.id}/tiles/{z}/{x}/{y}?`,
    );
    const tile = await plain(link.url);
    expect(tile.status).toBe(200);
    expect(tile.headers.get('content-type')).toBe('image/webp');
    // Omar sees the map too, but Ines's link is not his: put his id in it and it is refused.
    expect((await refusal(await plain(withQuery(link.url, 'viewer', omar.id)))).status).toBe(403);
    // A link signed for one picture does not open another map's tiles.
    const elsewhere = link.url.replace(`/maps/${shown.id}/`, `/maps/${other.id}/`);
    expect((await refusal(await plain(elsewhere))).status).toBe(403);
    // Nor another picture of the same map: a link whose picture was changed does not verify.
    expect((await refusal(await plain(withQuery(link.url, 'picture', other.image?.id ?? '')))).status).toBe(
      403,
    );
    // The owner's link is not a member's link, and the reverse.
    const own = await ownLink(shown);
    const ownQuery = own.url.slice(own.url.indexOf('?'));
    expect(
      (await plain(`${door()}/${shown.id}/tiles/{z}/{x}/{y}${ownQuery}`.replace(/^/, '/api/v1'))).status,
    ).toBe(403);
  });

  it('refuses a fresh link once the map is hidden from the member, or they are no longer a member', async () => {
    const [ines, omar] = players as [{ token: string; id: string }, { token: string; id: string }];
    const inesLink = await memberLink(ines.token, other);
    const omarLink = await memberLink(omar.token, other);
    expect((await plain(inesLink.url)).status).toBe(200);

    const hide = await call('PUT', `/sharing/campaign/${campaign.id}/visibility`, gm, {
      entityKind: 'map',
      entityId: other.id,
      level: 'editors',
    });
    expect(hide.status, hide.text).toBe(200);
    expect(await refusal(await plain(inesLink.url))).toMatchObject({ status: 404 });
    expect((await call('GET', `${door()}/${other.id}/tile-link`, ines.token)).status).toBe(404);
    const show = await call('PUT', `/sharing/campaign/${campaign.id}/visibility`, gm, {
      entityKind: 'map',
      entityId: other.id,
      level: 'members',
    });
    expect(show.status, show.text).toBe(200);
    expect((await plain(inesLink.url)).status).toBe(200);

    const removed = await call('DELETE', `/sharing/campaign/${campaign.id}/members/${omar.id}`, gm);
    expect(removed.status, removed.text).toBe(204);
    const refused = await plain(omarLink.url);
    expect([403, 404]).toContain(refused.status);
    expect(await refusal(refused)).toMatchObject({ message: expect.any(String) });
    // Ines, still a member, still reads it.
    expect((await plain(inesLink.url)).status).toBe(200);
  });

  it('refuses an expired link, the owner’s and a member’s, saying it expired', async () => {
    const own = await ownLink(shown);
    const member = await memberLink(players[0]?.token ?? '', shown);
    server.advance(16 * 60 * 1000);
    for (const url of [own.url, member.url]) {
      expect(await refusal(await plain(url))).toEqual({
        status: 401,
        message: 'This tile link has expired: reload the map to get a new one',
      });
    }
  });
});
