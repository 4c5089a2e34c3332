// Play together (issue 28): "a campaign with 10 members and 50,000 parts, a third of them hidden from
// players: a player's search, list and page p99 within 1.5× the owner's, measured side by side in one
// run." (decisions 057, 064, 072, 075)
//
// One SQLite database; the owner's campaign holds 50,000 parts (sessions, characters, quests,
// encounters, locations, items, notes) whose texts are 20 to 60 words of a made-up vocabulary. Hidden
// from players: the notes (the kind's default, editors only), the encounters (the campaign's own default
// for them, editors only) and about one part in twenty of the rest (their own visibility: editors only,
// or named for another player), a third of the parts in all. Ten members: eight players, an editor and
// a reader. Times are the server's (`app.request` in this process, no socket), the owner's and the
// player's requests one after the other, the same number each, so load weighs on both alike:
//   search: the owner's `GET /search?q=&scope=campaign:<id>` beside the player's `GET /shared/…/search?q=`;
//   list:   the owner's `GET /entities/suggest?q=` (the @ list) beside the player's `GET /shared/…/suggest?q=`;
//   page:   the owner's `GET /campaigns/:id` beside the player's `GET /shared/…/:id`;
// and a floor (an empty request: `GET /saved-queries`, nothing saved) timed between them.
// `SHARING_BENCH_PARTS` scales the campaign (50,000), `SHARING_BENCH_SAMPLES` the requests per shape and caller (30; its p99 is then the slowest).
// `BENCH_STRICT=1` turns a missed target into a failing exit.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import type { Workspace } from '../../common/domain/workspace';
import { sampleWorkspace } from '../../common/sample/workspace';
import { createApiRoutes } from '../../server/api/api-routes';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrations';
import { createWorkspaceStore, insertWorkspace } from '../../server/db/workspace-store';
import type { WorkspaceDb } from '../../server/db/workspace-tables';
import { lcg } from './seeded-random';
import { percentile } from './timed-requests';

const RATIO_TARGET = 1.5;
const PARTS = Number(process.env.SHARING_BENCH_PARTS ?? 50_000);
const SAMPLES = Number(process.env.SHARING_BENCH_SAMPLES ?? 30);
const OWNER = '00000000-0000-4000-8000-0000000owner';
const CAMPAIGN = 'bench-campaign';
const NOW = '2026-12-07T12:00:00.000Z';
const member = (index: number) => `00000000-0000-4000-8000-00000member${String(index).padStart(2, '0')}`;
/** The player whose requests are timed; player 0 is named on some parts the others may not see. */
const PLAYER = member(1);

const SYLLABLES = ['mi', 'ra', 'cold', 'ter', 'var', 'ric', 'tam', 'bran', 'noc', 'ash', 'em', 'ber'];
const MORE = ['thorn', 'wild', 'gri', 'mo', 'el', 'dra', 'kor', 'vyn', 'lis', 'hal', 'den', 'fen'];

type Kind = 'sessions' | 'characters' | 'quests' | 'encounters' | 'locations' | 'items' | 'notes';
/** How a campaign's 50,000 parts spread over its kinds (a long-running campaign's shape). */
const SHARE: Record<Kind, number> = {
  sessions: 0.1,
  characters: 0.18,
  quests: 0.12,
  encounters: 0.12,
  locations: 0.16,
  items: 0.14,
  notes: 0.18,
};

function buildCampaign() {
  const next = lcg(75);
  const vocabulary = Array.from({ length: 5_000 }, (_, i) => {
    const a = SYLLABLES[i % SYLLABLES.length] ?? 'a';
    const b = MORE[Math.floor(i / SYLLABLES.length) % MORE.length] ?? 'b';
    const c = SYLLABLES[Math.floor(i / (SYLLABLES.length * MORE.length)) % SYLLABLES.length] ?? 'c';
    return `${a}${b}${c}${i % 7 === 0 ? '' : String.fromCharCode(97 + (i % 26))}`;
  });
  const word = () => vocabulary[Math.floor(next() ** 2 * vocabulary.length)] ?? 'ash';
  const text = () => Array.from({ length: 20 + Math.floor(next() * 40) }, word).join(' ');
  const name = () => `${word()} ${word()}`.replace(/^./, (c) => c.toUpperCase());
  const ids: Record<Kind, string[]> = {
    sessions: [],
    characters: [],
    quests: [],
    encounters: [],
    locations: [],
    items: [],
    notes: [],
  };
  const count = (kind: Kind) => Math.round(PARTS * SHARE[kind]);
  const id = (kind: Kind, i: number) => {
    const value = `bench-${kind}-${i}`;
    ids[kind].push(value);
    return value;
  };
  const day = (i: number) => new Date(Date.UTC(2020, 0, 1) + i * 86_400_000).toISOString().slice(0, 10);
  const campaign = {
    ...(sampleWorkspace.campaigns[0] as Workspace['campaigns'][number]),
    id: CAMPAIGN,
    title: 'The Long Road',
    description: 'A campaign of many years.',
    isFavorite: false,
    sessions: Array.from({ length: count('sessions') }, (_, i) => ({
      id: id('sessions', i),
      title: `Session ${i + 1}: ${name()}`,
      status: 'completed' as const,
      date: day(i),
      summary: text(),
    })),
    characters: Array.from({ length: count('characters') }, (_, i) => ({
      id: id('characters', i),
      name: name(),
      type: 'npc' as const,
      race: 'Human',
      class: 'Fighter',
      role: 'Ally',
      description: text(),
    })),
    quests: Array.from({ length: count('quests') }, (_, i) => ({
      id: id('quests', i),
      title: name(),
      status: 'in-progress' as const,
      xp: 100,
      description: text(),
    })),
    encounters: Array.from({ length: count('encounters') }, (_, i) => ({
      id: id('encounters', i),
      title: name(),
      type: 'combat' as const,
      difficulty: 'medium' as const,
      description: text(),
    })),
    locations: Array.from({ length: count('locations') }, (_, i) => ({
      id: id('locations', i),
      name: name(),
      type: 'Town',
      description: text(),
      imageUrl: '',
    })),
    items: Array.from({ length: count('items') }, (_, i) => ({
      id: id('items', i),
      name: name(),
      type: 'Weapon',
      rarity: 'common' as const,
      description: text(),
      status: 'obtained' as const,
      location: '',
      powers: [],
    })),
    notes: Array.from({ length: count('notes') }, (_, i) => ({
      id: id('notes', i),
      title: name(),
      category: 'Plot',
      content: text(),
      createdAt: NOW,
      updatedAt: NOW,
      tags: [],
    })),
    arcs: [],
  };
  return { campaign, ids, word, name };
}

async function measure() {
  const dir = mkdtempSync(join(tmpdir(), 'fablehold-bench-sharing-'));
  const handle = openDatabase({ dataDir: dir, databaseUrl: undefined });
  try {
    await migrateToLatest(handle.db);
    const db = handle.db as unknown as WorkspaceDb;
    const { campaign, ids, word } = buildCampaign();
    const store = createWorkspaceStore(db, handle.kind, OWNER);
    const started = performance.now();
    await store.transaction(async (trx) => {
      await trx.markSeeded(NOW);
      await insertWorkspace(trx, { ...sampleWorkspace, campaigns: [campaign] } as unknown as Workspace);
    });
    // Ten members: players 0–7, an editor and a reader; none of them has a workspace of their own.
    const roles = [
      'player',
      'player',
      'player',
      'player',
      'player',
      'player',
      'player',
      'player',
      'editor',
      'reader',
    ];
    for (const [index, role] of roles.entries()) {
      await createWorkspaceStore(db, handle.kind, member(index)).markSeeded(NOW);
      await db
        .insertInto('members')
        .values({
          user_id: OWNER,
          container_kind: 'campaign',
          container_id: CAMPAIGN,
          member_id: member(index),
          role,
          invitation_id: null,
          created_at: NOW,
        })
        .execute();
    }
    // Hidden from players: the notes by their kind's default, the encounters by the campaign's own
    // default, and one in twenty of the rest by their own visibility (editors only, or named for player 0).
    const visibility: { entity_kind: string; entity_id: string; level: string; named: string }[] = [
      { entity_kind: 'default:campaigns/encounters', entity_id: CAMPAIGN, level: 'editors', named: '[]' },
    ];
    const next = lcg(11);
    let hidden = ids.notes.length + ids.encounters.length;
    for (const kind of ['sessions', 'characters', 'quests', 'locations', 'items'] as const) {
      for (const entityId of ids[kind]) {
        const roll = next();
        if (roll < 0.05) {
          hidden += 1;
          visibility.push({
            entity_kind: `campaigns/${kind}`,
            entity_id: entityId,
            level: roll < 0.03 ? 'editors' : 'named',
            named: roll < 0.03 ? '[]' : JSON.stringify([member(0)]),
          });
        } else if (roll < 0.07) {
          visibility.push({
            entity_kind: `campaigns/${kind}`,
            entity_id: entityId,
            level: 'members',
            named: '[]',
          });
        }
      }
    }
    for (let index = 0; index < visibility.length; index += 500) {
      await db
        .insertInto('visibility')
        .values(visibility.slice(index, index + 500).map((row) => ({ user_id: OWNER, ...row })))
        .execute();
    }
    const total = Object.values(ids).reduce((sum, list) => sum + list.length, 0);
    const loadSeconds = (performance.now() - started) / 1000;
    console.log(
      `sharing: a campaign of ${total.toLocaleString('en')} parts, ${hidden.toLocaleString('en')} (${((hidden / total) * 100).toFixed(0)}%) hidden from players, ${roles.length} members (written in ${loadSeconds.toFixed(1)} s); ${SAMPLES} requests per shape and caller`,
    );

    const api = new Hono().route(
      '/api/v1',
      createApiRoutes({
        db,
        kind: handle.kind,
        verifyToken: async (token) => ({ userId: token ?? OWNER, email: 'bench@example.com' }),
        quotaBytes: null,
      }),
    );
    const as = (userId: string) => ({ headers: { Authorization: `Bearer ${userId}` } });
    const shared = `/api/v1/shared/${OWNER}/campaign/${CAMPAIGN}`;
    const get = async (path: string, userId: string) => {
      const begun = performance.now();
      const response = await api.request(path, as(userId));
      const body = await response.text();
      if (!response.ok) throw new Error(`${path} answered ${response.status}: ${body.slice(0, 300)}`);
      return { ms: performance.now() - begun, body };
    };
    // The words asked for: one word from the campaign's texts, or a name's first letters for the @ list.
    const words = Array.from({ length: SAMPLES }, () => word());
    const prefixes = words.map((w, i) => w.slice(0, 2 + (i % 3)));
    const shapes = {
      search: {
        owner: (i: number) =>
          `/api/v1/search?q=${encodeURIComponent(words[i] ?? 'ash')}&scope=campaign:${CAMPAIGN}`,
        player: (i: number) => `${shared}/search?q=${encodeURIComponent(words[i] ?? 'ash')}`,
      },
      list: {
        owner: (i: number) => `/api/v1/entities/suggest?q=${encodeURIComponent(prefixes[i] ?? 'as')}`,
        player: (i: number) => `${shared}/suggest?q=${encodeURIComponent(prefixes[i] ?? 'as')}`,
      },
      page: {
        owner: () => `/api/v1/campaigns/${CAMPAIGN}`,
        player: () => shared,
      },
    };
    // A first round of each, not counted: the engine compiles the paths on it.
    for (const shape of Object.values(shapes)) {
      for (let i = 0; i < 3; i += 1) {
        await get(shape.owner(i), OWNER);
        await get(shape.player(i), PLAYER);
      }
    }
    // What the player's page holds: nothing hidden (a check that the bench measures the real filter).
    const page = JSON.parse((await get(shapes.page.player(), PLAYER)).body) as { parts: { id: string }[] };
    const hiddenIds = new Set([...ids.notes, ...ids.encounters]);
    if (page.parts.some((part) => hiddenIds.has(part.id))) throw new Error('The player saw a hidden part');
    console.log(
      `  the player's page holds ${page.parts.length.toLocaleString('en')} parts, none hidden from them`,
    );

    const floor: number[] = [];
    let isMet = true;
    for (const [label, shape] of Object.entries(shapes)) {
      const owner: number[] = [];
      const player: number[] = [];
      for (let i = 0; i < SAMPLES; i += 1) {
        owner.push((await get(shape.owner(i), OWNER)).ms);
        player.push((await get(shape.player(i), PLAYER)).ms);
        floor.push((await get('/api/v1/saved-queries', PLAYER)).ms);
      }
      owner.sort((a, b) => a - b);
      player.sort((a, b) => a - b);
      const ratio = percentile(player, 99) / percentile(owner, 99);
      const isShapeMet = ratio <= RATIO_TARGET;
      isMet &&= isShapeMet;
      console.log(
        `  ${label.padEnd(6)}: owner p50 ${percentile(owner, 50).toFixed(1)} ms, p99 ${percentile(owner, 99).toFixed(1)} ms; player p50 ${percentile(player, 50).toFixed(1)} ms, p99 ${percentile(player, 99).toFixed(1)} ms; player/owner p99 ${ratio.toFixed(2)} (target ${RATIO_TARGET}: ${isShapeMet ? 'met' : 'MISSED'})`,
      );
    }
    floor.sort((a, b) => a - b);
    console.log(
      `  floor (an empty request, between them): p50 ${percentile(floor, 50).toFixed(2)} ms, p99 ${percentile(floor, 99).toFixed(2)} ms`,
    );
    return isMet;
  } finally {
    await handle.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

const isMet = await measure();
if (!isMet && process.env.BENCH_STRICT === '1') process.exit(1);
