import type { Viewer } from '../../common/workspace/access';
import { type ContainerSnapshot, type MemberView, viewFor } from '../../common/workspace/shared-view';
import { feedBounds } from '../db/live-feed';
import type { Container } from '../db/membership-store';
import { readContainerSnapshot } from '../db/shared-container';
import type { WorkspaceStore } from '../db/workspace-store';

// A member's whole view of a container kept between requests (decision 084): the page, the graph, the
// relations, the export, a chapter's text and the maps are each a function of it, and building it reads
// and filters every part. A view is kept for one (owner, container, member, role) and one data version:
// the newest id of the change feed (migration 0032), which every write of every workspace table moves
// in the write's own transaction, whichever code wrote it (a part, a text, a relation, a visibility, a
// membership, an import, a restore). The version is read before the container, so a view never stands
// for writes newer than its version: a write committed in between only makes the next request build
// again. An empty feed (0) keeps nothing, and a view is dropped after `AGE_MAX_MS`, far inside the
// day the feed keeps its events (a pruned feed can never show a version a kept view was built at
// after a write). The membership is not kept: the door reads it on every request.

/** Parts held by all kept views together; the least recently used go first past it. */
const PARTS_MAX = 200_000;
const AGE_MAX_MS = 10 * 60_000;

/** A member's view, and the container as stored that it was made from (what they may change is read from it). */
export type MemberRead = { view: MemberView; snapshot: ContainerSnapshot };

type Entry = { version: number; at: number; read: MemberRead };

export type MemberViewCache = {
  /** The member's view of the container, or undefined when the owner's workspace no longer holds it. */
  viewOf(owner: WorkspaceStore, container: Container, viewer: Viewer): Promise<MemberRead | undefined>;
};

export function createMemberViewCache(now: () => number): MemberViewCache {
  const entries = new Map<string, Entry>();
  const partsHeld = () => [...entries.values()].reduce((sum, entry) => sum + entry.read.view.parts.length, 0);
  return {
    async viewOf(owner, container, viewer) {
      const key = JSON.stringify([owner.userId, container.kind, container.id, viewer.userId, viewer.role]);
      const { last: version } = await feedBounds(owner.db);
      const held = entries.get(key);
      entries.delete(key);
      if (held !== undefined && held.version === version && now() - held.at < AGE_MAX_MS) {
        entries.set(key, held);
        return held.read;
      }
      const snapshot = await readContainerSnapshot(owner, container.kind, container.id);
      if (snapshot === undefined) return undefined;
      const read = { view: viewFor(snapshot, viewer), snapshot };
      if (version === 0) return read;
      entries.set(key, { version, at: now(), read });
      while (entries.size > 1 && partsHeld() > PARTS_MAX) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return read;
    },
  };
}
