import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangePage } from '../../common/api/history';
import { TRASH_ENTRY_HEADER } from '../../common/api/trash';
import type { Workspace } from '../../common/domain/workspace';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody, newUserToken } from './api-test-helpers';

// A story arc holds chapters (decision 061), through the data API on both databases: its order kept, a
// chapter not in the novel refused, a deleted chapter leaving it, the change in History, and the list
// carried by the export and checked by the import, a chapter restored from the Trash back in its arcs.

type Part = { id: string; title: string; version: number; chapterIds?: string[] };

const ASHEN = 'n-ashen-crown';

describe.each(BACKENDS)('story arcs holding chapters on %s', (backend) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
    token = await newUserToken(server, 'arcs');
  });
  afterAll(() => server.close());

  const call = <T>(method: string, path: string, body?: unknown) =>
    api<T>(server, method, path, { token, body });

  it('keeps an arc’s chapters in its order, refuses one not in the novel, and lets a deleted one go', async () => {
    const chapters = (await call<Part[]>('GET', `/novels/${ASHEN}/chapters`)).body;
    const [first, second, third] = chapters as [Part, Part, Part];
    const made = await call<Part>('POST', `/novels/${ASHEN}/story-arcs`, {
      title: 'The Tide Turns',
      description: 'Mira’s fall and return.',
      chapterIds: [third.id, first.id],
    });
    expect(made.status).toBe(201);
    expect(made.body.chapterIds).toEqual([third.id, first.id]);

    const refused = await call<ErrorBody>('PATCH', `/novels/${ASHEN}/story-arcs/${made.body.id}`, {
      chapterIds: [first.id, 'ch-nowhere'],
      version: made.body.version,
    });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('Chapter ch-nowhere is not in this novel');

    const reordered = await call<Part>('PATCH', `/novels/${ASHEN}/story-arcs/${made.body.id}`, {
      chapterIds: [first.id, second.id, third.id],
      version: made.body.version,
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.chapterIds).toEqual([first.id, second.id, third.id]);

    const history = (await call<ChangePage>('GET', `/history?recordId=${ASHEN}`)).body;
    expect(history.changes[0]).toMatchObject({
      action: 'update-part',
      entityId: made.body.id,
      fields: ['chapterIds'],
    });

    expect((await call('DELETE', `/novels/${ASHEN}/chapters/${second.id}`)).status).toBe(204);
    const after = (await call<Part>('GET', `/novels/${ASHEN}/story-arcs/${made.body.id}`)).body;
    expect(after.chapterIds).toEqual([first.id, third.id]);

    const exported = (await call<Workspace>('GET', '/workspace')).body;
    const novel = exported.novels.find((entry) => entry.id === ASHEN);
    expect(novel?.storyArcs.find((arc) => arc.id === made.body.id)?.chapterIds).toEqual([first.id, third.id]);
  });

  it('puts a chapter restored from the Trash back into the arcs it was in, at its place', async () => {
    const chapters = (await call<Part[]>('GET', `/novels/${ASHEN}/chapters`)).body;
    const [first, second, third] = chapters as [Part, Part, Part];
    const arc = await call<Part>('POST', `/novels/${ASHEN}/story-arcs`, {
      title: 'The Long Night',
      description: '',
      chapterIds: [first.id, second.id, third.id],
    });
    const deleted = await call('DELETE', `/novels/${ASHEN}/chapters/${second.id}`);
    const entryId = deleted.headers.get(TRASH_ENTRY_HEADER) ?? '';
    const left = (await call<Part>('GET', `/novels/${ASHEN}/story-arcs/${arc.body.id}`)).body;
    expect(left).toMatchObject({ chapterIds: [first.id, third.id], version: 2 });

    expect((await call('POST', `/trash/${entryId}/restore`)).status).toBe(200);
    const back = (await call<Part>('GET', `/novels/${ASHEN}/story-arcs/${arc.body.id}`)).body;
    expect(back).toMatchObject({ chapterIds: [first.id, second.id, third.id], version: 3 });
  });

  it('refuses an import whose arc names a chapter its novel does not have, naming the place', async () => {
    const exported = (await call<Workspace>('GET', '/workspace')).body;
    const novel = exported.novels.find((entry) => entry.id === ASHEN);
    if (novel === undefined) throw new Error('the sample novel is missing');
    novel.storyArcs = [
      { id: 'arc-lost', title: 'Lost', description: '', chapterIds: ['ch-nowhere'] },
      ...novel.storyArcs,
    ];
    const refused = await call<ErrorBody>('POST', '/import', { workspace: exported, replaceExisting: true });
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain('storyArcs.0.chapterIds.0');
  });

  it('a campaign’s arc holds sessions and quests, each checked against the campaign, and a deleted one leaves', async () => {
    const campaign = 'c-cinder-road';
    const sessions = (await call<Part[]>('GET', `/campaigns/${campaign}/sessions`)).body;
    const quests = (await call<Part[]>('GET', `/campaigns/${campaign}/quests`)).body;
    const [session1, session2] = sessions as [Part, Part];
    const [quest1] = quests as [Part];
    const made = await call<Part & { sessionIds: string[]; questIds: string[] }>(
      'POST',
      `/campaigns/${campaign}/arcs`,
      {
        title: 'The Cinder King',
        description: '',
        sessionIds: [session2.id, session1.id],
        questIds: [quest1.id],
      },
    );
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ sessionIds: [session2.id, session1.id], questIds: [quest1.id] });
    const wrong = await call<ErrorBody>('PATCH', `/campaigns/${campaign}/arcs/${made.body.id}`, {
      questIds: [session1.id],
      version: 1,
    });
    expect(wrong.status).toBe(422);
    expect(JSON.stringify(wrong.body)).toContain(`Quest ${session1.id} is not in this campaign`);
    expect((await call('DELETE', `/campaigns/${campaign}/quests/${quest1.id}`)).status).toBe(204);
    const after = (
      await call<Part & { questIds: string[] }>('GET', `/campaigns/${campaign}/arcs/${made.body.id}`)
    ).body;
    expect(after).toMatchObject({ version: 2, questIds: [], sessionIds: [session2.id, session1.id] });
  });
});
