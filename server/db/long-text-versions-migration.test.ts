import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MigrationFixture, previousReleaseAt } from '../test/migration-fixture';
import { rowsOfEveryTable } from '../test/table-rows';
import { BACKENDS } from '../test/test-server';
import { createChapterTextStore } from './chapter-text-store';
import type { DatabaseHandle } from './database';
import { migrateTo, migrateToLatest } from './migrations';
import { createWorkspaceStore } from './workspace-store';
import type { WorkspaceDb } from './workspace-tables';

// 0021_long_text_versions, from the previous release's database with a chapter's version kept in plain
// SQL (as the release before wrote it): every row of every table stays as it was, the stored version
// reads as a chapter's text ('novels/chapters', 'text'), and the chapter's store still lists it.

const VERSION_ROW = {
  id: 'v-before-upgrade',
  chapter_id: 'c-kept',
  novel_id: 'n-kept',
  name: 'Before the upgrade',
  doc: 'null',
  plain_text: 'Old words.',
  word_count: 2,
  text_version: 3,
  created_at: '2026-01-02T03:04:05.000Z',
  is_named: 1,
};

describe.each(BACKENDS)('migration 0021_long_text_versions on %s', (backend) => {
  let handle: DatabaseHandle;
  let fixture: MigrationFixture;
  let db: WorkspaceDb;
  let userId: string;
  let rowsBefore: Awaited<ReturnType<typeof rowsOfEveryTable>>;
  let rowsAfter: typeof rowsBefore;

  beforeAll(async () => {
    fixture = await previousReleaseAt(backend, '0020_event_days');
    ({ handle, db } = fixture);
    userId = String(
      (await db.selectFrom('workspace_seeds').select('user_id').executeTakeFirstOrThrow()).user_id,
    );
    const v = VERSION_ROW;
    await sql`INSERT INTO text_versions (user_id, id, chapter_id, novel_id, name, doc, plain_text, word_count, text_version, created_at, is_named)
      VALUES (${userId}, ${v.id}, ${v.chapter_id}, ${v.novel_id}, ${v.name}, ${v.doc}, ${v.plain_text}, ${v.word_count}, ${v.text_version}, ${v.created_at}, ${v.is_named})`.execute(
      handle.db,
    );
    rowsBefore = await rowsOfEveryTable(handle);
    await migrateTo(handle.db, '0021_long_text_versions');
    rowsAfter = await rowsOfEveryTable(handle);
    expect(await migrateToLatest(handle.db)).not.toContain('0021_long_text_versions');
  });

  afterAll(async () => {
    await fixture.close();
  });

  it('keeps every row of every other table as it was, and adds no table', async () => {
    expect(Object.keys(rowsAfter).sort()).toEqual(Object.keys(rowsBefore).sort());
    for (const [table, rows] of Object.entries(rowsBefore)) {
      if (table !== 'text_versions') expect(rowsAfter[table], table).toEqual(rows);
    }
  });

  it("reads a version kept before as a chapter's text", async () => {
    expect(rowsBefore.text_versions).toHaveLength(1);
    expect(rowsAfter.text_versions).toEqual(
      (rowsBefore.text_versions ?? []).map((row) => ({ ...row, kind: 'novels/chapters', field: 'text' })),
    );
    const chapters = createChapterTextStore(createWorkspaceStore(db, handle.kind, userId));
    expect(await chapters.listVersions('c-kept')).toEqual([
      {
        id: VERSION_ROW.id,
        name: VERSION_ROW.name,
        isNamed: true,
        wordCount: 2,
        textVersion: 3,
        createdAt: VERSION_ROW.created_at,
      },
    ]);
  });
});
