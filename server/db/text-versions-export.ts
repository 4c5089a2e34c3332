import { z } from 'zod';
import { jsonProblem, safeIdSchema } from '../../common/api/limits';
import { VERSION_NAME_MAX } from '../../common/workspace/operations/text-versions';
import { findPartKind } from '../../common/workspace/part-kinds';
import type { StoredPart, StoredPartTextVersion } from '../../common/workspace/store';
import { checkVersionText } from '../../common/workspace/validators';
import { partTextVersionOf, textVersionRow } from './text-version-rows';
import type { WorkspaceStore } from './workspace-store';

/**
 * Every kept version of the user's texts (decision 037), chapters' and parts' long texts alike, for the
 * export's `?include=versions`: oldest first, each naming its part, record and field (a chapter's own
 * text is the field `text`).
 */
export async function exportTextVersions(store: WorkspaceStore): Promise<StoredPartTextVersion[]> {
  const rows = await store.db
    .selectFrom('text_versions')
    .selectAll()
    .where('user_id', '=', store.userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(partTextVersionOf);
}

/** One version of an export's `textVersions`, as an import takes it. */
const importedVersionSchema = z.object({
  id: safeIdSchema,
  kind: z.string(),
  partId: safeIdSchema,
  parentId: safeIdSchema,
  field: z.string(),
  name: z.string().max(VERSION_NAME_MAX),
  isNamed: z.boolean(),
  text: z.unknown(),
  plainText: z.string().max(4_000_000),
  wordCount: z.number().int().min(0),
  textVersion: z.number().int().min(0),
  createdAt: z.iso.datetime(),
});

/**
 * Writes back the versions of an export (`?include=versions`) whose text the workspace holds once the
 * import's records are written: the same part, of the same kind, in the same record, and a field that
 * kind keeps versions of (decision 037). A version already stored (its id) is left as it is; one that
 * is malformed or whose part is not there is left out: versions are a backup's extra, never a reason
 * to refuse the records. Runs in the import's transaction.
 */
export async function importTextVersions(store: WorkspaceStore, rows: readonly unknown[]): Promise<number> {
  if (rows.length === 0) return 0;
  const stored = new Set(
    (
      await store.db.selectFrom('text_versions').select('id').where('user_id', '=', store.userId).execute()
    ).map((row) => row.id),
  );
  const parts = store.parts();
  const partOf = new Map<string, StoredPart | undefined>();
  let written = 0;
  for (const row of rows) {
    // NUL in a name or a plain text, or nesting past the API's, leaves the version out like any malformed one.
    if (jsonProblem(row) !== undefined) continue;
    const parsed = importedVersionSchema.safeParse(row);
    if (!parsed.success || stored.has(parsed.data.id)) continue;
    const version = parsed.data;
    const spec = findPartKind(version.kind);
    const isChapterText = version.kind === 'novels/chapters' && version.field === 'text';
    if (spec === undefined || !(isChapterText || spec.longFields.includes(version.field))) continue;
    const text = checkVersionText(spec.kind, version.field, version.text);
    if (!text.ok) continue;
    if (!partOf.has(version.partId)) partOf.set(version.partId, await parts.getPart(version.partId));
    const part = partOf.get(version.partId);
    if (part === undefined || part.kind !== version.kind || part.parentId !== version.parentId) continue;
    const kept = {
      ...version,
      kind: spec.kind,
      name: version.isNamed ? version.name : '',
      text: text.value,
    };
    await store.db
      .insertInto('text_versions')
      .values(textVersionRow(store.userId, version.id, kept))
      .execute();
    stored.add(version.id);
    written += 1;
  }
  return written;
}
