import { unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportReport } from '../../common/api/import';
import type { TimelineEvent } from '../../common/domain/timeline';
import type { Workspace } from '../../common/domain/workspace';
import type { Calendar } from '../../common/time/calendar';
import { parseWorldDate } from '../../common/time/parse';
import { readKanka } from '../../common/vault/kanka-import';
import { kankaFixture } from '../../common/vault/testing/kanka-fixture';
import { worldAnvilFixture, worldAnvilMapAndSecret } from '../../common/vault/testing/world-anvil-fixture';
import { readWorldAnvil } from '../../common/vault/world-anvil-import';
import { BACKENDS, createAuthClient, startTestServer, type TestServer } from '../test/test-server';
import { api, newUserToken, solidPng } from './api-test-helpers';

// A Kanka campaign export (issue 26 item 5, decision 066) through the one import: previewed, written,
// found in the workspace with its relations, rich texts, mentions and GM-only parts, and undone. A World
// Anvil world export (decision 081) goes the same way, with its pictures.

type Exported = Workspace & Record<string, unknown>;

describe.each(BACKENDS)('a Kanka campaign export imported on %s', (backend) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
  });
  afterAll(() => server.close());

  it('previews, imports and undoes the hand-written campaign', async () => {
    const token = await newUserToken(server, 'kanka');
    const send = <T>(method: string, path: string, body?: unknown) =>
      api<T>(server, method, path, { token, body });
    const { workspace } = readKanka(kankaFixture());

    const preview = await send<ImportReport>('POST', '/import', { workspace, dryRun: true });
    expect(preview.status).toBe(200);
    expect(preview.body.problems).toEqual([]);
    expect(preview.body.tables.characters.added).toBe(3);
    expect(preview.body.tables.locations.added).toBe(2);
    // Four relations between entities and three quest elements (decision 097).
    expect(preview.body.relations?.added).toBe(7);
    expect(preview.body.tables.timelines.added).toBe(1);
    expect(preview.body.tables.events.added).toBe(1);
    expect(preview.body.extras?.calendars?.added).toBe(1);

    const applied = await send<ImportReport>('POST', '/import', { workspace });
    expect(applied.status).toBe(200);
    const stored = (await send<Exported>('GET', '/workspace')).body;
    const universe = stored.universes.find((entry) => entry.name === 'The Ashen Coast');
    expect(universe?.factions.map((faction) => faction.name)).toEqual(['House Quell', "Lamplighters' Guild"]);
    // Kanka's event is on the campaign's timeline, its date as Kanka wrote it.
    const kankaEvents = stored.events.filter((event) => event.timelineId === 'kanka-timeline-7301');
    expect(kankaEvents.map((event) => [event.title, event.date])).toEqual([['The Long Dark', 'Year 212']]);
    expect(universe?.lore.map((entry) => entry.title).sort()).toEqual([
      'Session 1: The Green Flame',
      'Tides and Bells',
    ]);
    expect(stored.campaigns.map((campaign) => campaign.title)).toContain('The Ashen Coast');
    // Races, quests and the calendar (decision 081).
    expect(universe?.races.map((race) => [race.name, race.description])).toEqual([
      ['Sea-touched', 'Gills behind the ears.'],
    ]);
    const campaign = stored.campaigns.find((entry) => entry.id === 'kanka-campaign-7301');
    expect(campaign?.quests.map((quest) => [quest.title, quest.status])).toEqual([
      ['Raise the Drowned Bell', 'completed'],
      ['Light the Ninth Lamp', 'in-progress'],
    ]);
    const calendars = (stored.calendars ?? []) as {
      ownerKind: string;
      ownerId: string;
      calendar: { name: string; months: unknown[]; today: unknown };
    }[];
    const calendar = calendars.find((entry) => entry.ownerId === 'kanka-universe-7301');
    expect(calendar?.ownerKind).toBe('universe');
    expect(calendar?.calendar.name).toBe('Coast Reckoning');
    expect(calendar?.calendar.months).toHaveLength(5);
    expect(calendar?.calendar.today).toEqual({ year: 1122, month: 3, day: 15 });
    expect(stored.items.find((item) => item.name === 'The Ninth Lamp')?.location).toBe('Saltmarch');
    expect(stored.relations?.map((relation) => [relation.customLabel, relation.customInverse])).toEqual(
      expect.arrayContaining([
        ['Sister', 'Brother'],
        ['Member', ''],
        ['Haunted by', ''],
      ]),
    );
    // A quest's elements: relations from the quest, read from the item's side too.
    const fromQuest = stored.relations?.filter((relation) => relation.from.id === 'kanka-quests-61001');
    expect(fromQuest?.map((relation) => [relation.to.id, relation.customLabel, relation.note])).toEqual([
      ['kanka-items-53001', 'Goal', 'Lit, at the abbey.'],
      ['kanka-characters-51001', 'Guide', 'Knows the way past Saltmarch.'],
      ['kanka-locations-52002', 'Destination', ''],
    ]);
    const lampRelations = await send<{ label: string; otherEntity: { name: string } }[]>(
      'GET',
      '/relations?kind=item&id=kanka-items-53001',
    );
    expect(lampRelations.status).toBe(200);
    expect(lampRelations.body.map((view) => view.otherEntity.name)).toContain('Light the Ninth Lamp');
    expect(stored.visibility).toHaveLength(2);
    expect(stored.visibility).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          entityKind: 'universes/lore',
          entityId: 'kanka-notes-55001',
          level: 'editors',
        }),
        expect.objectContaining({
          entityKind: 'campaigns/quests',
          entityId: 'kanka-quests-61002',
          level: 'editors',
        }),
      ]),
    );
    // The faction's entry is indexed like any text: Saltmarch knows it is mentioned there.
    const mentions = await send<{ source: { kind: string; id: string } }[]>(
      'GET',
      '/mentions?kind=location&id=kanka-locations-52001',
    );
    expect(JSON.stringify(mentions.body)).toContain('kanka-organisations-54001');

    const undo = await send('POST', `/import/${applied.body.undo?.batchId}/undo`);
    expect(undo.status).toBe(200);
    const after = (await send<Exported>('GET', '/workspace')).body;
    // A new account starts with the sample workspace: the import's records go, the sample stays.
    const kanka = (rows: { id: string }[]) => rows.filter((row) => row.id.startsWith('kanka-'));
    expect(kanka(after.characters)).toEqual([]);
    expect(kanka(after.universes)).toEqual([]);
    expect(kanka((after.calendars ?? []) as { id: string }[])).toEqual([]);
    expect(after.characters.length).toBeGreaterThan(0);
  });

  it('previews, imports and undoes a World Anvil world export with its pictures', async () => {
    const token = await newUserToken(server, 'anvil');
    const send = <T>(method: string, path: string, body?: unknown) =>
      api<T>(server, method, path, { token, body });
    // As the browser has it: the .zip unzipped, then read.
    const { workspace } = readWorldAnvil(unzipSync(zipSync(worldAnvilFixture())));

    const preview = await send<ImportReport>('POST', '/import', { workspace, dryRun: true });
    expect(preview.status).toBe(200);
    expect(preview.body.problems).toEqual([]);
    expect(preview.body.tables.characters.added).toBe(1);
    expect(preview.body.tables.locations.added).toBe(2);
    expect(preview.body.tables.items.added).toBe(1);
    expect(preview.body.extras?.images?.added).toBe(2);
    // The calendar, the timeline and the one made for an entry on none, and three entries (decision 097).
    expect(preview.body.extras?.calendars?.added).toBe(1);
    expect(preview.body.tables.timelines.added).toBe(2);
    expect(preview.body.tables.events.added).toBe(3);

    const applied = await send<ImportReport>('POST', '/import', { workspace });
    expect(applied.status).toBe(200);
    const stored = (await send<Exported>('GET', '/workspace')).body;
    const universe = stored.universes.find((entry) => entry.name === 'Brasswick');
    expect(universe?.factions.map((faction) => faction.name)).toEqual(['The Gearwrights']);
    expect(universe?.races.map((race) => race.name)).toEqual(['Stillfolk']);
    expect(universe?.lore.map((entry) => [entry.title, entry.category])).toEqual([
      ['The Stopped Hour', 'Document'],
    ]);
    const ada = stored.characters.find((character) => character.name === 'Ada Fenwick');
    expect(ada?.portraitUrl).toBe('/api/v1/images/wa-image-img-ada-portrait');
    // The portrait's bytes are served as they came in the .zip.
    const picture = await fetch(`${server.url}/api/v1/images/wa-image-img-ada-portrait`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await picture.arrayBuffer()).slice(0, 4)).toEqual(
      new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
    );
    expect(stored.visibility).toEqual([
      expect.objectContaining({ entityKind: 'universes/lore', level: 'editors' }),
    ]);
    // The entries are on the universe's timelines, their days read in the World Anvil calendar.
    const canal = 'wa-timeline-t1000000-0000-4000-8000-000000000001';
    const onCanal = await send<TimelineEvent[]>('GET', `/timelines/${canal}/events`);
    expect(onCanal.status).toBe(200);
    const calendar = (stored.calendars as { ownerId: string; calendar: Calendar }[] | undefined)?.find(
      (entry) => entry.ownerId === universe?.id,
    )?.calendar;
    expect(calendar?.name).toBe('Brasswick Reckoning');
    expect(onCanal.body.map((event) => [event.title, event.date, event.worldDay])).toEqual([
      ['The Clock Stops', '12 Tock 1180 AW', parseWorldDate('12 Tock 1180 AW', calendar as Calendar)?.day],
      [
        'The Low Canals flood',
        '5 Windup 1190 AW',
        parseWorldDate('5 Windup 1190 AW', calendar as Calendar)?.day,
      ],
    ]);
    expect(onCanal.body[0]?.worldDay).toEqual(expect.any(Number));
    expect(onCanal.body[0]?.characters).toEqual(['Ada Fenwick']);
    // The faction's text mentions Ada: she knows it.
    const mentions = await send<unknown>('GET', `/mentions?kind=character&id=${ada?.id}`);
    expect(JSON.stringify(mentions.body)).toContain('wa-faction-a1000000-0000-4000-8000-000000000003');

    const undo = await send('POST', `/import/${applied.body.undo?.batchId}/undo`);
    expect(undo.status).toBe(200);
    const after = (await send<Exported>('GET', '/workspace')).body;
    expect(after.universes.filter((row) => row.id.startsWith('wa-'))).toEqual([]);
    expect(after.characters.filter((row) => row.id.startsWith('wa-'))).toEqual([]);
    expect(after.timelines.filter((row) => row.id.startsWith('wa-'))).toEqual([]);
    expect(after.events.filter((row) => row.id.startsWith('wa-'))).toEqual([]);
    expect(((after.calendars ?? []) as { id: string }[]).filter((row) => row.id.startsWith('wa-'))).toEqual(
      [],
    );
  });

  it('carries World Anvil maps and secrets, and a player of the shared universe sees none of what was private', async () => {
    const token = await newUserToken(server, 'anvil-maps');
    const send = <T>(method: string, path: string, body?: unknown, as = token) =>
      api<T>(server, method, path, { token: as, body });
    const picture = new Uint8Array(await solidPng(800, 600, 90));
    const { workspace } = readWorldAnvil({ ...worldAnvilFixture(), ...worldAnvilMapAndSecret(picture) });
    const applied = await send<ImportReport>('POST', '/import', { workspace });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    const universeId = 'wa-universe-7c1e0d2a-5b9f-4a61-9d3e-0a1b2c3d4e5f';
    const map = await send<{ ownerId: string; pins: { name: string; layer: string }[] }>(
      'GET',
      '/maps/wa-map-map-1',
    );
    expect(map.body.ownerId).toBe(universeId);
    expect(map.body.pins.map((pin) => [pin.name, pin.layer])).toEqual([
      ['Market square', 'Streets'],
      ['The hidden lock', 'Smugglers'],
      ['Ada’s door', ''],
    ]);

    // A player of the universe: no GM-only layer or its pins, no private marker, no secret.
    const link = await send<{ token: string }>('POST', `/sharing/universe/${universeId}/invitations`, {
      role: 'player',
    });
    const { data } = await createAuthClient(server).signUp({
      email: `anvil-player-${crypto.randomUUID().slice(0, 6)}@example.com`,
      password: 'a-long-password',
      options: { data: { invitation: link.body.token } },
    });
    const player = data.session?.access_token ?? '';
    const accepted = await send<{ ownerId: string }>(
      'POST',
      '/invitations/accept',
      { token: link.body.token },
      player,
    );
    expect(accepted.status).toBe(200);
    const door = `/shared/${accepted.body.ownerId}/universe/${universeId}`;
    const seen = await send<{ maps: { name: string; pins: { name: string }[]; layers: string[] }[] }>(
      'GET',
      `${door}/maps`,
      undefined,
      player,
    );
    expect(seen.status).toBe(200);
    expect(seen.body.maps.map((map) => map.name)).toEqual(['Brasswick']);
    const shown = JSON.stringify(seen.body);
    for (const hidden of ['The hidden lock', 'Smugglers', 'Ada’s door']) expect(shown).not.toContain(hidden);
    const view = await send<unknown>('GET', door, undefined, player);
    expect(view.status).toBe(200);
    // The view holds the universe's other parts (a race), never the secret.
    expect(JSON.stringify(view.body)).toContain('Stillfolk');
    expect(JSON.stringify(view.body)).not.toContain('What the key opens');
    expect(JSON.stringify(view.body)).not.toContain('stopped clock');
    // The owner reads the secret.
    const own = await send<{ lore: { title: string }[] }>('GET', `/universes/${universeId}`);
    expect(own.body.lore.map((entry) => entry.title)).toContain('What the key opens');
  });

  it('refuses a World Anvil entry on a timeline the file does not hold, naming it, and writes nothing', async () => {
    const token = await newUserToken(server, 'anvil-refused');
    const send = <T>(method: string, path: string, body?: unknown) =>
      api<T>(server, method, path, { token, body });
    const { workspace } = readWorldAnvil(worldAnvilFixture());
    const events = (workspace.events as Record<string, unknown>[]).map((event, index) =>
      index === 0 ? { ...event, timelineId: 'wa-timeline-gone' } : event,
    );
    const before = (await send<Exported>('GET', '/workspace')).body;
    const refused = await send<{ error: string }>('POST', '/import', { workspace: { ...workspace, events } });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('wa-timeline-gone');
    const after = (await send<Exported>('GET', '/workspace')).body;
    expect(after.universes.map((row) => row.id)).toEqual(before.universes.map((row) => row.id));
    expect(after.events.filter((row) => row.id.startsWith('wa-'))).toEqual([]);
    expect(((after.calendars ?? []) as { id: string }[]).filter((row) => row.id.startsWith('wa-'))).toEqual(
      [],
    );
  });
});
