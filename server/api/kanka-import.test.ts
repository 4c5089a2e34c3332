import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportReport } from '../../common/api/import';
import type { Workspace } from '../../common/domain/workspace';
import { readKanka } from '../../common/vault/kanka-import';
import { kankaFixture } from '../../common/vault/testing/kanka-fixture';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, newUserToken } from './api-test-helpers';

// A Kanka campaign export (issue 26 item 5, decision 066) through the one import: previewed, written,
// found in the workspace with its relations, rich texts, mentions and GM-only parts, and undone.

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
    expect(preview.body.relations?.added).toBe(4);
    expect(preview.body.tables.timelines.added).toBe(1);
    expect(preview.body.tables.events.added).toBe(1);

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
    expect(stored.items.find((item) => item.name === 'The Ninth Lamp')?.location).toBe('Saltmarch');
    expect(stored.relations?.map((relation) => [relation.customLabel, relation.customInverse])).toEqual(
      expect.arrayContaining([
        ['Sister', 'Brother'],
        ['Member', ''],
        ['Haunted by', ''],
      ]),
    );
    expect(stored.visibility).toEqual([
      expect.objectContaining({
        entityKind: 'universes/lore',
        entityId: 'kanka-notes-55001',
        level: 'editors',
      }),
    ]);
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
    expect(after.characters.length).toBeGreaterThan(0);
  });
});
