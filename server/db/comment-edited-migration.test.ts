import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredComment } from '../../common/api/comments';
import { type MigratedAcross, migratedAcross, type TableRows } from '../test/migration-fixture';
import { BACKENDS } from '../test/test-server';
import { createCommentStore } from './comment-store';
import { readUsage, recountUsage } from './usage-counters';

// 0048_comment_edited (decision 094), from the previous release's database brought up to 0047 with a
// comment and a reply written as before: one new nullable column, so every row of every table is as it
// was and every comment reads as never edited; afterwards an edit's time is kept and counted.

const NAME = '0048_comment_edited';
const STAMP = '2026-12-07T10:00:00.000Z';

const commentRow = (userId: string, id: string, threadId: string | null, version: number) => ({
  user_id: userId,
  id,
  container_kind: 'novel',
  container_id: 'n-1',
  target_kind: 'novels/chapters',
  target_id: 'c-1',
  target_field: 'text',
  anchor:
    threadId === null
      ? JSON.stringify({ quote: 'the bridge', prefix: 'crossed ', suffix: ' at dusk', start: 12 })
      : null,
  author_id: 'someone-else',
  author_name: 'Rae',
  body: threadId === null ? 'Why the bridge?' : 'Because of the river.',
  thread_id: threadId,
  resolved_at: null,
  resolved_by: null,
  created_at: STAMP,
  updated_at: STAMP,
  version,
});

describe.each(BACKENDS)('migration 0048_comment_edited on %s', (backend) => {
  let fixture: MigratedAcross;
  let rowsBefore: TableRows;
  let rowsAfter: TableRows;
  let userId: string;

  beforeAll(async () => {
    fixture = await migratedAcross(backend, {
      from: '0047_stored_objects',
      name: NAME,
      // Written by the release before, whose comments had no edited_at (the row type has it now).
      async prepare({ db, users }) {
        const insert = db.insertInto('comments') as unknown as {
          values(rows: unknown[]): { execute(): Promise<unknown> };
        };
        const user = users[0] ?? '';
        await insert
          .values([commentRow(user, 'cm-root', null, 2), commentRow(user, 'cm-reply', 'cm-root', 1)])
          .execute();
      },
    });
    ({ rowsBefore, rowsAfter } = fixture);
    userId = fixture.users[0] ?? '';
  });
  afterAll(async () => {
    await fixture.close();
  });

  it('keeps every row of every table as it was, each comment never edited', () => {
    expect(Object.keys(rowsAfter).sort()).toEqual(Object.keys(rowsBefore).sort());
    expect(rowsBefore.comments).toHaveLength(2);
    for (const [table, rows] of Object.entries(rowsBefore)) {
      if (table === 'comments') {
        expect(rowsAfter[table]).toEqual(rows.map((row) => ({ ...row, edited_at: null })));
      } else if (table !== 'user_usage' && table !== 'usage_deltas') {
        expect(rowsAfter[table], table).toEqual(rows);
      }
    }
  });

  it('reads the old comments as never edited, keeps an edit’s time, and counts its bytes', async () => {
    const store = createCommentStore({ db: fixture.db, userId });
    const old = await store.get('cm-reply');
    expect(old).toMatchObject({ body: 'Because of the river.', editedAt: null, version: 1 });
    const edited: StoredComment = {
      ...(old as StoredComment),
      body: 'Because of the river, mostly.',
      updatedAt: '2026-12-07T11:00:00.000Z',
      editedAt: '2026-12-07T11:00:00.000Z',
      version: 2,
    };
    expect(await store.update(edited)).toBe(true);
    expect(await store.get('cm-reply')).toEqual(edited);
    const listed = await store.list({ kind: 'novel', id: 'n-1' });
    expect(Object.fromEntries(listed.map((comment) => [comment.id, comment.editedAt]))).toEqual({
      'cm-root': null,
      'cm-reply': '2026-12-07T11:00:00.000Z',
    });
    expect(await readUsage(fixture.db, userId)).toEqual((await recountUsage(fixture.db, userId)).get(userId));
  });
});
