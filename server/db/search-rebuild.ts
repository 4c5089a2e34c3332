import type { DatabaseKind } from './database';
import { isSearchIndexCurrent, markSearchIndexCurrent, rebuildUserIndex } from './search-index';
import { createWorkspaceStore } from './workspace-store';
import type { WorkspaceDb } from './workspace-tables';

// Building the search index for every stored workspace: `npm run search-index -- rebuild`, and a server
// starting on a database whose index was built by an older version (or never: the release before
// migration 0014). One transaction per user: a crash leaves each user's index whole, old or new.

export async function rebuildSearchIndex(
  db: WorkspaceDb,
  kind: DatabaseKind,
): Promise<{ users: number; entries: number }> {
  const seeded = await db.selectFrom('workspace_seeds').select('user_id').execute();
  let entries = 0;
  for (const row of seeded) {
    entries += await createWorkspaceStore(db, kind, String(row.user_id)).transaction((store) =>
      rebuildUserIndex(store),
    );
  }
  await markSearchIndexCurrent(db);
  return { users: seeded.length, entries };
}

/** Rebuilds the index when it is not this version's; answers whether it did. */
export async function ensureSearchIndex(db: WorkspaceDb, kind: DatabaseKind): Promise<boolean> {
  if (await isSearchIndexCurrent(db)) return false;
  await rebuildSearchIndex(db, kind);
  return true;
}
