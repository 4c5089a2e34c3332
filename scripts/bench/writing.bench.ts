// Writing a novel, measured on the server (issue 12): a 150,000-word novel in 60 chapters, on SQLite. Prints
// the server time of opening a 10,000-word chapter's text (GET .../chapters/:id/text) and of saving it
// (PUT with its version), p50 and p99, next to the same for a 1,000-word chapter so growth is visible.
// Target: saving a 10,000-word chapter p99 under 30 ms. The API runs in this process (Hono's
// app.request, no socket), so the figures are the server's own time, JSON parsing of the body included.
// The browser's figures (ready to type, typing latency) are measured in Chromium by editor.bench.ts.
// The same run measures SQLite with group commit off and on (decision 082), each on a database of its own
// with its own floor; `BENCH_WRITING_MODES=on` (or `off`) measures one only.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NovelRecord } from '../../common/domain/novel';
import { sampleWorkspace } from '../../common/sample/workspace';
import { RICH_TEXT_VERSION, type RichText, type RichTextNode } from '../../common/text/rich-text';
import { createApiRoutes } from '../../server/api/api-routes';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrations';
import { createWorkspaceStore, insertWorkspace } from '../../server/db/workspace-store';
import type { WorkspaceDb } from '../../server/db/workspace-tables';
import { timed } from './timed-requests';

const SAVE_P99_TARGET_MS = 30;
const SAMPLES = 300;
const USER = '00000000-0000-4000-8000-0000000write';
const NOW = '2026-11-24T12:00:00.000Z';
const CHAPTERS = 60;

const SENTENCE =
  'Mira held the ember to the light, and the old words of the oath came back to her one by one, ';

/** A chapter of about `words` words: paragraphs of ~100 words, some with emphasis, a scene break a third in. */
function chapterText(words: number, take: number): RichText {
  const paragraphs: RichTextNode[] = [];
  const perParagraph = 100;
  for (let written = 0, n = 0; written < words; written += perParagraph, n += 1) {
    const text = `${SENTENCE.repeat(5)}take ${take}, paragraph ${n}.`;
    paragraphs.push({
      type: 'paragraph',
      content:
        n % 3 === 0
          ? [
              { type: 'text', text: 'She said ' },
              { type: 'text', text: 'nothing', marks: [{ type: 'italic' }] },
              { type: 'text', text: ` ${text}` },
            ]
          : [{ type: 'text', text }],
    });
    if (n === Math.floor(words / perParagraph / 3)) paragraphs.push({ type: 'horizontalRule' });
  }
  return { version: RICH_TEXT_VERSION, doc: { type: 'doc', content: paragraphs } };
}

const MODES = (process.env.BENCH_WRITING_MODES ?? 'off,on').split(',').map((mode) => mode.trim());
if (MODES.some((mode) => mode !== 'on' && mode !== 'off')) {
  console.error(`BENCH_WRITING_MODES must list on and/or off, not "${process.env.BENCH_WRITING_MODES}"`);
  process.exit(1);
}

type Figures = { save: { p50: number; p99: number }; floor: { p50: number; p99: number } };

/** Every figure of the bench on a fresh database with group commit `mode`, by chapter. */
async function measure(mode: string): Promise<Map<string, Figures>> {
  const figures = new Map<string, Figures>();
  const dir = mkdtempSync(join(tmpdir(), 'fablehold-bench-writing-'));
  const handle = openDatabase({ dataDir: dir, databaseUrl: undefined, groupCommit: mode === 'on' });
  console.log(`\nGroup commit ${mode}:`);
  try {
    await migrateToLatest(handle.db);
    const db = handle.db as unknown as WorkspaceDb;
    const novel: NovelRecord = {
      ...(sampleWorkspace.novels[0] as NovelRecord),
      id: 'bench-novel',
      chapters: Array.from({ length: CHAPTERS }, (_, i) => ({
        id: `bench-c${i}`,
        title: `Chapter ${i + 1}`,
        wordCount: 2500,
      })),
      characters: [],
      storyArcs: [],
      assets: { images: [], documents: [], music: [] },
    };
    await createWorkspaceStore(db, 'sqlite', USER).transaction(async (trx) => {
      await trx.markSeeded(NOW);
      await insertWorkspace(trx, {
        ...sampleWorkspace,
        novels: [novel],
        campaigns: [],
        characters: [],
        items: [],
      });
    });
    const api = createApiRoutes({
      db,
      kind: 'sqlite',
      verifyToken: async () => ({ userId: USER, email: 'bench@example.com' }),
    });
    const request = (method: string, path: string, body?: unknown) =>
      api.request(`/${path}`, {
        method,
        headers: { Authorization: 'Bearer bench', 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });

    // Every chapter written in: 59 of 2,500 words and the one measured of 10,000 (150,000 words in all).
    for (let i = 0; i < CHAPTERS; i += 1) {
      const words = i === 0 ? 10_000 : i === 1 ? 1_000 : 2_500;
      const answer = await request('PUT', `novels/bench-novel/chapters/bench-c${i}/text`, {
        text: chapterText(words, 0),
        version: 0,
      });
      if (!answer.ok) throw new Error(`Writing chapter ${i} answered ${answer.status}`);
    }
    const novelWords = (await (await request('GET', 'novels/bench-novel')).json()) as { wordCount: number };

    for (const [label, chapterId] of [
      ['10,000-word chapter', 'bench-c0'],
      ['1,000-word chapter', 'bench-c1'],
    ] as const) {
      const open = await timed(SAMPLES, () =>
        request('GET', `novels/bench-novel/chapters/${chapterId}/text`),
      );
      let version = 1;
      const bodies = Array.from({ length: SAMPLES }, (_, i) =>
        JSON.stringify({ text: chapterText(label.startsWith('10') ? 10_000 : 1_000, i + 1) }),
      );
      const save = await timed(SAMPLES, (i) => {
        const body = `${bodies[i]?.slice(0, -1)},"version":${version}}`;
        version += 1;
        return api.request(`/novels/bench-novel/chapters/${chapterId}/text`, {
          method: 'PUT',
          headers: { Authorization: 'Bearer bench', 'Content-Type': 'application/json' },
          body,
        });
      });
      // The floor, in the same run: one row written and committed on the same database (the disk's own
      // time to make a commit durable, which the shared machine's load weighs on as much as on a save).
      const floor = await timed(SAMPLES, async (i) => {
        await db.transaction().execute((trx) =>
          trx
            .updateTable('novels')
            .set({ last_updated: new Date(Date.parse(NOW) + i).toISOString() })
            .where('user_id', '=', USER)
            .where('id', '=', 'bench-novel')
            .execute(),
        );
        return new Response(null);
      });
      const verdict = save.p99 < SAVE_P99_TARGET_MS ? 'meets' : 'MISSES';
      console.log(
        `${label} (novel of ${novelWords.wordCount.toLocaleString('en-US')} words in ${CHAPTERS} chapters):`,
      );
      console.log(`  open its text (GET): p50 ${open.p50.toFixed(2)} ms, p99 ${open.p99.toFixed(2)} ms`);
      console.log(
        `  save its text (PUT with its version): p50 ${save.p50.toFixed(2)} ms, p99 ${save.p99.toFixed(2)} ms (${verdict} the ${SAVE_P99_TARGET_MS} ms target)`,
      );
      console.log(
        `  floor (one row written and committed): p50 ${floor.p50.toFixed(2)} ms, p99 ${floor.p99.toFixed(2)} ms; save/floor p50 x${(save.p50 / floor.p50).toFixed(2)}, p99 x${(save.p99 / floor.p99).toFixed(2)}`,
      );
      figures.set(label, { save, floor });
    }
  } finally {
    await handle.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
  return figures;
}

const results = new Map<string, Map<string, Figures>>();
for (const mode of MODES) results.set(mode, await measure(mode));
const off = results.get('off');
const on = results.get('on');
if (off !== undefined && on !== undefined) {
  console.log('');
  for (const [label, withOn] of on) {
    const withOff = off.get(label);
    if (withOff === undefined) continue;
    const x = (a: number, b: number) => (a / b).toFixed(2);
    console.log(
      `${label}, save p99 on/off x${x(withOn.save.p99, withOff.save.p99)} (p50 x${x(withOn.save.p50, withOff.save.p50)}); save/floor p99 off x${x(withOff.save.p99, withOff.floor.p99)}, on x${x(withOn.save.p99, withOn.floor.p99)}`,
    );
  }
}
