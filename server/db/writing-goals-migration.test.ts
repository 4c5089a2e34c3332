import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { richTextFromPlain } from '../../common/text/rich-text';
import { readWritingGoal } from '../../common/workspace/operations/writing-goal';
import { createTestDatabase } from '../test/postgres';
import { BACKENDS } from '../test/test-server';
import { type DatabaseHandle, openDatabase } from './database';
import { loadPreviousRelease, release1 } from './fixtures/release-1';
import { migrateTo, migrateToLatest } from './migrations';
import { createWorkspaceStore, readWorkspace } from './workspace-store';
import type { WorkspaceDb } from './workspace-tables';
import { createWritingGoalStore } from './writing-goal-store';
import { writingGoalsMigration } from './writing-goals-migration';

// 0010_writing_goals, from a database of the releases before it: the previous release's rows
// (fixtures/release-1.ts), brought to 0008 and written in as that release let users write (chapter
// texts, an image). After the migration every workspace, text and image reads exactly as before, and
// every novel has no goal and no writing days yet.

const { users } = release1;

describe.each(BACKENDS)('migration 0010_writing_goals on %s', (backend) => {
  let handle: DatabaseHandle;
  let dir: string;
  let before: Record<string, unknown[]>;
  let after: Record<string, unknown[]>;

  const workspaceOf = (userId: string) =>
    readWorkspace(createWorkspaceStore(handle.db as unknown as WorkspaceDb, handle.kind, userId));
  // The stored rows this migration could touch, read as they are (today's readers know later columns).
  const snapshot = async () => ({
    novels: await (handle.db as unknown as WorkspaceDb)
      .selectFrom('novels')
      .selectAll()
      .orderBy('user_id')
      .orderBy('id')
      .execute(),
    texts: await handle.db.selectFrom('chapter_texts').selectAll().orderBy('chapter_id').execute(),
    partTexts: await handle.db
      .selectFrom('part_texts')
      .selectAll()
      .orderBy('user_id')
      .orderBy('part_id')
      .orderBy('field')
      .execute(),
    images: await handle.db.selectFrom('images').selectAll().orderBy('id').execute(),
  });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'fablehold-goal-migration-'));
    handle = openDatabase({
      dataDir: dir,
      databaseUrl: backend === 'postgres' ? await createTestDatabase() : undefined,
    });
    await loadPreviousRelease(handle);
    // The release's database, then 0009 (part text documents, its own test starts at 0008) so that
    // today's workspace reader can read it before 0010.
    await migrateTo(handle.db, '0009_part_text_docs');
    const [userId] = users as [string];
    // Read as that release's tables are (today's part store reads columns added since).
    const first = await handle.db
      .selectFrom('parts')
      .select('id')
      .where('user_id', '=', userId)
      .where('parent_id', '=', 'n-ashen-crown')
      .where('kind', '=', 'novels/chapters')
      .orderBy('position')
      .executeTakeFirst();
    const text = richTextFromPlain('The forge was cold.\nMira waited by the anvil.');
    await handle.db
      .insertInto('chapter_texts')
      .values({
        user_id: userId,
        chapter_id: first?.id ?? '',
        novel_id: 'n-ashen-crown',
        version: 3,
        doc: JSON.stringify(text),
        plain_text: 'The forge was cold.\nMira waited by the anvil.',
        word_count: 9,
        updated_at: '2026-11-20T09:00:00.000Z',
      })
      .execute();
    await handle.db
      .insertInto('images')
      .values({
        user_id: userId,
        id: 'img-1',
        mime: 'image/webp',
        width: 2,
        height: 2,
        size: 4,
        data: 'AAAA',
        created_at: '2026-11-20T09:00:00.000Z',
      })
      .execute();
    before = await snapshot();
    await migrateTo(handle.db, '0010_writing_goals');
    after = await snapshot();
    await migrateToLatest(handle.db);
  });

  afterAll(async () => {
    await handle.db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps every novel, text and image as it was', async () => {
    expect(before.texts).toHaveLength(1);
    expect(after).toEqual(before);
  });

  it.each(users)('gives every novel of user %s no goal and no words today', async (userId) => {
    const store = createWorkspaceStore(handle.db as unknown as WorkspaceDb, handle.kind, userId);
    const { novels } = await workspaceOf(userId);
    expect(novels.length).toBeGreaterThan(0);
    for (const novel of novels) {
      expect(await readWritingGoal(createWritingGoalStore(store), novel.id, '2026-11-24')).toMatchObject({
        dailyWords: null,
        version: 0,
        wordsToday: 0,
      });
    }
  });

  it('changes nothing when it runs again', async () => {
    await writingGoalsMigration.up(handle.db);
    expect(await snapshot()).toEqual(before);
  });
});
