import type { Context } from 'hono';
import { containerKindSchema } from '../../../common/api/sharing';
import type { Viewer } from '../../../common/workspace/access';
import { type Container, findMembership, type Membership } from '../../db/membership-store';
import { createWorkspaceStore, type WorkspaceStore } from '../../db/workspace-store';
import { apiErrors } from '../api-error';
import type { ApiEnv } from '../context';
import { readId } from '../validate';

// The member's door into someone else's container (decision 057): `/shared/:ownerId/:kind/:id/...`.
// Every request reads the caller's membership again (no cache), so a removed member's next request is
// refused with the answer an unknown container gets.

/** The `:kind/:id` of a sharing route; an unknown kind reads as a container that is not there. */
export function readContainer(c: Context): Container {
  const parsed = containerKindSchema.safeParse(c.req.param('kind'));
  if (!parsed.success) throw apiErrors.notFound('Shared container');
  return { kind: parsed.data, id: readId(c) };
}

/** Who is asking, as the policy knows them, and the owner's store their request reads and writes. */
export type MemberDoor = { membership: Membership; viewer: Viewer; owner: WorkspaceStore };

/** The caller's membership of the container the route names, read now; 404 when there is none. */
export async function openDoor(c: Context<ApiEnv>): Promise<MemberDoor> {
  const { store, caller } = c.var;
  const ownerId = readId(c, 'ownerId');
  const membership = await findMembership(store.db, caller.userId, ownerId, readContainer(c));
  if (membership === undefined) throw apiErrors.notFound('Shared container');
  return {
    membership,
    viewer: { userId: caller.userId, role: membership.role },
    owner: createWorkspaceStore(store.db, store.kind, ownerId),
  };
}
