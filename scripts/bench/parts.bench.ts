// Parts as rows, measured: a workspace of 50,000 parts (10 universes, 20 worlds, 200 novels, 100
// campaigns) next to one of 500 parts, on SQLite. Prints the server time of opening a detail tab's data
// (the record with its parts, as GET /api/v1/{novels|universes|worlds|campaigns}/:id answers it, and one
// tab's list), of saving one part (PATCH with its version) and of saving one record (a novel, PATCH with
// its version), p50 and p99. Targets: opening p99 under 20 ms, saving p99 under 15 ms, saving independent of
// the size of the parent, and a record save's p99 no higher than a part save's. The API runs in this
// process (Hono's app.request, no socket), so the figures are the server's own time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NovelRecord } from '../../common/domain/novel';
import type { Workspace } from '../../common/domain/workspace';
import { sampleWorkspace } from '../../common/sample/workspace';
import { createApiRoutes } from '../../server/api/api-routes';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrations';
import { createWorkspaceStore, insertWorkspace } from '../../server/db/workspace-store';
import type { WorkspaceDb } from '../../server/db/workspace-tables';
import { timed } from './timed-requests';

const OPEN_P99_TARGET_MS = 20;
const SAVE_P99_TARGET_MS = 15;
const SAMPLES = 1500;
const USER = '00000000-0000-4000-8000-00000000bench';
const NOW = '2026-11-23T12:00:00.000Z';

const prose = (n: number) =>
  `Paragraph ${n}: the ember roads wind past the old watchtowers, and nobody remembers who lit them. `.repeat(
    3,
  );

/** A workspace with `scale` times the base shape: per 1, 2 novels and 1 campaign of 150 parts each, ... */
function workspaceOf(
  counts: { universes: number; worlds: number; novels: number; campaigns: number },
  perParent: {
    novel: number;
    campaign: number;
    universe: number;
    world: number;
  },
): { workspace: Workspace; parts: number } {
  const universe = sampleWorkspace.universes[0];
  const world = sampleWorkspace.worlds[0];
  const novel = sampleWorkspace.novels[0];
  const campaign = sampleWorkspace.campaigns[0];
  if (!universe || !world || !novel || !campaign) throw new Error('The sample workspace is empty');
  let parts = 0;
  const spread = <T>(total: number, make: (index: number) => T): T[] => {
    parts += total;
    return Array.from({ length: total }, (_, index) => make(index));
  };
  const universes = Array.from({ length: counts.universes }, (_, u) => {
    const share = Math.floor(perParent.universe / 4);
    return {
      ...universe,
      id: `bench-u${u}`,
      name: `Universe ${u}`,
      timePeriods: spread(share, (i) => ({ id: `u${u}-tp${i}`, name: `Age ${i}`, description: prose(i) })),
      magicSystems: [],
      factions: spread(share, (i) => ({ id: `u${u}-f${i}`, name: `Faction ${i}`, description: prose(i) })),
      cultures: [],
      technologies: [],
      races: [],
      items: [],
      lore: spread(perParent.universe - 2 * share, (i) => ({
        id: `u${u}-l${i}`,
        title: `Lore ${i}`,
        category: 'History',
        era: 'First Age',
        content: prose(i).repeat(4),
      })),
    };
  });
  const worlds = Array.from({ length: counts.worlds }, (_, w) => ({
    ...world,
    id: `bench-w${w}`,
    universeId: `bench-u${w % counts.universes}`,
    settlements: spread(perParent.world, (i) => ({
      id: `w${w}-s${i}`,
      name: `Town ${i}`,
      description: prose(i),
      kind: 'Town',
    })),
    creatures: [],
    cultures: [],
    magicSystems: [],
    factions: [],
    items: [],
    lore: [],
  }));
  const novels: NovelRecord[] = Array.from({ length: counts.novels }, (_, n) => {
    const chapters = Math.floor(perParent.novel * 0.4);
    const characters = Math.floor(perParent.novel * 0.3);
    const arcs = perParent.novel - chapters - characters;
    return {
      ...novel,
      id: `bench-n${n}`,
      title: `Novel ${n}`,
      universeId: `bench-u${n % counts.universes}`,
      chapters: spread(chapters, (i) => ({ id: `n${n}-c${i}`, title: `Chapter ${i + 1}`, wordCount: 2500 })),
      // Appearances of the universe's characters (decision 019): each character is in every novel of
      // its universe, so renaming one rewrites all of them.
      characters: spread(characters, (i) => ({
        id: `n${n}-ch${i}`,
        name: `Character ${i}`,
        role: 'Ally',
        description: prose(i),
        characterId: `bench-u${n % counts.universes}-ch${i}`,
      })),
      storyArcs: spread(arcs, (i) => ({ id: `n${n}-a${i}`, title: `Arc ${i}`, description: prose(i) })),
      assets: { images: [], documents: [], music: [] },
    };
  });
  const campaigns = Array.from({ length: counts.campaigns }, (_, c) => {
    const third = Math.floor(perParent.campaign / 3);
    return {
      ...campaign,
      id: `bench-c${c}`,
      universeId: `bench-u${c % counts.universes}`,
      sessions: spread(third, (i) => ({
        id: `c${c}-s${i}`,
        title: `Session ${i + 1}`,
        status: 'planned' as const,
        date: '2026-12-01',
        summary: prose(i),
      })),
      characters: [],
      quests: spread(third, (i) => ({
        id: `c${c}-q${i}`,
        title: `Quest ${i}`,
        status: 'planned' as const,
        xp: 100,
        description: prose(i),
      })),
      encounters: [],
      locations: [],
      items: [],
      notes: spread(perParent.campaign - 2 * third, (i) => ({
        id: `c${c}-n${i}`,
        title: `Note ${i}`,
        category: 'Lore',
        content: prose(i).repeat(2),
        createdAt: NOW,
        updatedAt: NOW,
        tags: ['bench'],
      })),
    };
  });
  return {
    workspace: {
      ...sampleWorkspace,
      universes,
      worlds,
      locations: [],
      novels,
      campaigns,
      timelines: [],
      events: [],
      characters: universes.flatMap((universe) =>
        Array.from({ length: Math.floor(perParent.novel * 0.3) }, (_, i) => ({
          id: `${universe.id}-ch${i}`,
          name: `Character ${i}`,
          role: 'Ally' as const,
          description: '',
          universeId: universe.id,
        })),
      ),
      items: [],
    },
    parts,
  };
}

async function measure(label: string, shape: ReturnType<typeof workspaceOf>) {
  const dir = mkdtempSync(join(tmpdir(), 'fablehold-bench-parts-'));
  const handle = openDatabase({ dataDir: dir, databaseUrl: undefined });
  try {
    await migrateToLatest(handle.db);
    const db = handle.db as unknown as WorkspaceDb;
    const store = createWorkspaceStore(db, 'sqlite', USER);
    const loadStarted = performance.now();
    await store.transaction(async (trx) => {
      await trx.markSeeded(NOW);
      await insertWorkspace(trx, shape.workspace);
    });
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    const stored = await db.selectFrom('parts').select(db.fn.countAll().as('count')).executeTakeFirst();
    if (Number(stored?.count) !== shape.parts) {
      throw new Error(`Expected ${shape.parts} stored parts, found ${String(stored?.count)}`);
    }
    const api = createApiRoutes({
      db,
      kind: 'sqlite',
      verifyToken: async () => ({ userId: USER, email: 'bench@example.com' }),
    });
    const request = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
      api.request(`/${path}`, {
        method,
        headers: { Authorization: 'Bearer bench', 'Content-Type': 'application/json', ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const { novels, campaigns, universes, worlds } = shape.workspace;
    const pick = <T>(list: T[], index: number): T => list[(index * 7919) % list.length] as T;
    // Warm up the statement cache and the JIT, as a running server is.
    await timed(50, (i) => request('GET', `novels/${pick(novels, i).id}`));

    const detail = await timed(SAMPLES, (i) => {
      const parents = [
        ['novels', pick(novels, i).id],
        ['campaigns', pick(campaigns, i).id],
        ['universes', pick(universes, i).id],
        ['worlds', pick(worlds, i).id],
      ] as const;
      const [parent, id] = parents[i % 4] as (typeof parents)[number];
      return request('GET', `${parent}/${id}`);
    });
    const tab = await timed(SAMPLES, (i) => request('GET', `novels/${pick(novels, i).id}/chapters`));

    // Each save names the version it read: the bench keeps the versions it was answered.
    const versions = new Map<string, number>();
    const save = await timed(SAMPLES, (i) => {
      const novel = pick(novels, i);
      const chapter = novel.chapters[i % novel.chapters.length];
      if (!chapter) throw new Error('A bench novel has no chapters');
      const key = `${novel.id}/${chapter.id}`;
      const version = versions.get(key) ?? 1;
      versions.set(key, version + 1);
      return request(
        'PATCH',
        `novels/${novel.id}/chapters/${chapter.id}`,
        { title: `Chapter, take ${i}` },
        {
          'If-Match': `"${version}"`,
        },
      );
    });

    // Saving a record (a novel's description) by the core's record commands, the same way: its version.
    const recordVersions = new Map<string, number>();
    const recordSave = await timed(SAMPLES, (i) => {
      const novel = pick(novels, i);
      const version = recordVersions.get(novel.id) ?? 1;
      recordVersions.set(novel.id, version + 1);
      return request(
        'PATCH',
        `novels/${novel.id}`,
        { description: `Take ${i} of the blurb.` },
        { 'If-Match': `"${version}"` },
      );
    });

    // Renaming a character from one of its appearances renames it in every story it is in (one
    // transaction). Every rename adds one to the version of each of the character's appearances.
    const renames = new Map<string, number>();
    const rename = await timed(SAMPLES, (i) => {
      const novel = pick(novels, i);
      const appearance = novel.characters[i % novel.characters.length];
      if (!appearance?.characterId) throw new Error('A bench novel has no linked characters');
      const done = renames.get(appearance.characterId) ?? 0;
      renames.set(appearance.characterId, done + 1);
      return request(
        'PATCH',
        `novels/${novel.id}/characters/${appearance.id}`,
        { name: `Character, take ${i}` },
        { 'If-Match': `"${done + 1}"` },
      );
    });
    const stories = novels.filter((each) => each.universeId === novels[0]?.universeId).length;

    const verdict = (p99: number, target: number) => (p99 < target ? 'meets' : 'MISSES');
    console.log(
      `${label}: ${shape.parts} parts in ${novels.length} novels, ${campaigns.length} campaigns, ${universes.length} universes, ${worlds.length} worlds (written in ${loadSeconds.toFixed(1)} s)`,
    );
    console.log(
      `  open a detail (record + parts): p50 ${detail.p50.toFixed(2)} ms, p99 ${detail.p99.toFixed(2)} ms (${verdict(detail.p99, OPEN_P99_TARGET_MS)} the ${OPEN_P99_TARGET_MS} ms target)`,
    );
    console.log(
      `  open one tab's list (chapters): p50 ${tab.p50.toFixed(2)} ms, p99 ${tab.p99.toFixed(2)} ms (${verdict(tab.p99, OPEN_P99_TARGET_MS)} the ${OPEN_P99_TARGET_MS} ms target)`,
    );
    console.log(
      `  save one part (PATCH with If-Match): p50 ${save.p50.toFixed(2)} ms, p99 ${save.p99.toFixed(2)} ms (${verdict(save.p99, SAVE_P99_TARGET_MS)} the ${SAVE_P99_TARGET_MS} ms target)`,
    );
    console.log(
      `  save one record (PATCH a novel with If-Match): p50 ${recordSave.p50.toFixed(2)} ms, p99 ${recordSave.p99.toFixed(2)} ms (x${(recordSave.p99 / save.p99).toFixed(2)} a part save's p99)`,
    );
    console.log(
      `  rename a character from a novel (it appears in ${stories} novels): p50 ${rename.p50.toFixed(2)} ms, p99 ${rename.p99.toFixed(2)} ms (${verdict(rename.p99, SAVE_P99_TARGET_MS)} the ${SAVE_P99_TARGET_MS} ms target)`,
    );
    return { part: save.p99, record: recordSave.p99, parts: shape.parts };
  } finally {
    await handle.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

const perParent = { novel: 150, campaign: 150, universe: 400, world: 50 };
const small = await measure(
  'small workspace',
  workspaceOf(
    { universes: 1, worlds: 1, novels: 2, campaigns: 1 },
    { ...perParent, universe: 40, world: 10 },
  ),
);
const large = await measure(
  'large workspace',
  workspaceOf({ universes: 10, worlds: 20, novels: 200, campaigns: 100 }, perParent),
);
console.log(
  `saving one part, large vs small workspace: p99 ${large.part.toFixed(2)} ms vs ${small.part.toFixed(2)} ms (x${(large.part / small.part).toFixed(2)})`,
);
console.log(
  `at ${large.parts} parts, a record save's p99 next to a part save's: ${large.record.toFixed(2)} ms vs ${large.part.toFixed(2)} ms (x${(large.record / large.part).toFixed(2)}; ${large.record <= large.part ? 'no higher' : 'HIGHER'})`,
);
