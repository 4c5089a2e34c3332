import { type ImportTable, importCollections } from '../../common/api/import';
import { recordKind } from '../../common/workspace/kinds';
import { derivedPartId } from '../db/parts-migration';
import { columnOf } from '../db/record-store';
import type { WorkspaceStore } from '../db/workspace-store';
import { characterTable, profileTable } from '../db/workspace-tables';
import { readExtraKeys } from './import-extras';
import { linksOf, type StoredState } from './import-plan';
import { kindOf, tableSpecOf } from './import-writing';

// What an import is planned against: what the workspace stores now (ids, links, characters, profile).

/** Names a character made for an imported appearance that names none (a previous release's file). */
export const newCharacterId = (parentId: string, partId: string) =>
  derivedPartId(parentId, 'character', partId);

/** Link columns of each table and the record fields they hold. */
function linkColumnsOf(table: ImportTable): [column: string, field: string][] {
  const kind = kindOf(table);
  const fields = recordKind(kind).links.flatMap((link) => [
    link.field,
    ...(link.when ? [link.when.field] : []),
  ]);
  return [...new Set(fields)].map((field) => [columnOf(kind, field), field]);
}

/**
 * What is stored now. `isReplacingAll` (a restore that replaces every table, decision 102) reads no
 * stored characters or links: no stored record stays, so nothing is matched or checked against them.
 */
export async function readStoredState(store: WorkspaceStore, isReplacingAll = false): Promise<StoredState> {
  const state: StoredState = {
    ids: Object.fromEntries(
      importCollections().map((table) => [table, new Set<string>()]),
    ) as StoredState['ids'],
    links: [],
    characters: isReplacingAll ? [] : await store.list(characterTable),
    hasProfile: (await store.count(profileTable)) > 0,
    relationIds: new Set(
      (await store.db.selectFrom('relations').select('id').where('user_id', '=', store.userId).execute()).map(
        (row) => row.id,
      ),
    ),
    extraKeys: await readExtraKeys(store),
  };
  for (const table of importCollections()) {
    const columns = isReplacingAll ? [] : linkColumnsOf(table);
    const rows = await store.rows(tableSpecOf(table), ['id', ...columns.map(([column]) => column)]);
    for (const row of rows) {
      const id = String(row.id);
      state.ids[table].add(id);
      if (columns.length === 0) continue;
      const record: { id: string; [key: string]: unknown } = { id };
      for (const [column, field] of columns) {
        const value = row[column];
        if (value !== null && value !== undefined)
          record[field] = column === 'campaign_ids' ? JSON.parse(String(value)) : value;
      }
      state.links.push({ table, id, links: linksOf(table, record) });
    }
  }
  return state;
}
