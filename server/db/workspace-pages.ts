import type { RecordKind } from '../../common/workspace/kinds';
import { recordKind, recordKinds } from '../../common/workspace/kinds';
import { joinRecord } from '../../common/workspace/record-parts';
import { relationRecordOf } from '../../common/workspace/relations';
import type { StoredPart } from '../../common/workspace/store';
import { chapterTextPages, readChapterTextKeys } from './chapter-text-pages';
import { recordTables } from './record-store';
import { fromRelationRow } from './relation-store';
import type { WorkspaceStore } from './workspace-store-type';
import { profileTable } from './workspace-tables';

/** A list the export writes as it reads it, a page at a time, never held whole (decision 065). */
export class StreamedList {
  constructor(readonly pages: () => AsyncIterable<readonly unknown[]>) {}
}

/** Records read per page with their parts: a novel may hold thousands of chapters. */
const RECORD_PAGE = 50;

/**
 * One kind's records in the export's shape — without their rows' versions (a file imports anywhere as
 * version 1), each with its parts — a page of records at a time. The records' own rows are read whole
 * (one row each); their parts, which are most of a large workspace, a page of records' worth at a time.
 */
export async function* recordPages(store: WorkspaceStore, kind: RecordKind): AsyncGenerator<unknown[]> {
  const rows = await store.list(recordTables[kind]);
  const { parts } = recordKind(kind);
  for (let index = 0; index < rows.length; index += RECORD_PAGE) {
    const page = rows.slice(index, index + RECORD_PAGE);
    const byParent = new Map<string, StoredPart[]>();
    if (parts !== undefined) {
      for (const part of await store.parts().listPartsOf(page.map((row) => row.id))) {
        const list = byParent.get(part.parentId);
        if (list === undefined) byParent.set(part.parentId, [part]);
        else list.push(part);
      }
    }
    yield page.map(({ version: _version, ...rest }) =>
      parts === undefined ? rest : joinRecord(parts, rest, byParent.get(rest.id) ?? [], false),
    );
  }
}

/**
 * The stored workspace in the export's order (chapter texts, relations, every kind's records, the
 * profile), with the chapter texts and the records as `StreamedList`s read as they are written: what is
 * held meanwhile is the records' own rows, the relations and the texts' keys, never the parts or texts.
 */
export async function readWorkspacePages(store: WorkspaceStore): Promise<Record<string, unknown>> {
  const profile = (await store.list(profileTable))[0];
  if (profile === undefined) throw new Error('The workspace has no profile; it was never seeded');
  const textKeys = await readChapterTextKeys(store);
  const relations = await readRelationRecords(store);
  return {
    ...(textKeys.length > 0
      ? { chapterTexts: new StreamedList(() => chapterTextPages(store, textKeys)) }
      : {}),
    ...(relations.length > 0 ? { relations } : {}),
    ...Object.fromEntries(
      recordKinds.map((kind) => [
        recordKind(kind).collection,
        new StreamedList(() => recordPages(store, kind)),
      ]),
    ),
    profile,
  };
}

/** Every list of `workspace` held whole: a `StreamedList` read to its end. */
export async function heldWhole(workspace: Record<string, unknown>): Promise<Record<string, unknown>> {
  const held: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(workspace)) {
    if (!(value instanceof StreamedList)) {
      held[key] = value;
      continue;
    }
    const list: unknown[] = [];
    for await (const page of value.pages()) list.push(...page);
    held[key] = list;
  }
  return held;
}

/** The caller's relations in the export's shape and order (when made). */
export async function readRelationRecords(store: WorkspaceStore) {
  const rows = await store.db
    .selectFrom('relations')
    .selectAll()
    .where('user_id', '=', store.userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => relationRecordOf(fromRelationRow(row)));
}
