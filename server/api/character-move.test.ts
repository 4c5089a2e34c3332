import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Character } from '../../common/domain/reference';
import type { CharacterMovePlan } from '../../common/workspace/operations/character-move';
import { BACKENDS, startTestServer, type TestServer } from '../test/test-server';
import { api, type ErrorBody, newUserToken } from './api-test-helpers';

// A novel written on its own, joined later to the sample's Emberreach (whose Mira Coldwater is
// ch-mira): its characters move into the universe by one request, and back by another.

type Part = { id: string; version: number; name: string; characterId: string; role: string };
type History = { changes: { action: string; entityKind: string }[] };

describe.each(BACKENDS)('moving a novel’s characters into its universe on %s', (backend) => {
  let server: TestServer;
  let token: string;
  let other: string;

  beforeAll(async () => {
    server = await startTestServer(backend, { ENABLE_SIGNUP: 'true' });
    token = await newUserToken(server, 'move');
    other = await newUserToken(server, 'move-other');
  });
  afterAll(() => server.close());

  const call = <T = CharacterMovePlan>(method: string, path: string, body?: unknown, as = token) =>
    api<T>(server, method, path, { token: as, body });

  it('shows the plan, moves them in one request, undoes it, and answers nobody else', async () => {
    const novel = await call<{ id: string; version: number }>('POST', '/novels', { title: 'Cinders' });
    const path = `/novels/${novel.body.id}`;
    const mira = await call<Part>('POST', `${path}/characters`, {
      name: 'Mira Coldwater',
      role: 'Narrator',
      description: 'Tells the story.',
    });
    const wren = await call<Part>('POST', `${path}/characters`, {
      name: 'Wren',
      role: 'Thief',
      description: '',
    });
    expect(mira.status).toBe(201);
    expect((await call<ErrorBody>('GET', `${path}/character-move`)).status).toBe(422);
    const joined = await call('PATCH', path, { universeId: 'u-emberreach', version: novel.body.version });
    expect(joined.status).toBe(200);

    const plan = await call('GET', `${path}/character-move`);
    expect(plan.status).toBe(200);
    expect(plan.body.universeName).toBe('The Emberreach');
    expect(plan.body.steps.map((step) => [step.action, step.name])).toEqual([
      ['merge', 'Mira Coldwater'],
      ['join', 'Wren'],
    ]);
    // Another user has no such novel.
    expect((await call<ErrorBody>('GET', `${path}/character-move`, undefined, other)).status).toBe(404);
    expect((await call<ErrorBody>('POST', `${path}/character-move`, undefined, other)).status).toBe(404);

    const moved = await call('POST', `${path}/character-move`);
    expect(moved.status).toBe(200);
    const cast = await call<Part[]>('GET', `${path}/characters`);
    expect(cast.body.map((part) => [part.name, part.characterId, part.role])).toEqual([
      ['Mira Coldwater', 'ch-mira', 'Narrator'],
      ['Wren', wren.body.characterId, 'Thief'],
    ]);
    const universe = await call<Character[]>('GET', '/characters?universeId=u-emberreach');
    expect(universe.body.filter((each) => each.name === 'Mira Coldwater')).toHaveLength(1);
    expect(universe.body.map((each) => each.id)).toContain(wren.body.characterId);
    const history = await call<History>('GET', `/history?recordId=${novel.body.id}`);
    expect(history.body.changes.some((change) => change.action === 'move-characters')).toBe(true);

    const bad = await call<ErrorBody>('POST', `${path}/character-move/undo`, {
      steps: [{ action: 'leave' }],
    });
    expect(bad.status).toBe(422);
    const undone = await call<{ undone: number }>('POST', `${path}/character-move/undo`, {
      steps: moved.body.steps,
    });
    expect(undone.body.undone).toBe(2);
    const after = await call<Part[]>('GET', `${path}/characters`);
    expect(after.body.map((part) => part.characterId)).toEqual([
      mira.body.characterId,
      wren.body.characterId,
    ]);
    const back = await call<Character[]>('GET', '/characters?universeId=u-emberreach');
    expect(back.body.map((each) => each.id)).not.toContain(wren.body.characterId);
  });
});
