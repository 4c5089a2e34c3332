import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPart } from '../../common/workspace/operations/create-part';
import { describePartCore, type PartStoreFactory } from '../../common/workspace/testing/part-core-suite';
import { describeRecordCore } from '../../common/workspace/testing/record-core-suite';
import { describeSecretCore } from '../../common/workspace/testing/secret-suite';
import { describeTrashCore } from '../../common/workspace/testing/trash-suite';
import { openMigratedDatabase } from '../test/migrated-database';
import { BACKENDS } from '../test/test-server';
import { type CustomFieldStore, createCustomFieldStore } from './custom-field-store';
import type { DatabaseHandle } from './database';
import { createRecordStore } from './record-store';
import { createRelationStore } from './relation-store';
import { createTrashRows } from './trash-snapshot';
import { createTrashEntryRows } from './trash-store';
import { createWorkspaceStore } from './workspace-store';
import {
  campaignTable,
  mapTable,
  novelTable,
  universeTable,
  type WorkspaceDb,
  worldTable,
} from './workspace-tables';

// The workspace core's record and part suites (common/workspace/testing) on the Kysely store, SQLite and
// PostgreSQL.

const valuesOf = (fields: CustomFieldStore) => (thingIds: readonly string[]) => fields.valuesOf({ thingIds });

describe.each(BACKENDS)('part store on %s', (backend) => {
  let handle: DatabaseHandle;
  let dir: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fablehold-parts-'));
    handle = await openMigratedDatabase(backend, dir);
  });
  afterAll(async () => {
    await handle.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const storeFor = (userId: string) =>
    createWorkspaceStore(handle.db as unknown as WorkspaceDb, handle.kind, userId);

  describeRecordCore(backend, async () => createRecordStore(storeFor(`user-${crypto.randomUUID()}`)));
  describeTrashCore(backend, async () => {
    const store = storeFor(`user-${crypto.randomUUID()}`);
    const fields = createCustomFieldStore(store);
    return {
      ...{ trash: createTrashRows(store), relations: createRelationStore(store) },
      ...{
        entries: createTrashEntryRows(store),
        fieldValues: { put: fields.putValues, of: valuesOf(fields) },
      },
    };
  });

  const partStores: PartStoreFactory = async (parents) => {
    const records = storeFor(`user-${crypto.randomUUID()}`);
    for (const { parent, id, lastUpdated } of parents) {
      const common = { id, description: '', isFavorite: false, lastUpdated };
      if (parent === 'novels') {
        await records.insert(
          novelTable,
          { ...common, title: 'N', status: 'draft', wordCount: 0, coverUrl: '' },
          'last',
        );
      } else if (parent === 'universes') {
        await records.insert(universeTable, { ...common, name: 'U', imageUrl: '' }, 'last');
      } else if (parent === 'campaigns') {
        await records.insert(
          campaignTable,
          { ...common, title: 'C', status: 'planning', universeId: 'u', nextSessionDate: null, coverUrl: '' },
          'last',
        );
      } else {
        await records.insert(
          worldTable,
          {
            id,
            name: 'W',
            description: '',
            type: 'Forest',
            universeId: 'u',
            imageUrl: '',
            climate: '',
            timePeriod: '',
            dominantRaces: [],
            notableFeatures: [],
          },
          'last',
        );
      }
    }
    return {
      store: records.parts(),
      async lastUpdatedOf(parent, id) {
        const table = {
          novels: novelTable,
          universes: universeTable,
          campaigns: campaignTable,
          worlds: worldTable,
          maps: mapTable,
        }[parent];
        const found = (await records.find(table as typeof novelTable, id)) as
          | { lastUpdated?: string }
          | undefined;
        return found?.lastUpdated;
      },
    };
  };
  describePartCore(backend, partStores);
  describeSecretCore(backend, partStores);

  it('never shows one user’s parts to another, whatever the id', async () => {
    const alice = storeFor('alice');
    const bob = storeFor('bob');
    for (const store of [alice, bob]) {
      await store.insert(
        novelTable,
        {
          id: 'same-novel',
          title: 'N',
          status: 'draft',
          wordCount: 0,
          coverUrl: '',
          description: '',
          isFavorite: false,
          lastUpdated: '2026-01-01T00:00:00.000Z',
        },
        'last',
      );
    }
    const part = await createPart(alice.parts(), {
      kind: 'novels/chapters',
      parentId: 'same-novel',
      input: { title: 'Alice’s' },
      id: 'shared-id',
      now: '2026-01-02T00:00:00.000Z',
    });
    expect(await bob.parts().getPart(part.id)).toBeUndefined();
    expect(await bob.parts().listParts('same-novel')).toEqual([]);
    expect(await bob.parts().deleteParts([part.id])).toBe(0);
    expect(await alice.parts().getPart(part.id)).toEqual(part);
  });
});
