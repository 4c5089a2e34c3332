import { Hono } from 'hono';
import {
  IMPORT_REQUEST_MAX_BYTES,
  type ImportTable,
  importRequestSchema,
  importTables,
} from '../../../common/api/import';
import { plainTextOf } from '../../../common/text/plain-text';
import { countWords } from '../../../common/text/word-count';
import type { StoredPart } from '../../../common/workspace/store';
import { createChapterTextStore } from '../../db/chapter-text-store';
import { derivedPartId } from '../../db/parts-migration';
import { createRelationStore, entityExists } from '../../db/relation-store';
import type { WorkspaceStore } from '../../db/workspace-store';
import {
  campaignTable,
  characterTable,
  itemTable,
  locationTable,
  novelTable,
  profileTable,
  type TableSpec,
  timelineEventTable,
  timelineTable,
  universeTable,
  worldTable,
} from '../../db/workspace-tables';
import { ApiError } from '../api-error';
import { type ApiEnv, isoNow, type RouteDeps } from '../context';
import { type ImportPlan, linksOf, planImport, type StoredState } from '../import-plan';
import { readBody } from '../validate';

/** The largest import body (common/api/import.ts says why it exceeds the 10MB file limit). */
export const MAX_IMPORT_BYTES = IMPORT_REQUEST_MAX_BYTES;

const tableSpecs: { [T in ImportTable]: TableSpec<{ id: string }> } = {
  universes: universeTable,
  worlds: worldTable,
  locations: locationTable,
  novels: novelTable,
  campaigns: campaignTable,
  timelines: timelineTable,
  events: timelineEventTable,
  characters: characterTable,
  items: itemTable,
};

/** Link columns of each table and the record fields they hold. */
const linkColumns: { [T in ImportTable]: [column: string, field: string][] } = {
  universes: [],
  worlds: [['universe_id', 'universeId']],
  locations: [['world_id', 'worldId']],
  novels: [['universe_id', 'universeId']],
  campaigns: [['universe_id', 'universeId']],
  timelines: [
    ['entity_type', 'entityType'],
    ['entity_id', 'entityId'],
  ],
  events: [['timeline_id', 'timelineId']],
  characters: [
    ['novel_id', 'novelId'],
    ['universe_id', 'universeId'],
    ['campaign_id', 'campaignId'],
  ],
  items: [
    ['campaign_ids', 'campaigns'],
    ['universe_id', 'universeId'],
  ],
};

async function readStoredState(store: WorkspaceStore): Promise<StoredState> {
  const state: StoredState = {
    ids: Object.fromEntries(importTables.map((table) => [table, new Set<string>()])) as StoredState['ids'],
    links: [],
    characters: await store.list(characterTable),
    hasProfile: (await store.count(profileTable)) > 0,
    relationIds: new Set(
      (await store.db.selectFrom('relations').select('id').where('user_id', '=', store.userId).execute()).map(
        (row) => row.id,
      ),
    ),
  };
  for (const table of importTables) {
    const columns = linkColumns[table];
    const rows = await store.rows(tableSpecs[table], ['id', ...columns.map(([column]) => column)]);
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

/**
 * The texts of the imported novels' chapters, found by the chapter's place in its novel (a chapter
 * keeps its id unless another part had it, then gets one made from its place), counted as saved.
 */
async function writeChapterTexts(
  store: WorkspaceStore,
  texts: ImportPlan['chapterTexts'],
  stamp: string,
): Promise<void> {
  const chapters = new Map<string, StoredPart[]>();
  for (const { novelId, chapterIndex, text } of texts) {
    let list = chapters.get(novelId);
    if (list === undefined) {
      list = await store.parts().listParts(novelId, 'novels/chapters');
      chapters.set(novelId, list);
    }
    const chapter = list[chapterIndex];
    if (chapter === undefined) continue;
    const plainText = plainTextOf(text.doc);
    await createChapterTextStore(store).putText(
      {
        chapterId: chapter.id,
        novelId,
        version: 1,
        text,
        plainText,
        wordCount: countWords(plainText),
        updatedAt: stamp,
      },
      0,
    );
  }
}

/**
 * The file's relations, once its records are written: each end must now be in this workspace (a
 * relation can never point into another), else nothing is imported and the row is named.
 */
async function writeRelations(store: WorkspaceStore, plan: ImportPlan, stamp: string): Promise<void> {
  if (plan.clearRelations)
    await store.db.deleteFrom('relations').where('user_id', '=', store.userId).execute();
  const relations = createRelationStore(store);
  for (const { row, relation } of plan.relations) {
    for (const end of ['from', 'to'] as const) {
      if (!(await entityExists(store, relation[end]))) {
        throw new ApiError(
          422,
          'validation_failed',
          `Nothing was imported: relation row ${row} names ${relation[end].kind} ${relation[end].id}, which is not in the workspace`,
          [{ field: `relations[${row}].${end}`, message: 'Not in the workspace' }],
        );
      }
    }
    await store.db
      .deleteFrom('relations')
      .where('user_id', '=', store.userId)
      .where('id', '=', relation.id)
      .execute();
    await relations.insertRelation({ ...relation, version: 1, createdAt: stamp, updatedAt: stamp });
  }
}

/**
 * `POST /api/v1/import`: the preview (`dryRun`) or the import itself, planned and written in one
 * transaction. Any problem refuses the whole import: 409 when records are already stored (the caller
 * should choose Replace or Skip), else 422; `details` name each problem's table, row and field.
 */
export function importRoutes(deps: RouteDeps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.post('/', async (c) => {
    const request = await readBody(c, importRequestSchema, { isCheckedByRow: true });
    const report = await c.var.store.withAction('import').transaction(async (store) => {
      const plan = planImport(request, await readStoredState(store), (parentId, partId) =>
        derivedPartId(parentId, 'character', partId),
      );
      const { problems } = plan.report;
      if (request.dryRun) return plan.report;
      if (problems.length > 0) {
        const first = problems[0];
        throw new ApiError(
          plan.hasConflict ? 409 : 422,
          plan.hasConflict ? 'conflict' : 'validation_failed',
          `Nothing was imported: ${problems.length === 1 ? 'one problem' : `${problems.length} problems`}, the first in ${first?.table} row ${first?.row}: ${first?.message}`,
          problems.map((entry) => ({
            field: `${entry.table}[${entry.row}]${entry.field === '' ? '' : `.${entry.field}`}`,
            message: entry.message,
          })),
        );
      }
      for (const table of [...plan.clear].reverse()) await store.remove(tableSpecs[table], {});
      for (const table of importTables) await store.insertMany(tableSpecs[table], plan.insert[table]);
      await writeChapterTexts(store, plan.chapterTexts, isoNow(deps));
      await writeRelations(store, plan, isoNow(deps));
      if (plan.profile !== undefined) {
        await store.remove(profileTable, {});
        await store.insert(profileTable, plan.profile, 'last');
      }
      return { ...plan.report, isApplied: true };
    });
    return c.json(report);
  });

  return routes;
}
