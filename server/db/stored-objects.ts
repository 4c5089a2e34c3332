import { ownerOfKey } from './blob-store';
import type { WorkspaceDb } from './workspace-tables';

// The ledger of what a user keeps in an S3-compatible bucket (decision 090): one row per object, its key
// and size, written beside every put and removed beside every delete, in the caller's connection (a
// transaction's, when the put is inside one). The storage quota's triggers count the rows' sizes
// (`usage-counters.ts`, category images), so bytes in the bucket count against their owner as rows do,
// and a delete frees them. The owner is read from the key, so a restore staged under another owner id
// still counts its objects to the account whose keys they are.

const BATCH = 200;

/** Records objects just written (or replaced) in the bucket. */
export async function recordObjects(
  db: WorkspaceDb,
  objects: readonly { key: string; size: number }[],
): Promise<void> {
  for (let index = 0; index < objects.length; index += BATCH) {
    await db
      .insertInto('stored_objects')
      .values(
        objects
          .slice(index, index + BATCH)
          .map((object) => ({ user_id: ownerOfKey(object.key), key: object.key, size: object.size })),
      )
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'key']).doUpdateSet((eb) => ({ size: eb.ref('excluded.size') })),
      )
      .execute();
  }
}

/** Forgets objects just removed from the bucket. */
export async function forgetObjects(db: WorkspaceDb, keys: readonly string[]): Promise<void> {
  const byOwner = new Map<string, string[]>();
  for (const key of keys) byOwner.set(ownerOfKey(key), [...(byOwner.get(ownerOfKey(key)) ?? []), key]);
  for (const [owner, owned] of byOwner) {
    for (let index = 0; index < owned.length; index += BATCH) {
      await db
        .deleteFrom('stored_objects')
        .where('user_id', '=', owner)
        .where('key', 'in', owned.slice(index, index + BATCH))
        .execute();
    }
  }
}

/** The bytes a user keeps in the bucket, as the ledger has them (tests, the bench). */
export async function storedObjectBytes(db: WorkspaceDb, userId: string): Promise<number> {
  const row = await db
    .selectFrom('stored_objects')
    .select((eb) => eb.fn.sum<number | string | null>('size').as('bytes'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.bytes ?? 0);
}
