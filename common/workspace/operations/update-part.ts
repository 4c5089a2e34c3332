import { partUpdateSchema } from '../../api/parts';
import { workspaceErrors } from '../errors';
import { partKind } from '../part-kinds';
import { parseInput, presentPart } from '../present';
import type { PartStore, StoredPart } from '../store';
import { findPart } from './find-part';
import { keepPartTextVersion, longTextOf } from './keep-version';
import { checkMembers } from './part-members';

export type UpdatePartInput = {
  kind: string;
  parentId: string;
  partId: string;
  /** Any of the part's fields. */
  patch: unknown;
  /** The version the client read; a write without one is refused, one naming an older is a conflict. */
  version: number | undefined;
  now: string;
  /** Keep a changed long text as a version: after a stretch of writing (default) or always (a restore). */
  keepVersion?: 'after-stretch' | 'always';
};

/**
 * Changes some fields of one part and nothing else: no other part and not the parent's row but its
 * `lastUpdated` stamp. The write names the version it read, so two clients editing one part cannot
 * silently overwrite each other: the second gets a conflict carrying the part as it now is.
 */
export async function updatePart(store: PartStore, command: UpdatePartInput): Promise<StoredPart> {
  const spec = partKind(command.kind);
  const patch = parseInput(partUpdateSchema(spec), command.patch) as Record<string, unknown>;
  return store.transaction(async (trx) => {
    const current = await findPart(trx, spec, command.parentId, command.partId);
    // Checked after the lookup, so that a part that is not there answers the same with or without one.
    if (command.version === undefined) throw workspaceErrors.versionRequired();
    const version = command.version;
    if (current.version !== version) throw workspaceErrors.stale(spec.singular, presentPart(current));
    await checkMembers(trx, spec, command.parentId, patch);
    const data: Record<string, unknown> = { ...current.data };
    for (const [field, value] of Object.entries(patch)) {
      // null: the field goes (a long text written plain again no longer has its document).
      if (value === null) delete data[field];
      else if (value !== undefined) data[field] = value;
    }
    if (spec.serverFields.includes('updatedAt')) data.updatedAt = command.now;
    const next: StoredPart = { ...current, data, version: version + 1, updatedAt: command.now };
    // A long text about to be overwritten is kept as a version first (decision 037).
    for (const field of spec.longFields) {
      if (longTextOf(current, field).key !== longTextOf(next, field).key) {
        await keepPartTextVersion(trx, current, field, command.now, command.keepVersion === 'always');
      }
    }
    if (!(await trx.updatePart(next, version, Object.keys(patch)))) {
      const now = await trx.getPart(command.partId);
      if (now === undefined) throw workspaceErrors.notFound(spec.singular);
      throw workspaceErrors.stale(spec.singular, presentPart(now));
    }
    await trx.touchParent(spec.parent, command.parentId, command.now);
    return next;
  });
}
