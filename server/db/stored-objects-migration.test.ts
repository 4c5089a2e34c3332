import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MigrationFixture, previousReleaseAt } from '../test/migration-fixture';
import { rowsOfEveryTable } from '../test/table-rows';
import { BACKENDS } from '../test/test-server';
import { imageKey, STORED_ELSEWHERE } from './blob-store';
import { migrateTo, migrateToLatest } from './migrations';
import { forgetObjects, recordObjects } from './stored-objects';
import { readUsage, recountUsage } from './usage-counters';

// 0047_stored_objects (decision 090), from the previous release's database brought up to 0044 with an
// uploaded image stored as before: one new, empty ledger table, every stored row kept, the image counted
// as it was; afterwards bytes in a bucket count against their owner once, and deleting frees them.

type Rows = Awaited<ReturnType<typeof rowsOfEveryTable>>;

const PNG_BYTES = 4_321;

describe.each(BACKENDS)('migration 0047_stored_objects on %s', (backend) => {
  let fixture: MigrationFixture;
  let rowsBefore: Rows;
  let rowsAfter: Rows;
  let userId: string;
  let imagesBefore: { bytes: number; items: number };

  beforeAll(async () => {
    fixture = await previousReleaseAt(backend, '0044_character_race_class');
    userId = fixture.users[0] ?? '';
    await fixture.db
      .insertInto('images')
      .values({
        user_id: userId,
        id: 'img-before',
        mime: 'image/webp',
        width: 10,
        height: 10,
        size: PNG_BYTES,
        data: Buffer.alloc(PNG_BYTES, 7).toString('base64'),
        created_at: '2026-12-01T10:00:00.000Z',
      })
      .execute();
    imagesBefore = (await readUsage(fixture.db, userId)).images;
    rowsBefore = await rowsOfEveryTable(fixture.handle);
    await migrateTo(fixture.handle.db, '0047_stored_objects');
    rowsAfter = await rowsOfEveryTable(fixture.handle);
    expect(await migrateToLatest(fixture.handle.db)).not.toContain('0047_stored_objects');
  });
  afterAll(async () => {
    await fixture.close();
  });

  it('adds an empty stored_objects table and keeps every row of every other table as it was', () => {
    expect(Object.keys(rowsAfter).sort()).toEqual([...Object.keys(rowsBefore), 'stored_objects'].sort());
    expect(rowsAfter.stored_objects).toEqual([]);
    for (const [table, rows] of Object.entries(rowsBefore)) expect(rowsAfter[table], table).toEqual(rows);
  });

  it('counts an image stored in the database as before', async () => {
    expect(imagesBefore.bytes).toBeGreaterThanOrEqual(PNG_BYTES);
    expect((await readUsage(fixture.db, userId)).images).toEqual(imagesBefore);
    expect((await readUsage(fixture.db, userId)).images).toEqual(
      (await recountUsage(fixture.db, userId)).get(userId)?.images,
    );
  });

  it('counts an image in a bucket once, by its object, and frees it when the object goes', async () => {
    const key = imageKey(userId, 'img-bucket');
    const size = 900_000;
    await recordObjects(fixture.db, [{ key, size }]);
    await fixture.db
      .insertInto('images')
      .values({
        user_id: userId,
        id: 'img-bucket',
        mime: 'image/webp',
        width: 2000,
        height: 1000,
        size,
        data: `${STORED_ELSEWHERE}${key}`,
        created_at: '2026-12-07T10:00:00.000Z',
      })
      .execute();
    const counted = (await readUsage(fixture.db, userId)).images;
    // The object's size and the two small rows (the ledger's key, the image's facts): not the size twice.
    expect(counted.bytes - imagesBefore.bytes).toBeGreaterThanOrEqual(size);
    expect(counted.bytes - imagesBefore.bytes).toBeLessThan(size + 1_000);
    expect(counted).toEqual((await recountUsage(fixture.db, userId)).get(userId)?.images);
    // Replacing the object's size is counted too.
    await recordObjects(fixture.db, [{ key, size: size * 2 }]);
    expect((await readUsage(fixture.db, userId)).images.bytes - counted.bytes).toBe(size);

    await fixture.db
      .deleteFrom('images')
      .where('user_id', '=', userId)
      .where('id', '=', 'img-bucket')
      .execute();
    await forgetObjects(fixture.db, [key]);
    expect((await readUsage(fixture.db, userId)).images).toEqual(imagesBefore);
  });
});
