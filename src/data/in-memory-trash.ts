import {
  DEFAULT_RETENTION_DAYS,
  FIELD_TRASH_KIND,
  importTrashKindLabel,
  type TrashEntry,
  type TrashList,
  type TrashRestored,
  type TrashSettings,
  trashSettingsSchema,
} from '../../common/api/trash';
import type { Workspace } from '../../common/domain/workspace';
import { displayName } from '../../common/workspace/derive';
import { type EntityKind, entityKey, entityKindLabel } from '../../common/workspace/entities';
import {
  fieldRestoreProblem,
  fieldTrashContents,
  type TrashedField,
} from '../../common/workspace/field-trash';
import { isRecordKind, links, type RecordKind, recordKind, recordKinds } from '../../common/workspace/kinds';
import type { DeletePlan } from '../../common/workspace/operations/delete-record';
import { type Membership, membershipsIn } from '../../common/workspace/operations/part-members';
import {
  mendLostLink,
  putBackStamp,
  type Restoring,
  restoreProblem,
  withoutDanglingLinks,
} from '../../common/workspace/operations/trash-restore';
import type { RecordStore } from '../../common/workspace/record-store';
import type { StoredRelation } from '../../common/workspace/relations';
import {
  describeContents,
  emptyPayload,
  expiresAt,
  restoreBlockedMessage,
  restoreTakenMessage,
  retentionCutoff,
} from '../../common/workspace/trash';
import { NotFoundError } from './errors';
import type { InMemoryFieldTrash } from './in-memory-fields';
import type { TrashPartRow } from './in-memory-parts';
import { parse } from './record-helpers';
import type { Trashed } from './workspace-repository';

// The Trash of the in-memory workspace (decision 038), by the data API's rules: a delete moves what it
// took there, found by comparing the workspace before and after it (records at their list places,
// parts with versions and chapter texts, relations at either end, links that only lost their target,
// the parent stamp a delete moved); a restore puts it back whole or says what is in the way.

type Row = Record<string, unknown> & { id: string };

/** Every record kind of the registry (common/workspace/kinds.ts), maps included. */
const kinds = (): readonly RecordKind[] => recordKinds;

/** A kind's list in the workspace (none for a kind it does not hold, a test's registered one). */
const rowsOf = (ws: Workspace, kind: RecordKind) =>
  (ws[recordKind(kind).collection as keyof Workspace] as unknown as Row[] | undefined) ?? [];

const nameOf = (data: Record<string, unknown>) => displayName(data, 'Untitled');

type Captured = { records: Map<RecordKind, Row[]>; parts: TrashPartRow[]; relations: StoredRelation[] };

type MemoryEntry = {
  entry: Omit<TrashEntry, 'expiresAt' | 'size'>;
  records: { kind: RecordKind; index: number; row: Row }[];
  parts: TrashPartRow[];
  relations: StoredRelation[];
  lostLinks: { kind: RecordKind; id: string; field: string; before: unknown; lost: string[] }[];
  stamps: { kind: RecordKind; id: string; before: unknown; after: unknown }[];
  /** The lists of parts that stay which named a part that went (a chapter's story arcs). */
  memberships: Membership[];
  /** A deleted field with its values (decision 077). */
  fields?: TrashedField[];
};

export type InMemoryTrashDeps = {
  workspace: () => Promise<Workspace>;
  now: () => Date;
  newId: () => string;
  parts: {
    withRecords<T>(command: (records: RecordStore) => Promise<T>): Promise<T>;
    trashRows(): Promise<TrashPartRow[]>;
    putBack(rows: readonly TrashPartRow[], memberships: readonly Membership[]): Promise<void>;
  };
  relations: {
    allRelations(): StoredRelation[];
    putBackRelations(relations: readonly StoredRelation[]): Promise<void>;
  };
  fields: InMemoryFieldTrash;
};

export function createInMemoryTrash(deps: InMemoryTrashDeps) {
  let entries: MemoryEntry[] = [];
  let retentionDays = DEFAULT_RETENTION_DAYS;

  function purgeExpired() {
    const cutoff = retentionCutoff(deps.now().getTime(), retentionDays);
    entries = entries.filter((held) => held.entry.deletedAt >= cutoff);
  }

  async function capture(): Promise<Captured> {
    const ws = await deps.workspace();
    const records = new Map(kinds().map((kind) => [kind, structuredClone(rowsOf(ws, kind))]));
    return { records, parts: await deps.parts.trashRows(), relations: deps.relations.allRelations() };
  }

  function diff(
    id: string,
    before: Captured,
    after: Captured,
    deletedAt: string,
    plan: DeletePlan | undefined,
  ): MemoryEntry | undefined {
    const records: MemoryEntry['records'] = [];
    for (const kind of kinds()) {
      const stayed = new Set((after.records.get(kind) ?? []).map((row) => row.id));
      (before.records.get(kind) ?? []).forEach((row, index) => {
        if (!stayed.has(row.id)) records.push({ kind, index, row });
      });
    }
    // In the order the core's delete plan names what goes (owners before what cascades), as the server's.
    const order = (plan?.removes ?? []).flatMap((group) => group.ids.map((each) => `${group.kind}:${each}`));
    const rank = (held: MemoryEntry['records'][number]) => order.indexOf(`${held.kind}:${held.row.id}`);
    records.sort((a, b) => rank(a) - rank(b));
    const partsLeft = new Set(after.parts.map((row) => row.part.id));
    const parts = before.parts.filter((row) => !partsLeft.has(row.part.id));
    const holders = before.parts.map((row) => row.part).filter((part) => partsLeft.has(part.id));
    const memberships = parts.flatMap((row) => membershipsIn(holders, row.part));
    const rootRecord = records.find((held) => held.row.id === id);
    const rootPart = parts.find((row) => row.part.id === id)?.part;
    if (rootRecord === undefined && rootPart === undefined) return undefined;
    // The asked-for record's group first, as the server's snapshot has it.
    if (rootRecord !== undefined) records.sort((a, b) => Number(b === rootRecord) - Number(a === rootRecord));

    const goneIds = new Set(records.map((held) => held.row.id));
    const lostLinks: MemoryEntry['lostLinks'] = [];
    const stamps: MemoryEntry['stamps'] = [];
    for (const kind of kinds()) {
      const now = new Map((after.records.get(kind) ?? []).map((row) => [row.id, row]));
      for (const row of before.records.get(kind) ?? []) {
        const current = now.get(row.id);
        if (current === undefined) continue;
        for (const link of links.filter((entry) => entry.from === kind && entry.onDelete === 'unlink')) {
          const value = row[link.field];
          const ids = Array.isArray(value) ? value : [value];
          const lost = ids.filter(
            (target): target is string => typeof target === 'string' && goneIds.has(target),
          );
          if (lost.length > 0 && JSON.stringify(value) !== JSON.stringify(current[link.field])) {
            lostLinks.push({ kind, id: row.id, field: link.field, before: structuredClone(value), lost });
          }
        }
        if (row.lastUpdated !== current.lastUpdated) {
          stamps.push({ kind, id: row.id, before: row.lastUpdated, after: current.lastUpdated });
        }
      }
    }

    const goneKeys = new Set([
      ...records.map((held) => entityKey({ kind: held.kind, id: held.row.id })),
      ...parts.map((row) => entityKey({ kind: row.part.kind as EntityKind, id: row.part.id })),
    ]);
    const relations = before.relations.filter(
      (relation) => goneKeys.has(entityKey(relation.from)) || goneKeys.has(entityKey(relation.to)),
    );

    const kind: EntityKind = rootRecord?.kind ?? (rootPart?.kind as EntityKind);
    const label = nameOf(rootRecord?.row ?? rootPart?.data ?? {});
    const payload = {
      ...emptyPayload(),
      records: groupByKind(records),
      parts: parts.map((row) => row.part),
    };
    const parentField = isRecordKind(kind) ? recordKind(kind).parentField : undefined;
    const parentValue = parentField === undefined ? rootPart?.parentId : rootRecord?.row[parentField];
    return {
      entry: {
        id: deps.newId(),
        kind,
        kindLabel: entityKindLabel(kind),
        label,
        entityId: id,
        parentId: typeof parentValue === 'string' ? parentValue : null,
        deletedAt,
        contents: describeContents(payload, rootPart?.id),
      },
      records,
      parts,
      relations,
      lostLinks,
      stamps,
      memberships,
    };
  }

  /** What must exist for the entry to come back, by the core's rule: the first id taken or owner missing. */
  async function problemOf(held: MemoryEntry, restoring: Restoring): Promise<string | undefined> {
    const problem = await deps.parts.withRecords((store) => restoreProblem(store, restoring));
    if (problem === undefined) return undefined;
    if (problem.reason === 'taken') return restoreTakenMessage(problem.label);
    if (problem.reason === 'clash') return problem.message;
    const { id } = problem.missing;
    const holder = entries.find(
      (other) =>
        other !== held && (other.entry.entityId === id || other.records.some((r) => r.row.id === id)),
    );
    return restoreBlockedMessage(
      problem.missing,
      holder === undefined ? undefined : { label: holder.entry.label },
    );
  }

  return {
    /**
     * Runs a delete and moves what it took to the Trash; resolves to the entry for the toast's Undo
     * (`null` if the delete took nothing, which the repositories' deletes never do).
     */
    async move(id: string, remove: () => Promise<DeletePlan | undefined>): Promise<Trashed> {
      purgeExpired();
      const before = await capture();
      const plan = await remove();
      const held = diff(id, before, await capture(), deps.now().toISOString(), plan);
      if (held === undefined) return null;
      entries.unshift(held);
      return { entryId: held.entry.id, label: held.entry.label };
    },

    /** Deletes a field into the Trash with every value it holds, by the core's rules (decision 077). */
    async moveField(id: string): Promise<Trashed> {
      purgeExpired();
      const taken = deps.fields.takeField(id);
      const held: MemoryEntry = {
        entry: {
          id: deps.newId(),
          kind: FIELD_TRASH_KIND,
          kindLabel: importTrashKindLabel(FIELD_TRASH_KIND) ?? 'Field',
          label: taken.field.label,
          entityId: taken.field.id,
          parentId: taken.field.scopeId,
          deletedAt: deps.now().toISOString(),
          contents: fieldTrashContents(taken.values),
        },
        records: [],
        parts: [],
        relations: [],
        lostLinks: [],
        stamps: [],
        memberships: [],
        fields: [taken],
      };
      entries.unshift(held);
      return { entryId: held.entry.id, label: held.entry.label };
    },

    async listTrash(): Promise<TrashList> {
      purgeExpired();
      return {
        entries: entries.map((held) => ({
          ...structuredClone(held.entry),
          expiresAt: expiresAt(held.entry.deletedAt, retentionDays),
          size: new TextEncoder().encode(JSON.stringify(held)).length,
        })),
        retentionDays,
      };
    },

    async restoreTrashEntry(id: string): Promise<TrashRestored> {
      purgeExpired();
      const held = entries.find((entry) => entry.entry.id === id);
      if (held === undefined) throw new NotFoundError('Trash entry not found');
      const restoring = { records: groupByKind(held.records), parts: held.parts.map((row) => row.part) };
      const problem = await problemOf(held, restoring);
      if (problem !== undefined) throw new Error(problem);
      for (const trashed of held.fields ?? []) {
        const refused = fieldRestoreProblem(trashed, await deps.fields.restoreSite(trashed.field));
        if (refused?.reason === 'missing') {
          const holder = entries.find(
            (other) => other !== held && other.entry.entityId === refused.missing.id,
          );
          throw new Error(restoreBlockedMessage(refused.missing, holder?.entry));
        }
        if (refused !== undefined) throw new Error(refused.message);
      }
      for (const trashed of held.fields ?? []) deps.fields.putBack(trashed);

      // Records back at their old places, in the order they stood, without links to what is gone since.
      const ws = await deps.workspace();
      const sorted = [...held.records].sort((a, b) => a.index - b.index);
      const backs = await deps.parts.withRecords(async (store) => {
        const kept = [];
        for (const { kind, row } of sorted) {
          kept.push(await withoutDanglingLinks(store, restoring, kind, structuredClone(row)));
        }
        return kept;
      });
      sorted.forEach(({ kind, index }, at) => {
        const list = rowsOf(ws, kind);
        list.splice(Math.min(index, list.length), 0, backs[at] as Row);
      });
      // Every part's record is there: the core's check said so.
      await deps.parts.putBack(held.parts, held.memberships);
      await deps.relations.putBackRelations(held.relations);
      // Links that only lost their target get it back; a stamp the delete moved goes back if nothing
      // changed the record since (the core's rules, as the server's restore).
      await deps.parts.withRecords(async (store) => {
        for (const lost of held.lostLinks) await mendLostLink(store, lost);
        for (const stamp of held.stamps) await putBackStamp(store, stamp);
      });
      entries = entries.filter((entry) => entry !== held);
      const { kind, entityId, parentId, label } = held.entry;
      return { kind, id: entityId, parentId, label };
    },

    async deleteTrashEntry(id: string): Promise<void> {
      purgeExpired();
      if (!entries.some((entry) => entry.entry.id === id)) throw new NotFoundError('Trash entry not found');
      entries = entries.filter((entry) => entry.entry.id !== id);
    },

    async emptyTrash(): Promise<void> {
      entries = [];
    },

    async getTrashSettings(): Promise<TrashSettings> {
      return { retentionDays };
    },

    async updateTrashSettings(settings: TrashSettings): Promise<TrashSettings> {
      retentionDays = parse(trashSettingsSchema, settings).retentionDays;
      purgeExpired();
      return { retentionDays };
    },
  };
}

function groupByKind(records: MemoryEntry['records']) {
  const groups: { kind: RecordKind; rows: Row[] }[] = [];
  for (const { kind, row } of records) {
    const last = groups.at(-1);
    if (last?.kind === kind) last.rows.push(row);
    else groups.push({ kind, rows: [row] });
  }
  return groups;
}
