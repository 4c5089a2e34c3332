import {
  type ChangeDetail,
  type ChangeOp,
  type ChangePage,
  type ChangeSummary,
  HISTORY_PAGE_DEFAULT,
  type HistoryQuery,
  type RestoreResult,
  type Snapshot,
} from '../../common/api/history';
import type { Workspace } from '../../common/domain/workspace';
import { newChangeId } from '../../common/history/change-id';
import { changedFields } from '../../common/history/field-diff';
import { snapshotName } from '../../common/workspace/derive';
import { recordKindSpecs } from '../../common/workspace/kinds';
import { splitRecord } from '../../common/workspace/record-parts';
import type { StoredPart } from '../../common/workspace/store';
import { NotFoundError } from './errors';
import type { RecordDoor, WorkspaceRepository } from './workspace-repository';

// The in-memory repository's history (decision 039), kept as the server keeps it: each write's changes
// are found by comparing the workspace before and after it, record by record and part by part, and
// named, shown, paged and restored the same way.

/** The workspace's tables of records, the kind history calls their rows, and their parts' parent. */
const TABLES = recordKindSpecs.map(
  ({ collection, kind, parts }) => [collection as keyof Workspace, kind, parts] as const,
);

type Entity = { kind: string; id: string; recordId: string; snapshot: Snapshot };
type StoredChange = ChangeDetail;

/** Fields that follow from others (word counts follow texts): a write of only these is no change. */
const DERIVED = new Set(['wordCount']);

export type InMemoryHistoryOptions = {
  workspace: () => Promise<Workspace>;
  storedParts: () => Promise<{ part: StoredPart }[]>;
  /** Writes one side of a change back, by the workspace core's restore (its checks, a save's rules). */
  restore: (change: ChangeDetail, side: 'before' | 'after') => Promise<void>;
  now: () => Date;
};

/** 'movePart' → 'reorder'; others by what they did ('update-novel'), as the server names them. */
function actionOf(method: string): string | undefined {
  if (method === 'movePart') return 'reorder';
  if (method === 'createRelation') return 'link';
  if (method === 'deleteRelation') return 'unlink';
  if (method === 'saveChapterText' || method === 'restoreTextVersion') return 'save-text';
  if (method === 'restoreChange') return 'restore';
  return undefined;
}

const isWrite = (name: string) =>
  /^(create|update|delete|move|set|save|restore)[A-Z]/.test(name) && name !== 'restoreChange';

export function createInMemoryHistory(options: InMemoryHistoryOptions) {
  const changes: StoredChange[] = [];
  let queue: Promise<unknown> = Promise.resolve();

  async function entities(): Promise<Map<string, Entity>> {
    const ws = await options.workspace();
    const found = new Map<string, Entity>();
    for (const [key, kind, parent] of TABLES) {
      for (const record of ws[key] as { id: string; timelineId?: string }[]) {
        const own = parent === undefined ? record : splitRecord(parent, record, { stamp: '' }).record;
        const recordId =
          key === 'events' && typeof record.timelineId === 'string' ? record.timelineId : record.id;
        found.set(`${kind}:${record.id}`, {
          kind,
          id: record.id,
          recordId,
          snapshot: structuredClone(own) as Snapshot,
        });
      }
    }
    for (const { part } of await options.storedParts()) {
      found.set(`part:${part.id}`, {
        kind: 'part',
        id: part.id,
        recordId: part.parentId,
        snapshot: structuredClone(part) as unknown as Snapshot,
      });
    }
    return found;
  }

  function add(
    action: string | undefined,
    op: ChangeOp,
    entity: Entity,
    before: Snapshot | null,
    after: Snapshot | null,
    isComplete: boolean,
  ): void {
    const at = options.now();
    const source = after ?? before ?? {};
    changes.push({
      id: newChangeId(at.getTime()),
      at: at.toISOString(),
      action: action ?? `${op}-${entity.kind}`,
      op,
      entityKind: entity.kind,
      entityId: entity.id,
      recordId: entity.recordId,
      name: snapshotName(source),
      fields: changedFields(before, after),
      before,
      after,
      isComplete,
      isRestorable: true,
    });
  }

  function compare(action: string | undefined, before: Map<string, Entity>, after: Map<string, Entity>) {
    for (const [key, old] of before) {
      const next = after.get(key);
      if (next === undefined) add(action, 'delete', old, old.snapshot, null, true);
      else {
        const fields = changedFields(old.snapshot, next.snapshot);
        if (fields.length === 0 || fields.every((field) => DERIVED.has(field))) continue;
        // A reorder keeps positions only, as the server does.
        if (old.kind === 'part' && fields.length === 1 && fields[0] === 'position') {
          const position = (entity: Entity) => ({ position: entity.snapshot.position });
          add(action ?? 'reorder', 'update', next, position(old), position(next), false);
        } else add(action, 'update', next, old.snapshot, next.snapshot, true);
      }
    }
    for (const [key, next] of after) {
      if (!before.has(key)) add(action, 'create', next, null, next.snapshot, true);
    }
  }

  /** A chapter's text saved: noted, not kept (its words are in its Versions), as on the server. */
  function addTextSave(novelId: string, chapterId: string): void {
    const at = options.now();
    changes.push({
      id: newChangeId(at.getTime()),
      at: at.toISOString(),
      action: 'save-text',
      op: 'update',
      entityKind: 'chapter-text',
      entityId: chapterId,
      recordId: novelId,
      name: '',
      fields: ['text'],
      before: null,
      after: null,
      isComplete: false,
      isRestorable: false,
    });
  }

  /** Runs one write, one at a time, and records what it changed. */
  function tracked<T>(method: string, write: () => Promise<T>, args: readonly unknown[] = []): Promise<T> {
    const run = queue.then(async () => {
      const before = await entities();
      let isDone = false;
      try {
        const result = await write();
        isDone = true;
        return result;
      } finally {
        compare(actionOf(method), before, await entities());
        const [novelId, chapterId] = args;
        if (
          isDone &&
          actionOf(method) === 'save-text' &&
          typeof novelId === 'string' &&
          typeof chapterId === 'string'
        ) {
          addTextSave(novelId, chapterId);
        }
      }
    });
    queue = run.catch(() => undefined);
    return run;
  }

  return {
    /** The repository with every write recorded. */
    wrap(repository: WorkspaceRepository): WorkspaceRepository {
      const wrapped: Record<string, unknown> = { ...repository };
      // A kind's door (decision 096): its writes are noted as every other write.
      wrapped.records = (kind: string): RecordDoor => {
        const door = repository.records(kind);
        return {
          ...door,
          create: (input) => tracked('create', () => door.create(input)),
          update: (id, patch, version) => tracked('update', () => door.update(id, patch, version)),
          delete: (id) => tracked('delete', () => door.delete(id)),
        };
      };
      for (const [name, method] of Object.entries(repository)) {
        if (typeof method !== 'function' || !isWrite(name)) continue;
        wrapped[name] = (...args: unknown[]) =>
          tracked(name, () => (method as (...input: unknown[]) => Promise<unknown>)(...args), args);
      }
      return wrapped as unknown as WorkspaceRepository;
    },

    async listChanges(query: HistoryQuery): Promise<ChangePage> {
      const limit = query.limit ?? HISTORY_PAGE_DEFAULT;
      const matching = changes
        .filter(
          (change) =>
            (query.recordId === undefined || change.recordId === query.recordId) &&
            (query.entityId === undefined || change.entityId === query.entityId) &&
            (query.entityKind === undefined || change.entityKind === query.entityKind) &&
            (query.before === undefined || change.id < query.before),
        )
        .sort((a, b) => (a.id < b.id ? 1 : -1));
      const page: ChangeSummary[] = matching
        .slice(0, limit)
        .map(({ before: _b, after: _a, isComplete: _c, isRestorable: _r, ...summary }) => summary);
      return { changes: page, nextBefore: matching.length > limit ? (page.at(-1)?.id ?? null) : null };
    },

    async getChange(id: string): Promise<ChangeDetail> {
      const change = changes.find((entry) => entry.id === id);
      if (change === undefined) throw new NotFoundError('Change not found');
      return structuredClone(change);
    },

    async restoreChange(id: string, side: 'before' | 'after'): Promise<RestoreResult> {
      const change = changes.find((entry) => entry.id === id);
      if (change === undefined) throw new NotFoundError('Change not found');
      await tracked('restoreChange', async () => {
        const count = changes.length;
        await options.restore(structuredClone(change), side);
        return count;
      });
      const written = changes.filter((entry) => entry.entityId === change.entityId).at(-1);
      const restored = written?.action === 'restore' ? written : undefined;
      if (restored === undefined) return { change: null };
      const { before: _b, after: _a, isComplete: _c, isRestorable: _r, ...summary } = restored;
      return { change: summary };
    },
  };
}
