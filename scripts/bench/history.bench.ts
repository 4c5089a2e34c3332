// History of every change, measured on SQLite (issue 16, decision 039). Prints three figures:
// 1. what writing history adds to the p99 of a part save: the same save (the workspace core's
//    updatePart in its transaction, on a store) with and without history, interleaved; target +20 %;
// 2. opening a History panel of 10,000 changes: the first page (GET /api/v1/history?recordId=, 200
//    changes) and the diff of the change it shows; target under 100 ms;
// 3. a year of daily writing — 365 sessions of 2,000 words in 20 autosaves three minutes apart, a new
//    chapter every 5,000 words, a record edited each day — through the data API with the server's clock
//    moved day by day, so compaction runs as it would: the bytes of the chapter texts, their versions and
//    the history after it, and the database file; target under 50 MB.
// The API runs in this process (Hono's app.request, no socket): figures are the server's own time.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { sql } from 'kysely';
import type { ChangeDetail, ChangePage } from '../../common/api/history';
import { diffFields } from '../../common/history/field-diff';
import { sampleWorkspace } from '../../common/sample/workspace';
import { richTextFromPlain } from '../../common/text/rich-text';
import { updatePart } from '../../common/workspace/operations/update-part';
import { createApiRoutes } from '../../server/api/api-routes';
import { openDatabase } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrations';
import { createWorkspaceStore, insertWorkspace } from '../../server/db/workspace-store';
import type { WorkspaceDb } from '../../server/db/workspace-tables';
import { percentile, timed } from './timed-requests';

const SAVE_OVERHEAD_TARGET = 0.2;
const PANEL_TARGET_MS = 100;
const YEAR_TARGET_MB = 50;
const SAVE_SAMPLES = 6000;
const PANEL_CHANGES = 10_000;
const USER = '00000000-0000-4000-8000-000000history';
const NOVEL = 'n-ashen-crown';
const DAY = 24 * 60 * 60 * 1000;
const MB = 1024 * 1024;

const SENTENCE = 'Mira held the ember to the light and the old words came back to her one by one. ';

async function open() {
  const dir = mkdtempSync(join(tmpdir(), 'fablehold-bench-history-'));
  const handle = openDatabase({ dataDir: dir, databaseUrl: undefined });
  await migrateToLatest(handle.db);
  const db = handle.db as unknown as WorkspaceDb;
  return {
    db,
    dir,
    close: async () => {
      await handle.db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function apiOf(db: WorkspaceDb, now: () => number) {
  // Mounted where the server mounts it: the routes check query parameters by their full path.
  const api = new Hono().route(
    '/api/v1',
    createApiRoutes({
      db,
      kind: 'sqlite',
      now,
      verifyToken: async () => ({ userId: USER, email: 'bench@example.com' }),
    }),
  );
  return (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    api.request(`/api/v1/${path}`, {
      method,
      headers: { Authorization: 'Bearer bench', 'Content-Type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
}

async function seed(db: WorkspaceDb, now: number) {
  await createWorkspaceStore(db, 'sqlite', USER, { isRecording: false }).transaction(async (trx) => {
    await trx.markSeeded(new Date(now).toISOString());
    await insertWorkspace(trx, structuredClone(sampleWorkspace));
  });
}

/** 1. A part save with and without history, alternating so both see the same machine. */
async function saveOverhead(): Promise<boolean> {
  const { db, close } = await open();
  try {
    await seed(db, Date.now());
    const chapters = await createWorkspaceStore(db, 'sqlite', USER)
      .parts()
      .listParts(NOVEL, 'novels/chapters');
    const versions = new Map(chapters.map((chapter) => [chapter.id, chapter.version]));
    const times = { with: [] as number[], without: [] as number[] };
    for (let index = 0; index < SAVE_SAMPLES + 200; index += 1) {
      const isRecording = index % 2 === 0;
      const chapter = chapters[index % chapters.length];
      if (chapter === undefined) throw new Error('The sample novel has no chapters');
      const store = createWorkspaceStore(db, 'sqlite', USER, { isRecording });
      const started = performance.now();
      const saved = await store.transaction((trx) =>
        updatePart(trx.parts(), {
          kind: 'novels/chapters',
          parentId: NOVEL,
          partId: chapter.id,
          patch: { title: `Chapter, take ${index}` },
          version: versions.get(chapter.id),
          now: new Date().toISOString(),
        }),
      );
      const elapsed = performance.now() - started;
      versions.set(chapter.id, saved.version);
      // The first 200 warm the statement cache and the JIT, as a running server is.
      if (index >= 200) (isRecording ? times.with : times.without).push(elapsed);
    }
    for (const list of Object.values(times)) list.sort((a, b) => a - b);
    const withP99 = percentile(times.with, 99);
    const withoutP99 = percentile(times.without, 99);
    const overhead = withP99 / withoutP99 - 1;
    const isMet = overhead < SAVE_OVERHEAD_TARGET;
    console.log(
      `part save (store, ${SAVE_SAMPLES / 2} each): without history p50 ${percentile(times.without, 50).toFixed(2)} ms, p99 ${withoutP99.toFixed(2)} ms; with history p50 ${percentile(times.with, 50).toFixed(2)} ms, p99 ${withP99.toFixed(2)} ms`,
    );
    const median = percentile(times.with, 50) / percentile(times.without, 50) - 1;
    console.log(
      `history adds ${(overhead * 100).toFixed(1)} % to the p99 of a part save (target under ${SAVE_OVERHEAD_TARGET * 100} %; ${(median * 100).toFixed(1)} % to the p50): ${isMet ? 'met' : 'MISSED'}`,
    );
    return isMet;
  } finally {
    await close();
  }
}

/** 2. The History panel of a novel with 10,000 changes: its first page and the diff it shows. */
async function panel(): Promise<boolean> {
  const { db, close } = await open();
  try {
    await seed(db, Date.now());
    const request = apiOf(db, Date.now);
    const writeStarted = performance.now();
    const novel = (await (await request('GET', `novels/${NOVEL}`)).json()) as { version: number };
    let version = novel.version;
    for (let index = 0; index < PANEL_CHANGES; index += 1) {
      const answer = await request(
        'PATCH',
        `novels/${NOVEL}`,
        { description: `${SENTENCE.repeat(4)}Take ${index}.` },
        { 'If-Match': `"${version}"` },
      );
      if (!answer.ok) throw new Error(`Edit ${index} answered ${answer.status}`);
      version += 1;
    }
    const count = await db.selectFrom('changes').select(db.fn.countAll().as('n')).executeTakeFirst();
    console.log(
      `${Number(count?.n)} changes of one novel written in ${((performance.now() - writeStarted) / 1000).toFixed(1)} s`,
    );
    await timed(30, () => request('GET', `history?recordId=${NOVEL}&limit=200`));
    const first = await timed(300, () => request('GET', `history?recordId=${NOVEL}&limit=200`));
    const page = (await (await request('GET', `history?recordId=${NOVEL}&limit=200`)).json()) as ChangePage;
    const newest = page.changes[0]?.id ?? '';
    const detailTimes: number[] = [];
    for (let index = 0; index < 300; index += 1) {
      const started = performance.now();
      const detail = (await (await request('GET', `history/${newest}`)).json()) as ChangeDetail;
      diffFields(detail.before, detail.after);
      detailTimes.push(performance.now() - started);
    }
    detailTimes.sort((a, b) => a - b);
    const total = first.p99 + percentile(detailTimes, 99);
    const isMet = total < PANEL_TARGET_MS;
    console.log(
      `history panel of ${PANEL_CHANGES} changes: first page (200) p50 ${first.p50.toFixed(2)} ms, p99 ${first.p99.toFixed(2)} ms; the shown change with its diff p99 ${percentile(detailTimes, 99).toFixed(2)} ms`,
    );
    console.log(
      `opening the panel, server and diff: ${total.toFixed(1)} ms p99 (target under ${PANEL_TARGET_MS} ms; the list draws only the rows on screen): ${isMet ? 'met' : 'MISSED'}`,
    );
    return isMet;
  } finally {
    await close();
  }
}

/** 3. A year of daily writing, compacted as it goes. */
async function year(): Promise<boolean> {
  const { db, dir, close } = await open();
  try {
    let clock = Date.parse('2025-01-01T09:00:00.000Z');
    await seed(db, clock);
    const request = apiOf(db, () => clock);
    const started = performance.now();
    const addChapter = async (title: string) => {
      const answer = await request('POST', `novels/${NOVEL}/chapters`, { title });
      if (!answer.ok) throw new Error(`Adding a chapter answered ${answer.status}: ${await answer.text()}`);
      return ((await answer.json()) as { id: string }).id;
    };
    let chapter = await addChapter('Chapter 1');
    let chapterNumber = 1;
    let words: string[] = [];
    let textVersion = 0;
    let novelVersion = ((await (await request('GET', `novels/${NOVEL}`)).json()) as { version: number })
      .version;
    for (let day = 0; day < 365; day += 1) {
      clock = Date.parse('2025-01-01T09:00:00.000Z') + day * DAY;
      for (let save = 0; save < 20; save += 1) {
        if (words.length >= 5000) {
          chapterNumber += 1;
          chapter = await addChapter(`Chapter ${chapterNumber}`);
          words = [];
          textVersion = 0;
        }
        // A hundred words more, in paragraphs of about fifty.
        const sentence = `${SENTENCE}Day ${day + 1}, save ${save + 1}. `;
        words.push(...sentence.repeat(6).trim().split(' ').slice(0, 100));
        const paragraphs: string[] = [];
        for (let index = 0; index < words.length; index += 50)
          paragraphs.push(words.slice(index, index + 50).join(' '));
        const answer = await request('PUT', `novels/${NOVEL}/chapters/${chapter}/text`, {
          text: richTextFromPlain(paragraphs.join('\n')),
          version: textVersion,
        });
        if (!answer.ok)
          throw new Error(`Day ${day} save ${save} answered ${answer.status}: ${await answer.text()}`);
        textVersion = ((await answer.json()) as { version: number }).version;
        clock += 3 * 60 * 1000;
      }
      // A record is edited each day too (the novel's description), so history has more than saves.
      const edit = await request(
        'PATCH',
        `novels/${NOVEL}`,
        { description: `After day ${day + 1}: ${SENTENCE.repeat(3)}` },
        { 'If-Match': `"${novelVersion}"` },
      );
      if (!edit.ok) throw new Error(`Day ${day} edit answered ${edit.status}`);
      novelVersion += 1;
    }
    const bytes = async (table: 'chapter_texts' | 'text_versions') =>
      Number(
        (
          await sql<{
            n: number;
          }>`select coalesce(sum(length(doc) + length(plain_text)), 0) as n from ${sql.table(table)}`.execute(
            db,
          )
        ).rows[0]?.n ?? 0,
      );
    const texts = await bytes('chapter_texts');
    const versions = await bytes('text_versions');
    const history = Number(
      (
        await sql<{
          n: number;
        }>`select coalesce(sum(length(coalesce(before, '')) + length(coalesce(after, '')) + length(fields) + length(id) + length(action) + length(entity_id) + length(record_id) + length(name) + 40), 0) as n from changes`.execute(
          db,
        )
      ).rows[0]?.n ?? 0,
    );
    const counts = await sql<{ changes: number; versions: number }>`select
      (select count(*) from changes) as changes, (select count(*) from text_versions) as versions`.execute(
      db,
    );
    await sql`vacuum`.execute(db);
    const file = statSync(join(dir, 'fablehold.db')).size;
    const total = texts + versions + history;
    const isMet = total < YEAR_TARGET_MB * MB;
    console.log(
      `a year of writing (365 sessions × 2,000 words, ${chapterNumber} chapters) in ${((performance.now() - started) / 1000).toFixed(0)} s: chapter texts ${(texts / MB).toFixed(1)} MB, their versions ${(versions / MB).toFixed(1)} MB (${counts.rows[0]?.versions} kept), history ${(history / MB).toFixed(1)} MB (${counts.rows[0]?.changes} changes); database file after VACUUM ${(file / MB).toFixed(1)} MB`,
    );
    console.log(
      `texts + versions + history after compaction: ${(total / MB).toFixed(1)} MB (target under ${YEAR_TARGET_MB} MB): ${isMet ? 'met' : 'MISSED'}`,
    );
    return isMet;
  } finally {
    await close();
  }
}

const results = [await saveOverhead(), await panel(), await year()];
if (results.some((isMet) => !isMet)) process.exitCode = 1;
