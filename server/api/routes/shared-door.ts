import type { Context } from 'hono';
import { z } from 'zod';
import { safeIdSchema } from '../../../common/api/limits';
import { containerKindSchema } from '../../../common/api/sharing';
import { isEditorial, type Viewer } from '../../../common/workspace/access';
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
    viewer: { userId: caller.userId, role: membership.role, plays: membership.plays ?? undefined },
    owner: createWorkspaceStore(store.db, store.kind, ownerId),
  };
}

/**
 * "View as" (decision 072): `?as=<member id>` on a member's read asks for that member's view. Only the
 * container's owner and its editors may ask; the door then reads as that member (their role, their id),
 * so the answer is exactly what the member's own request gets. Never honoured on a write.
 */
export const viewAsQuerySchema = z.strictObject({ as: safeIdSchema.optional() });

/** The door of a read: the caller's own, or (`as`) the member's whose view the owner or an editor asks. */
export async function openReadDoor(c: Context<ApiEnv>, as: string | undefined): Promise<MemberDoor> {
  if (as === undefined) return openDoor(c);
  const { store, caller } = c.var;
  const ownerId = readId(c, 'ownerId');
  const container = readContainer(c);
  const asker =
    caller.userId === ownerId
      ? 'owner'
      : (await findMembership(store.db, caller.userId, ownerId, container))?.role;
  if (asker === undefined) throw apiErrors.notFound('Shared container');
  if (!isEditorial(asker)) {
    throw apiErrors.forbidden('Only the owner and editors can view this as one of its members');
  }
  const membership = await findMembership(store.db, as, ownerId, container);
  if (membership === undefined) throw apiErrors.notFound('Member');
  return {
    membership,
    viewer: { userId: as, role: membership.role, plays: membership.plays ?? undefined },
    owner: createWorkspaceStore(store.db, store.kind, ownerId),
  };
}
