import { type ContinuityIndex, createContinuityIndex } from '../../common/continuity/continuity-index';
import {
  type ContinuityScope,
  chapterPassage,
  type Gathered,
  gatherContinuity,
} from '../../common/continuity/gather';
import { type ContinuitySettings, defaultContinuitySettings } from '../../common/continuity/input';
import type { Workspace } from '../../common/domain/workspace';
import type { RichText, RichTextDoc } from '../../common/text/rich-text';
import { type Calendar, calendarSchema } from '../../common/time/calendar';
import { readWorkspace, type WorkspaceStore } from '../db/workspace-store';

// The continuity index of a scope kept between requests (decision 060), so that the report after one
// chapter save re-reads that chapter alone. What changed is read from the history of changes (decision
// 039): a chapter's text saved, or a chapter's fields changed without moving it, are put in the index;
// any other change (a character, a relation, a chapter added, moved or deleted, an import) — or a
// calendar changed, which the history does not note — reads the whole scope again. Changes are read
// back a minute before the newest one seen, so one committed late with an earlier id is not missed.

const WINDOW_MS = 60_000;
const ENTRIES_MAX = 16;
const CHANGES_MAX = 500;

type Entry = {
  workspace: Workspace;
  docs: Map<string, RichTextDoc>;
  gathered: Gathered;
  index: ContinuityIndex;
  calendarsStamp: string;
  /** Change ids already taken in, from a minute before the newest. */
  seen: Set<string>;
  newest: string;
};

const entries = new Map<string, Entry>();

const idTime = (id: string) => Number.parseInt(id.slice(0, 9), 36);
const idFloor = (time: number) => Math.max(0, time).toString(36).padStart(9, '0');

async function calendarsOf(store: WorkspaceStore) {
  const rows = await store.db
    .selectFrom('calendars')
    .select(['id', 'owner_kind', 'owner_id', 'data', 'version'])
    .where('user_id', '=', store.userId)
    .orderBy('id')
    .execute();
  return {
    stamp: rows.map((row) => `${row.id}@${row.version}`).join(','),
    read: () =>
      rows.map((row) => ({
        ownerKind: row.owner_kind,
        ownerId: row.owner_id,
        calendar: calendarSchema.parse(JSON.parse(row.data)) as Calendar,
      })),
  };
}

async function changesFrom(store: WorkspaceStore, from: string) {
  return store.db
    .selectFrom('changes')
    .select(['id', 'op', 'entity_kind', 'entity_id', 'record_id', 'before', 'after'])
    .where('user_id', '=', store.userId)
    .where('id', '>=', from)
    .orderBy('id')
    .limit(CHANGES_MAX + 1)
    .execute();
}

async function newestChange(store: WorkspaceStore): Promise<string> {
  const row = await store.db
    .selectFrom('changes')
    .select('id')
    .where('user_id', '=', store.userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? idFloor(0);
}

async function build(
  store: WorkspaceStore,
  scope: ContinuityScope,
  settings: ContinuitySettings,
  calendars: Awaited<ReturnType<typeof calendarsOf>>,
): Promise<Entry> {
  // The newest change first: anything written while the workspace is read is taken in next time.
  const newest = await newestChange(store);
  const seen = new Set((await changesFrom(store, idFloor(idTime(newest) - WINDOW_MS))).map((row) => row.id));
  const workspace = await readWorkspace(store);
  const gathered = gatherContinuity({ workspace, calendars: calendars.read() }, scope, settings);
  const docs = new Map((workspace.chapterTexts ?? []).map((text) => [text.chapterId, text.text.doc]));
  return {
    workspace,
    docs,
    gathered,
    index: createContinuityIndex(gathered.input),
    calendarsStamp: calendars.stamp,
    seen,
    newest,
  };
}

type StoredPartSnapshot = {
  kind?: string;
  parentId?: string;
  position?: number;
  data?: Record<string, unknown>;
};

/** Takes in the changes since the entry was read; false when one needs the whole scope read again. */
async function catchUp(store: WorkspaceStore, entry: Entry): Promise<boolean> {
  const rows = await changesFrom(store, idFloor(idTime(entry.newest) - WINDOW_MS));
  if (rows.length > CHANGES_MAX) return false;
  for (const row of rows) {
    if (entry.seen.has(row.id)) continue;
    entry.seen.add(row.id);
    if (row.id > entry.newest) entry.newest = row.id;
    const isText = row.entity_kind === 'chapter-text' && row.op !== 'delete';
    let fields: Record<string, unknown> | undefined;
    if (!isText) {
      if (row.entity_kind !== 'part' || row.op !== 'update') return false;
      const before = JSON.parse(row.before ?? '{}') as StoredPartSnapshot;
      const after = JSON.parse(row.after ?? '{}') as StoredPartSnapshot;
      if (after.kind !== 'novels/chapters') {
        // A part of a novel or campaign outside the scope cannot change its report; others can.
        if (after.parentId !== undefined && !isInScope(entry, after.parentId)) continue;
        return false;
      }
      if (before.position !== after.position || before.parentId !== after.parentId) return false;
      fields = after.data;
    }
    if (!entry.gathered.novelIds.has(row.record_id)) continue;
    await retakeChapter(store, entry, row.record_id, row.entity_id, isText, fields);
  }
  const floor = idFloor(idTime(entry.newest) - WINDOW_MS);
  for (const id of entry.seen) if (id < floor) entry.seen.delete(id);
  return true;
}

function isInScope(entry: Entry, recordId: string): boolean {
  const { workspace, gathered } = entry;
  return (
    gathered.novelIds.has(recordId) ||
    gathered.input.passages.some((passage) => passage.containerId === recordId) ||
    workspace.universes.some((universe) => universe.id === recordId)
  );
}

async function retakeChapter(
  store: WorkspaceStore,
  entry: Entry,
  novelId: string,
  chapterId: string,
  isText: boolean,
  fields: Record<string, unknown> | undefined,
): Promise<void> {
  const novel = entry.workspace.novels.find((one) => one.id === novelId);
  const order = novel?.chapters.findIndex((chapter) => chapter.id === chapterId) ?? -1;
  const chapter = novel?.chapters[order];
  if (novel === undefined || chapter === undefined) return;
  if (fields !== undefined) novel.chapters[order] = { ...chapter, ...(fields as Partial<typeof chapter>) };
  if (isText) {
    const row = await store.db
      .selectFrom('chapter_texts')
      .select('doc')
      .where('user_id', '=', store.userId)
      .where('chapter_id', '=', chapterId)
      .executeTakeFirst();
    if (row === undefined) entry.docs.delete(chapterId);
    else entry.docs.set(chapterId, (JSON.parse(row.doc) as RichText).doc);
  }
  stats.retakes += 1;
  const saved = novel.chapters[order] ?? chapter;
  const { calendar, resolve } = entry.gathered;
  entry.index.setPassage(
    chapterId,
    chapterPassage(novelId, saved, order, entry.docs.get(chapterId), calendar, resolve),
  );
}

type Job = { store: WorkspaceStore; scope: ContinuityScope; settings: ContinuitySettings };

/**
 * The background checks (decision 074): after a write, each scope of that user the server keeps is
 * brought up to date by a job of its own, queued, one running at a time (the machine serves requests
 * too). A scope queued again while it waits is one job (saves coalesce); one written to while its job
 * runs is queued once more, behind. A report that finds its scope's job queued or running waits for
 * it instead of reading the scope a second time.
 */
const queued = new Map<string, Job>();
let running: { key: string; done: Promise<void> } | null = null;
let idle: Promise<void> = Promise.resolve();
let markIdle: (() => void) | null = null;
const stats = { jobs: 0, builds: 0, retakes: 0, failures: 0 };

const keyOf = (store: WorkspaceStore, scope: ContinuityScope, settings: ContinuitySettings) =>
  `${store.kind}\u0000${store.userId}\u0000${scope.kind}\u0000${scope.id}\u0000${settings.birthAfterParentDeathDays}`;

/** Brings a scope's entry up to date: its changes taken in, or the scope read again. */
async function refresh(key: string, { store, scope, settings }: Job): Promise<Entry> {
  const calendars = await calendarsOf(store);
  let entry = entries.get(key);
  if (entry === undefined || entry.calendarsStamp !== calendars.stamp || !(await catchUp(store, entry))) {
    stats.builds += 1;
    entry = await build(store, scope, settings, calendars);
  }
  // Most recently used last; the oldest goes past the limit.
  entries.delete(key);
  entries.set(key, entry);
  if (entries.size > ENTRIES_MAX) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  return entry;
}

/** A job is about to start (on the next turn of the event loop, after the answer to the write). */
let starting = false;

function settleIfIdle(): void {
  if (running !== null || starting || queued.size > 0) return;
  markIdle?.();
  markIdle = null;
}

function runQueue(): void {
  if (running !== null || starting) return;
  if (queued.size === 0) {
    settleIfIdle();
    return;
  }
  starting = true;
  // Taken from the queue only when it starts: every write answered meanwhile joins the job waiting.
  setImmediate(() => {
    starting = false;
    const next = queued.entries().next().value;
    if (next === undefined) {
      settleIfIdle();
      return;
    }
    const [key, job] = next;
    queued.delete(key);
    stats.jobs += 1;
    const done = refresh(key, job).then(
      () => undefined,
      () => {
        // A failed check (a database closing, a row changed under it) forgets the scope: the next
        // report reads it whole in its request.
        stats.failures += 1;
        entries.delete(key);
      },
    );
    running = { key, done };
    void done.then(() => {
      running = null;
      runQueue();
    });
  });
}

function enqueue(key: string, job: Job): void {
  if (markIdle === null) idle = new Promise((resolve) => (markIdle = resolve));
  queued.set(key, job);
  runQueue();
}

/**
 * After a write of `store`'s user: queues a check of every scope of theirs the server keeps (a novel,
 * a campaign or a universe whose report was read), so that its count is current when next asked.
 */
export function checkAfterWrite(store: WorkspaceStore): void {
  const prefix = `${store.kind}\u0000${store.userId}\u0000`;
  for (const key of entries.keys()) {
    if (!key.startsWith(prefix)) continue;
    const [, , kind, id, days] = key.split('\u0000');
    enqueue(key, {
      store,
      scope: { kind: kind as ContinuityScope['kind'], id: id ?? '' },
      settings: { ...defaultContinuitySettings, birthAfterParentDeathDays: Number(days) },
    });
  }
}

/** For tests and the bench: resolves when no check is queued or running; what the jobs have done. */
export function continuityJobs(): { idle: () => Promise<void>; stats: Readonly<typeof stats> } {
  return { idle: () => (running === null && queued.size === 0 ? Promise.resolve() : idle), stats };
}

/**
 * The scope's continuity index, up to date: the kept one with the changes since taken in, or the scope
 * read whole when there is none or a change needs it. A check of the scope already queued or running
 * is waited for, not done twice.
 */
export async function continuityIndexOf(
  store: WorkspaceStore,
  scope: ContinuityScope,
  settings: ContinuitySettings,
): Promise<{ index: ContinuityIndex; calendar: Calendar | undefined }> {
  const key = keyOf(store, scope, settings);
  if (queued.has(key)) {
    // Taken out of the queue and done now, for this request; the queue goes on with the others.
    queued.delete(key);
    settleIfIdle();
  } else if (running?.key === key) {
    await running.done;
  }
  const entry = await refresh(key, { store, scope, settings });
  return { index: entry.index, calendar: entry.gathered.calendar };
}
