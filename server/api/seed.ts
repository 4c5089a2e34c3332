import { sampleWorkspaceAt } from '../../common/sample/sample-at';
import { insertWorkspace, type WorkspaceStore } from '../db/workspace-store';
import type { Caller } from './token-verifier';

/**
 * A new user's workspace starts as a copy of the built-in sample workspace, once: a user who later
 * deletes every novel must not get the sample back. The marker row and the copy are written in one
 * transaction; the marker's primary key makes a racing second first request insert nothing (on
 * PostgreSQL it waits for the first transaction to commit and then finds the marker), so the sample is
 * copied exactly once. Users known to be seeded are remembered, so later requests skip the check.
 */
export function createSeeder(now: () => number) {
  const seeded = new Set<string>();

  return async function ensureSeeded(caller: Caller, store: WorkspaceStore): Promise<void> {
    if (seeded.has(caller.userId)) return;
    if (!(await store.isSeeded())) {
      await store.withAction('seed').transaction(async (trx) => {
        if (!(await trx.markSeeded(new Date(now()).toISOString()))) return;
        const workspace = sampleWorkspaceAt(now());
        // The profile speaks of the person signed in, where the token says who that is.
        if (caller.email !== undefined) workspace.profile.email = caller.email;
        await insertWorkspace(trx, workspace);
      });
    }
    seeded.add(caller.userId);
  };
}
