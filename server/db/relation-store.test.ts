import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityRef } from '../../common/workspace/entities';
import { createPart } from '../../common/workspace/operations/create-part';
import { createRelation, relationsOf } from '../../common/workspace/operations/relations';
import { describeRelations } from '../../common/workspace/testing/relation-suite';
import { openMigratedDatabase } from '../test/migrated-database';
import { BACKENDS } from '../test/test-server';
import type { DatabaseHandle } from './database';
import { createRelationStore } from './relation-store';
import { createWorkspaceStore, type WorkspaceStore } from './workspace-store';
import {
  characterTable,
  locationTable,
  universeTable,
  type WorkspaceDb,
  worldTable,
} from './workspace-tables';

// The relation suite (common/workspace/testing) on the Kysely store, SQLite and PostgreSQL, and what only
// storage shows: relations go with a deleted record or part, at either end.

const STAMP = '2026-11-24T09:00:00.000Z';

async function put(store: WorkspaceStore, ref: EntityRef): Promise<void> {
  if (ref.kind === 'character') {
    await store.insert(characterTable, { id: ref.id, name: ref.id, role: 'Ally', description: '' }, 'last');
  } else if (ref.kind === 'location') {
    if (!(await store.exists(worldTable, 'w-1'))) {
      await store.insert(
        worldTable,
        {
          id: 'w-1',
          name: 'W',
          description: '',
          type: 'Forest',
          universeId: 'u-1',
          imageUrl: '',
          climate: '',
          timePeriod: '',
          dominantRaces: [],
          notableFeatures: [],
        },
        'last',
      );
    }
    await store.insert(
      locationTable,
      { id: ref.id, name: ref.id, type: 'City', description: '', worldId: 'w-1' },
      'last',
    );
  } else if (ref.kind === 'universes/factions') {
    await createPart(store.parts(), {
      kind: ref.kind,
      parentId: 'u-1',
      input: { name: ref.id, description: '' },
      id: ref.id,
      now: STAMP,
    });
  } else throw new Error(`The test cannot make a ${ref.kind}`);
}

describe.each(BACKENDS)('relation store on %s', (backend) => {
  let handle: DatabaseHandle;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fablehold-relations-'));
    handle = await openMigratedDatabase(backend, dir);
  });
  afterAll(async () => {
    await handle.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const workspace = async (refs: readonly EntityRef[]) => {
    const store = createWorkspaceStore(
      handle.db as unknown as WorkspaceDb,
      handle.kind,
      `user-${crypto.randomUUID()}`,
    );
    await store.insert(
      universeTable,
      { id: 'u-1', name: 'U', description: '', imageUrl: '', isFavorite: false, lastUpdated: STAMP },
      'last',
    );
    for (const ref of refs) await put(store, ref);
    return store;
  };

  describeRelations(backend, async (mine, foreign) => {
    await workspace([foreign]);
    return createRelationStore(await workspace(mine));
  });

  it('deletes the relations of a deleted record or part, at either end, and no others', async () => {
    const mira: EntityRef = { kind: 'character', id: 'ch-mira' };
    const tomas: EntityRef = { kind: 'character', id: 'ch-tomas' };
    const court: EntityRef = { kind: 'universes/factions', id: 'f-court' };
    const store = await workspace([mira, tomas, court]);
    const relations = createRelationStore(store);
    const add = (from: EntityRef, to: EntityRef, type: string) =>
      createRelation(relations, { input: { from, to, type }, id: crypto.randomUUID(), now: STAMP });
    await add(mira, court, 'member-of');
    await add(tomas, mira, 'ally');
    await add(tomas, court, 'leader-of');

    await store.parts().deleteParts([court.id]);
    expect((await relationsOf(relations, tomas)).map((view) => view.label)).toEqual(['Ally of']);
    await store.remove(characterTable, { id: mira.id });
    expect(await relationsOf(relations, tomas)).toEqual([]);
  });
});
