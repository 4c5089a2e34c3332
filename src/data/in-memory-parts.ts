import type { PartParent } from '../../common/api/parts';
import type { Workspace } from '../../common/domain/workspace';
import { type ManuscriptFormat, type ManuscriptView, manuscriptMarkdown } from '../../common/text/manuscript';
import type { RichText } from '../../common/text/rich-text';
import type { CastStore } from '../../common/workspace/cast';
import { WorkspaceError } from '../../common/workspace/errors';
import type { ItemStore } from '../../common/workspace/items';
import type { RecordKind } from '../../common/workspace/kinds';
import {
  createMemoryChapterTextStore,
  type MemoryChapterTextStore,
} from '../../common/workspace/memory-chapter-text-store';
import { createMemoryRecordStore, type MemoryRecords } from '../../common/workspace/memory-record-store';
import type { MemoryRelationStore } from '../../common/workspace/memory-relation-store';
import { createMemoryPartStore } from '../../common/workspace/memory-store';
import {
  createMemoryTrashStore,
  type MemoryFieldTrash,
  type MemoryKindTrash,
} from '../../common/workspace/memory-trash-store';
import { type Appearance, listAppearances } from '../../common/workspace/operations/appearances';
import { changeSecret } from '../../common/workspace/operations/change-secret';
import { readChapterText, saveChapterText } from '../../common/workspace/operations/chapter-text';
import { listItemAppearances } from '../../common/workspace/operations/item-appearances';
import { movePart } from '../../common/workspace/operations/move-part';
import {
  addPart,
  changePart,
  reachesOtherRecords,
  removePart,
} from '../../common/workspace/operations/part-commands';
import {
  listPartTextVersions,
  type PartTextRef,
  readPartTextVersion,
  restorePartTextVersion,
  savePartNamedVersion,
} from '../../common/workspace/operations/part-text-versions';
import {
  listTextVersions,
  readTextVersion,
  restoreTextVersion,
  saveNamedVersion,
} from '../../common/workspace/operations/text-versions';
import { readWritingGoal, setWritingGoal } from '../../common/workspace/operations/writing-goal';
import { type PartKind, partKindAt } from '../../common/workspace/part-kinds';
import { type PartView, presentPart } from '../../common/workspace/present';
import { castStoreOver, itemStoreOver } from '../../common/workspace/record-backed-stores';
import { joinRecord, splitRecord } from '../../common/workspace/record-parts';
import type { RecordStore, StoredRecord } from '../../common/workspace/record-store';
import type { SecretChange } from '../../common/workspace/secret-blocks';
import type { PartStore, StoredPart } from '../../common/workspace/store';
import type { TrashStore } from '../../common/workspace/trash-store';
import { localDay } from '../../common/workspace/writing-goal';
import { ConflictError, isChapterTextView, NotFoundError, ValidationError } from './errors';
import { liveRecords } from './in-memory-records';
import type { PartFields, PartTextTarget } from './workspace-repository';

type ParentRecord = { id: string; lastUpdated?: string };

function recordsOf(ws: Workspace, parent: PartParent): ParentRecord[] {
  if (parent === 'novels') return ws.novels;
  if (parent === 'universes') return ws.universes;
  if (parent === 'worlds') return ws.worlds;
  return ws.campaigns;
}

const parents: readonly PartParent[] = ['novels', 'universes', 'worlds', 'campaigns'];

/** The workspace core's refusals as the errors every repository throws (src/data/errors.ts). */
export function asDataError(error: unknown): unknown {
  if (!(error instanceof WorkspaceError)) return error;
  switch (error.reason) {
    case 'not_found':
      return new NotFoundError(error.message);
    case 'invalid':
      return new ValidationError(error.message, error.field.split('.')[0] || undefined);
    case 'conflict':
      if (isChapterTextView(error.current)) return new ConflictError(error.message, error.current);
      return error.current === undefined
        ? new Error(error.message)
        : new ConflictError(error.message, error.current as PartView);
    default:
      return new Error(error.message);
  }
}

export type InMemoryPartsOptions = {
  workspace: () => Promise<Workspace>;
  now: () => string;
  newId: () => string;
};

/**
 * The records and parts of the in-memory workspace, changed by the workspace core's own commands
 * (common/workspace/operations) over its memory stores, so the rules are the server's: one record store
 * over the workspace's lists of records, whose parts (one versioned row each) are in one part store. The
 * records' lists of parts are rewritten after every change, so counts, the References tables and every
 * other derived read see the parts as they are.
 */
export function createInMemoryParts({ workspace, now, newId }: InMemoryPartsOptions) {
  type Loaded = {
    ws: Workspace;
    store: PartStore;
    lists: MemoryRecords;
    records: RecordStore;
    cast: CastStore;
    itemStore: ItemStore;
    texts: MemoryChapterTextStore;
  };
  let ready: Promise<Loaded> | undefined;

  async function load(): Promise<Loaded> {
    const ws = await workspace();
    const memory = createMemoryPartStore();
    // The records live in the workspace, not in the memory store: whether one exists and its
    // lastUpdated stamp are read and written there.
    const store: PartStore = {
      ...memory,
      transaction: (work) => memory.transaction(() => work(store)),
      parentExists: async (parent, id) => recordsOf(ws, parent).some((record) => record.id === id),
      async touchParent(parent, id, stamp) {
        const record = recordsOf(ws, parent).find((entry) => entry.id === id);
        if (record !== undefined && parent !== 'worlds') record.lastUpdated = stamp;
      },
    };
    const taken = new Set<string>();
    const claimId = (id: string) => {
      const claimed = taken.has(id) ? newId() : id;
      taken.add(claimed);
      return claimed;
    };
    for (const parent of parents) {
      for (const record of recordsOf(ws, parent)) {
        const { parts } = splitRecord(parent, record, { stamp: record.lastUpdated ?? now(), claimId });
        await memory.insertParts(parts);
      }
    }
    // As stored on the server, References characters and items carry their version.
    for (const record of [...ws.characters, ...ws.items] as { version?: number }[]) record.version ??= 1;
    const lists = liveRecords(ws);
    const records = createMemoryRecordStore(lists, { parts: store });
    const cast = castStoreOver(records);
    const itemStore = itemStoreOver(records);
    // Chapters' texts, apart from their rows as on the server; a save's novel total lands on the novel.
    const texts = createMemoryChapterTextStore(store, (novelId, wordCount) => {
      const novel = ws.novels.find((entry) => entry.id === novelId);
      if (novel !== undefined) novel.wordCount = wordCount;
    });
    return { ws, store, lists, records, cast, itemStore, texts };
  }

  function open() {
    ready ??= load();
    return ready;
  }

  /** Writes the stored parts back into the record's lists (without versions). */
  async function syncLists(ws: Workspace, store: PartStore, parent: PartParent, parentId: string) {
    const record = recordsOf(ws, parent).find((entry) => entry.id === parentId);
    if (record === undefined) return;
    Object.assign(record, joinRecord(parent, record, await store.listParts(parentId), false));
  }

  const storesOf = (store: PartStore, cast: CastStore, itemStore: ItemStore) => ({
    parts: store,
    cast: () => cast,
    items: () => itemStore,
  });

  const refOf = (target: PartTextTarget): PartTextRef => ({
    kind: kindOf(target.parent, target.segment),
    parentId: target.parentId,
    partId: target.partId,
    field: target.field,
  });

  function kindOf(parent: PartParent, segment: string): PartKind {
    const spec = partKindAt(parent, segment);
    if (spec === undefined) throw new NotFoundError('Part not found');
    return spec.kind;
  }

  /**
   * Runs a command on the parts of one record, then rewrites that record's lists (every novel's and
   * campaign's for a character's appearances: a rename reaches them all).
   */
  async function run<T>(
    parent: PartParent,
    parentId: string,
    command: (store: PartStore, cast: CastStore, itemStore: ItemStore) => Promise<T>,
  ): Promise<T> {
    const { ws, store, cast, itemStore } = await open();
    try {
      return await command(store, cast, itemStore);
    } catch (error) {
      throw asDataError(error);
    } finally {
      await syncLists(ws, store, parent, parentId);
    }
  }

  async function syncStages(): Promise<void> {
    const { ws, store } = await open();
    for (const parent of ['novels', 'campaigns'] as const) {
      for (const record of recordsOf(ws, parent)) await syncLists(ws, store, parent, record.id);
    }
  }

  /** Runs a command over the loaded stores, then rewrites every record's lists (a delete reaches them all). */
  async function inWorkspace<T>(command: (loaded: Loaded) => Promise<T>): Promise<T> {
    const loaded = await open();
    const { ws, store } = loaded;
    try {
      return await command(loaded);
    } catch (error) {
      throw asDataError(error);
    } finally {
      for (const parent of parents) {
        for (const record of recordsOf(ws, parent)) await syncLists(ws, store, parent, record.id);
      }
    }
  }

  return {
    /** The detail read with each part's version (`getCampaign`, ...). */
    async withVersions<R extends { id: string }>(parent: PartParent, detail: R): Promise<R> {
      const { store } = await open();
      return joinRecord(parent, detail, await store.listParts(detail.id), true);
    },

    /** The records of a kind as stored (characters and items with their versions). */
    async listRecords(kind: RecordKind): Promise<StoredRecord[]> {
      const { records } = await open();
      return records.listRecords(kind);
    },

    /**
     * Runs a record command (create, update, delete, its plan) on the workspace's record store, then
     * rewrites every record's lists: a character's rename or a record's delete reaches other records' parts.
     */
    withRecords<T>(command: (records: RecordStore) => Promise<T>): Promise<T> {
      return inWorkspace(async ({ records }) => command(records));
    },

    /**
     * Runs the Trash's snapshot or write-back (the core's, decision 079) over the workspace's records,
     * parts, chapter texts and these relations and fields, then rewrites every record's lists.
     */
    withTrash<T>(
      sides: { relations: MemoryRelationStore; fields: MemoryFieldTrash; kinds?: MemoryKindTrash },
      command: (store: TrashStore) => Promise<T>,
    ): Promise<T> {
      return inWorkspace(({ lists, records, texts }) =>
        command(createMemoryTrashStore(lists, { records, texts, ...sides })),
      );
    },

    createPart(parent: PartParent, parentId: string, segment: string, input: PartFields) {
      const kind = kindOf(parent, segment);
      return run(parent, parentId, async (store, cast, itemStore) => {
        const stores = { parts: store, cast: () => cast, items: () => itemStore };
        return presentPart(
          await addPart(stores, { kind, parentId, input, id: newId(), newRecordId: newId, now: now() }),
        );
      });
    },

    /** Where an item appears (its campaigns). */
    async listItemAppearances(itemId: string): Promise<Appearance[]> {
      const { itemStore } = await open();
      try {
        return await listItemAppearances(itemStore, itemId);
      } catch (error) {
        throw asDataError(error);
      }
    },

    /** Where a character appears (its page's list). */
    async listAppearances(characterId: string): Promise<Appearance[]> {
      const { cast } = await open();
      try {
        return await listAppearances(cast, characterId);
      } catch (error) {
        throw asDataError(error);
      }
    },

    updatePart(
      parent: PartParent,
      parentId: string,
      segment: string,
      partId: string,
      patch: PartFields,
      version: number,
    ) {
      const kind = kindOf(parent, segment);
      return run(parent, parentId, async (store, cast, itemStore) => {
        const stores = { parts: store, cast: () => cast, items: () => itemStore };
        const part = await changePart(stores, { kind, parentId, partId, patch, version, now: now() });
        // A rename reaches the other novels' and campaigns' lists too.
        if (reachesOtherRecords(kind)) await syncStages();
        return presentPart(part);
      });
    },

    async deletePart(
      parent: PartParent,
      parentId: string,
      segment: string,
      partId: string,
      version?: number,
      /** The delete's stamp (the Trash's entry keeps the parent's before it). */
      at = now(),
    ) {
      const kind = kindOf(parent, segment);
      await run(parent, parentId, (store, cast, itemStore) =>
        removePart(
          { parts: store, cast: () => cast, items: () => itemStore },
          { kind, parentId, partId, version, now: at },
        ),
      );
    },

    async getChapterText(novelId: string, chapterId: string) {
      const { texts } = await open();
      try {
        return await readChapterText(texts, novelId, chapterId);
      } catch (error) {
        throw asDataError(error);
      }
    },

    /** The novel's manuscript as Markdown (the Word form is built by the server only). */
    async manuscript(novelId: string, title: string, format: ManuscriptFormat): Promise<Blob> {
      if (format === 'docx') throw new Error('The Word file is made by the server');
      const { store, texts } = await open();
      const chapters = await store.listParts(novelId, 'novels/chapters');
      const markdown = manuscriptMarkdown({
        title,
        chapters: await Promise.all(
          chapters.map(async (chapter) => ({
            title: String(chapter.data.title ?? ''),
            text: (await texts.getText(chapter.id))?.text ?? null,
          })),
        ),
      });
      return new Blob([markdown], { type: 'text/markdown;charset=utf-8' });
    },

    /** Saves a chapter's text; the novel's chapters list then shows the counted word count. */
    async saveChapterText(
      novelId: string,
      chapterId: string,
      text: RichText,
      version: number,
      day = localDay(new Date()),
    ) {
      const { texts } = await open();
      return run('novels', novelId, () =>
        saveChapterText(texts, { novelId, chapterId, text, version, now: now(), day }),
      );
    },

    /** A part's long text's versions (decision 037), newest first. */
    async listPartTextVersions(target: PartTextTarget) {
      const { store, cast, itemStore } = await open();
      try {
        return await listPartTextVersions(storesOf(store, cast, itemStore), refOf(target));
      } catch (error) {
        throw asDataError(error);
      }
    },

    async getPartTextVersion(target: PartTextTarget, versionId: string) {
      const { store, cast, itemStore } = await open();
      try {
        return await readPartTextVersion(storesOf(store, cast, itemStore), refOf(target), versionId);
      } catch (error) {
        throw asDataError(error);
      }
    },

    async savePartNamedVersion(target: PartTextTarget, name: string) {
      const { store, cast, itemStore } = await open();
      try {
        return await savePartNamedVersion(storesOf(store, cast, itemStore), {
          ...refOf(target),
          name,
          now: now(),
        });
      } catch (error) {
        throw asDataError(error);
      }
    },

    restorePartTextVersion(target: PartTextTarget, versionId: string, version: number) {
      const ref = refOf(target);
      return run(target.parent, target.parentId, async (store, cast, itemStore) => {
        const part = await restorePartTextVersion(storesOf(store, cast, itemStore), {
          ...ref,
          versionId,
          version,
          now: now(),
        });
        if (reachesOtherRecords(ref.kind as PartKind)) await syncStages();
        return presentPart(part);
      });
    },

    changeSecret(target: PartTextTarget, index: number, change: SecretChange, version: number) {
      const ref = refOf(target);
      return run(target.parent, target.parentId, async (store, cast, itemStore) => {
        const part = await changeSecret(storesOf(store, cast, itemStore), {
          ...ref,
          index,
          change,
          version,
          now: now(),
        });
        return presentPart(part);
      });
    },

    /** A chapter's versions (decision 037), newest first. */
    async listTextVersions(novelId: string, chapterId: string) {
      const { texts } = await open();
      try {
        return await listTextVersions(texts, novelId, chapterId);
      } catch (error) {
        throw asDataError(error);
      }
    },

    async getTextVersion(novelId: string, chapterId: string, versionId: string) {
      const { texts } = await open();
      try {
        return await readTextVersion(texts, novelId, chapterId, versionId);
      } catch (error) {
        throw asDataError(error);
      }
    },

    async saveNamedVersion(novelId: string, chapterId: string, name: string) {
      const { texts } = await open();
      try {
        return await saveNamedVersion(texts, { novelId, chapterId, name, now: now() });
      } catch (error) {
        throw asDataError(error);
      }
    },

    async restoreTextVersion(
      novelId: string,
      chapterId: string,
      versionId: string,
      version: number,
      day = localDay(new Date()),
    ) {
      const { texts } = await open();
      return run('novels', novelId, () =>
        restoreTextVersion(texts, { novelId, chapterId, versionId, version, now: now(), day }),
      );
    },

    /** The novel's chapters in order with their counts and texts. */
    async manuscriptView(novelId: string, title: string): Promise<ManuscriptView> {
      const { store, texts } = await open();
      const chapters = await Promise.all(
        (await store.listParts(novelId, 'novels/chapters')).map(async (chapter) => ({
          id: chapter.id,
          title: String(chapter.data.title ?? ''),
          wordCount: Number(chapter.data.wordCount ?? 0),
          text: (await texts.getText(chapter.id))?.text ?? null,
        })),
      );
      const wordCount = chapters.reduce((sum, chapter) => sum + chapter.wordCount, 0);
      return { novelId, title, wordCount, chapters };
    },

    async getWritingGoal(novelId: string, day: string) {
      const { texts } = await open();
      try {
        return await readWritingGoal(texts.goals(), novelId, day);
      } catch (error) {
        throw asDataError(error);
      }
    },

    async setWritingGoal(novelId: string, dailyWords: number | null, version: number, day: string) {
      const { texts } = await open();
      try {
        return await setWritingGoal(texts.goals(), { novelId, dailyWords, version, day, now: now() });
      } catch (error) {
        throw asDataError(error);
      }
    },

    async storedParts(): Promise<{ part: StoredPart; text: RichText | null }[]> {
      const { ws, store, texts } = await open();
      const ids = parents.flatMap((parent) => recordsOf(ws, parent).map((record) => record.id));
      return Promise.all(
        (await store.listPartsOf(ids)).map(async (part) => ({
          part,
          text: part.kind === 'novels/chapters' ? ((await texts.getText(part.id))?.text ?? null) : null,
        })),
      );
    },

    movePart(parent: PartParent, parentId: string, segment: string, partId: string, toIndex: number) {
      return run(parent, parentId, async (store) =>
        (await movePart(store, { kind: kindOf(parent, segment), parentId, partId, toIndex, now: now() })).map(
          presentPart,
        ),
      );
    },
  };
}
