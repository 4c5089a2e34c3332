import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Workspace } from '../../common/domain/workspace';
import { sampleWorkspace } from '../../common/sample/workspace';
import { foldForSearch } from '../../common/search/normalize';
import type { Viewer } from '../../common/workspace/access';
import { suggestAmong } from '../../common/workspace/shared-view';
import { createTestDatabase } from '../test/postgres';
import { BACKENDS } from '../test/test-server';
import { type DatabaseHandle, openDatabase } from './database';
import { migrateToLatest } from './migrations';
import { readSuggestionNames, readVisibleNames } from './shared-container';
import { createWorkspaceStore, insertWorkspace, type WorkspaceStore } from './workspace-store';
import type { WorkspaceDb } from './workspace-tables';

// A member's @ list from the word index (decision 084): the same names, in the same order, as ranking
// every visible name that holds what was typed (decision 075's read), for a player, a player named on
// some parts and an editor; never a hidden name. Many names share a length and a start, and another
// campaign of the owner's holds more of them, so the pass reads several rounds and the ties at the end.

const OWNER = 'owner-shared-container';
const NOW = '2026-12-07T12:00:00.000Z';
const base = sampleWorkspace.campaigns[0] as Workspace['campaigns'][number];

const character = (id: string, name: string) => ({
  id,
  name,
  type: 'npc' as const,
  race: 'Human',
  class: 'Fighter',
  role: 'Ally',
  description: `${name} walks the road.`,
});

function campaign(id: string, names: readonly string[], notes: readonly string[]) {
  return {
    ...base,
    id,
    title: `Campaign ${id}`,
    isFavorite: false,
    sessions: [],
    quests: [],
    encounters: [],
    locations: [],
    items: [],
    arcs: [],
    characters: names.map((name, index) => character(`${id}-ch-${index}`, name)),
    notes: notes.map((title, index) => ({
      id: `${id}-note-${index}`,
      title,
      category: 'Plot',
      content: 'The GM knows.',
      createdAt: NOW,
      updatedAt: NOW,
      tags: [],
    })),
  };
}

const NAMES = [
  ...Array.from({ length: 40 }, (_, i) => `Mira ${String(i).padStart(2, '0')}`),
  'Tamira',
  'Mirabel',
  'Old Mira',
  'Zed',
  'mi',
  'Zora',
  'Míri',
];

describe.each(BACKENDS)('a member’s @ list from the word index on %s', (backend) => {
  let handle: DatabaseHandle;
  let dir: string;
  let owner: WorkspaceStore;
  const hidden = new Set<string>();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fablehold-shared-container-'));
    handle = openDatabase({
      dataDir: dir,
      databaseUrl: backend === 'postgres' ? await createTestDatabase() : undefined,
    });
    await migrateToLatest(handle.db);
    const db = handle.db as unknown as WorkspaceDb;
    owner = createWorkspaceStore(db, handle.kind, OWNER);
    const shared = campaign('c1', NAMES, ['Mira 99', 'Mirror']);
    const other = campaign(
      'c2',
      Array.from({ length: 60 }, (_, i) => `Mira ${String(i).padStart(2, '0')}`),
      [],
    );
    await owner.transaction(async (trx) => {
      await trx.markSeeded(NOW);
      await insertWorkspace(trx, { ...sampleWorkspace, campaigns: [shared, other] } as unknown as Workspace);
    });
    // Every third character the GM's, every fifth named for p2 only, every seventh named for p1.
    const rows = shared.characters.flatMap((part, index) => {
      const row = { user_id: OWNER, entity_kind: 'campaigns/characters', entity_id: part.id };
      if (index % 3 === 0) return [{ ...row, level: 'editors', named: '[]' }];
      if (index % 5 === 0) return [{ ...row, level: 'named', named: JSON.stringify(['p2']) }];
      if (index % 7 === 0) return [{ ...row, level: 'named', named: JSON.stringify(['p1']) }];
      return [];
    });
    await db.insertInto('visibility').values(rows).execute();
    for (const row of rows)
      if (row.level === 'editors' || row.named.includes('p2')) hidden.add(row.entity_id);
    for (const note of shared.notes) hidden.add(note.id);
  });
  afterAll(async () => {
    await handle.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const viewers: Viewer[] = [
    { userId: 'p1', role: 'player' },
    { userId: 'p2', role: 'reader' },
    { userId: 'e1', role: 'editor' },
  ];

  it('answers as ranking every visible name that holds what was typed, and never a hidden one', async () => {
    for (const viewer of viewers) {
      for (const typed of [
        '',
        'm',
        'mi',
        'MIRA',
        'mira 1',
        'mira 0',
        'ira',
        'zed',
        'old m',
        'tam',
        'x',
        'mír',
        'mir',
      ]) {
        const fromIndex = await readSuggestionNames(owner, 'campaign', 'c1', viewer, typed, 10);
        const everyName = await readVisibleNames(owner, 'campaign', 'c1', viewer, foldForSearch(typed));
        const answer = suggestAmong(fromIndex ?? [], typed, 10);
        expect(answer, `${viewer.role} typing "${typed}"`).toEqual(suggestAmong(everyName ?? [], typed, 10));
        if (viewer.role !== 'editor' && viewer.userId === 'p1') {
          for (const hit of answer) expect(hidden.has(hit.id), `${hit.name} shown to p1`).toBe(false);
        }
      }
    }
    const player = suggestAmong(
      (await readSuggestionNames(owner, 'campaign', 'c1', viewers[0] as Viewer, 'mi', 10)) ?? [],
      'mi',
      10,
    );
    expect(player.map((hit) => hit.name).slice(0, 3)).toEqual(['mi', 'Míri', 'Mira 01']);
    expect(player.every((hit) => hit.id.startsWith('c1-'))).toBe(true);
    // An accented name is a word start of what is typed without its accent, however many plain names
    // share that start (issue 28): "mir" finds Míri first, the shortest.
    const accented = suggestAmong(
      (await readSuggestionNames(owner, 'campaign', 'c1', viewers[0] as Viewer, 'mir', 10)) ?? [],
      'mir',
      10,
    );
    expect(accented[0]?.name).toBe('Míri');
    expect(
      await readSuggestionNames(owner, 'campaign', 'nowhere', viewers[0] as Viewer, 'mi', 10),
    ).toBeUndefined();
  });
});
