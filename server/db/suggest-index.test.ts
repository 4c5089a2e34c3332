import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Character } from '../../common/domain/reference';
import { foldName, nameHolds, rankByName } from '../../common/workspace/entities';
import { createTestDatabase } from '../test/postgres';
import { BACKENDS } from '../test/test-server';
import { type DatabaseHandle, openDatabase } from './database';
import { suggestEntities } from './entity-store';
import { migrateToLatest } from './migrations';
import { nameTails } from './suggest-index';
import { createWorkspaceStore, type WorkspaceStore } from './workspace-store';
import { characterTable, type WorkspaceDb } from './workspace-tables';

// The @ menu from its index (decision 053): the same names, in the same order, as reading every name
// and keeping those that hold what was typed; kept current as names change and go; only the owner's.

const NAMES = [
  'Mira Coldwater',
  'Tamira',
  'Mirabel',
  'mira',
  'Old Mira',
  'Émile Durand',
  'Jean-Luc Mira',
  "O'Mira",
  'Amir',
  'Kasimir the Bold',
  'Zed',
  '100% Mira_Bel',
  'Élodie',
  'Elodie Marsh',
  'Míra',
  ...Array.from({ length: 30 }, (_, i) => `Mira ${String(i).padStart(2, '0')}`),
  ...Array.from({ length: 30 }, (_, i) => `Sel Tamirac ${String(i).padStart(2, '0')}`),
];

const character = (id: string, name: string): Character => ({
  id,
  name,
  role: 'Ally',
  description: '',
  universeId: 'u-1',
});

/** What a scan of every name gives: the names that hold what was typed, ranked, the first `limit`. */
function scanned(names: readonly string[], typed: string, limit: number): string[] {
  const wanted = typed.trim();
  const holding = names.filter((name) => nameHolds(name, wanted)).map((name) => ({ name }));
  return rankByName(holding, foldName(wanted), limit).map((entry) => entry.name);
}

describe('nameTails', () => {
  it('lists the name from each word start on, lower-cased without accents, as the @ menu splits words', () => {
    expect(nameTails('Mira Coldwater')).toEqual(['mira coldwater', 'coldwater']);
    expect(nameTails('Élodie Brâx')).toEqual(['elodie brax', 'brax']);
    expect(nameTails("  Jean-Luc O'Mira ")).toEqual(["jean-luc o'mira ", "luc o'mira ", "o'mira ", 'mira ']);
    expect(nameTails('')).toEqual([]);
  });
});

describe.each(BACKENDS)('suggestions from the index on %s', (backend) => {
  let handle: DatabaseHandle;
  let dir: string;
  let store: WorkspaceStore;
  let other: WorkspaceStore;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fablehold-suggest-'));
    handle = openDatabase({
      dataDir: dir,
      databaseUrl: backend === 'postgres' ? await createTestDatabase() : undefined,
    });
    await migrateToLatest(handle.db);
    const db = handle.db as unknown as WorkspaceDb;
    store = createWorkspaceStore(db, handle.kind, 'user-suggest');
    other = createWorkspaceStore(db, handle.kind, 'user-suggest-other');
    await store.transaction((trx) =>
      trx.insertMany(
        characterTable,
        NAMES.map((name, i) => character(`ch-${i}`, name)),
      ),
    );
    await other.transaction((trx) =>
      trx.insertMany(characterTable, [character('ch-other', 'Mira of Elsewhere'), character('ch-x', 'Qqqx')]),
    );
  });

  afterAll(async () => {
    await handle.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const suggest = async (as: WorkspaceStore, typed: string, limit = 20) =>
    (await suggestEntities(as, typed, { limit, perKind: limit })).map((entry) => entry.name);

  it.each([
    'mira',
    'MIRA',
    'mi',
    'm',
    'ira',
    'ir',
    'r',
    'mira co',
    'tamir',
    'amir',
    'émi',
    'emi',
    'ÉMILE DURAND',
    'elo',
    'élo',
    'ÉLODIE M',
    'mí',
    'jean-l',
    'luc',
    "o'm",
    '100%',
    '%',
    '_',
    'a_b',
    'el',
    '  zed ',
    'nothing like it',
  ])('"%s" gives what a scan of every name gives, in the same order', async (typed) => {
    for (const limit of [5, 20]) {
      expect(await suggest(store, typed, limit)).toEqual(scanned(NAMES, typed, limit));
    }
  });

  it('gives each match with what places its page', async () => {
    const [first] = await suggestEntities(store, 'mirabel', { limit: 5, perKind: 5 });
    expect(first).toMatchObject({
      kind: 'character',
      id: 'ch-2',
      name: 'Mirabel',
      universeId: 'u-1',
      rank: 0,
    });
  });

  it('follows a rename and a delete in the same transaction', async () => {
    await store.transaction((trx) => trx.update(characterTable, character('ch-10', 'Zedekiah Quillon')));
    expect(await suggest(store, 'quill')).toEqual(['Zedekiah Quillon']);
    expect(await suggest(store, 'zed')).toEqual(['Zedekiah Quillon']);
    await store.transaction((trx) => trx.remove(characterTable, { id: 'ch-10' }));
    expect(await suggest(store, 'quill')).toEqual([]);
    expect(await suggest(store, 'illo')).toEqual([]);
  });

  it("never suggests another user's names", async () => {
    expect(await suggest(store, 'elsewhere')).toEqual([]);
    expect(await suggest(store, 'qqq')).toEqual([]);
    expect(await suggest(other, 'mira')).toEqual(['Mira of Elsewhere']);
  });
});
