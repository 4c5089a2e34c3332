import type { Context, Hono } from 'hono';
import { z } from 'zod';
import {
  type BackupVisibility,
  type ContainerKind,
  containerPartParent,
  secretChangeSchema,
  visibilityInputSchema,
} from '../../../common/api/sharing';
import {
  isEditorial,
  mayAccess,
  type PartWrite,
  partWriteRefusal,
  resolveVisibility,
} from '../../../common/workspace/access';
import { changeChapterSecret } from '../../../common/workspace/operations/change-chapter-secret';
import { changeSecret, secretChangeAction } from '../../../common/workspace/operations/change-secret';
import { addPart, changePart, removePart } from '../../../common/workspace/operations/part-commands';
import {
  findPartKind,
  isUserPartKind,
  type PartKindSpec,
  partKindsOf,
} from '../../../common/workspace/part-kinds';
import { presentPart } from '../../../common/workspace/present';
import { fieldsWithHiddenSecrets } from '../../../common/workspace/secret-blocks';
import { isMapOfView, LAYER_KIND_PREFIX } from '../../../common/workspace/shared-maps';
import type { StoredPart } from '../../../common/workspace/store';
import { createChapterTextStore } from '../../db/chapter-text-store';
import { type Container, readVisibility, setVisibility } from '../../db/membership-store';
import { sharedWorldIds } from '../../db/shared-container';
import type { WorkspaceStore } from '../../db/workspace-store';
import { mapTable } from '../../db/workspace-tables';
import { apiErrors } from '../api-error';
import { type ApiEnv, isoNow, newId, type RouteDeps } from '../context';
import { trashPart } from '../trash-moves';
import { readBody, readId, readIfMatch } from '../validate';
import { chapterSecretSchema, giveWayToWriters, splitSecretBody } from './chapter-text';
import { readSecretIndex, shareSavedFields, storesOf } from './parts';
import { type MemberDoor, openDoor } from './shared-door';
import { authorDay } from './writing-goal';

// A member's writes into a shared container (issue 28, decisions 057 and 083): every one asks the one
// policy (`mayAccess` to see the part, `partWriteRefusal` to write it: the owner and editors write
// everything, a player what they added and the character they play) before the core's command runs on
// the owner's rows, so a refused write changes nothing. A part the member may not see answers 404, exactly as a part that is
// not there (a refusal must not tell a player that a hidden thing exists); one they see but may not
// change answers 403 with the reason.

const versionFieldSchema = z.object({ version: z.number().int().positive().optional() }).loose();

function partSpecOf(c: Context, kind: ContainerKind): PartKindSpec {
  const segment = c.req.param('segment');
  const spec = partKindsOf(containerPartParent[kind]).find((candidate) => candidate.segment === segment);
  if (spec === undefined) throw apiErrors.notFound('Part list');
  return spec;
}

/** The container's part the member names, when the policy lets them see it (404 otherwise) and `write` it (403). */
async function visiblePart(
  door: MemberDoor,
  spec: PartKindSpec,
  partId: string,
  write: PartWrite,
): Promise<StoredPart> {
  const { container } = door.membership;
  const part = await door.owner.parts().getPart(partId);
  if (part === undefined || part.kind !== spec.kind || part.parentId !== container.id) {
    throw apiErrors.notFound(spec.singular);
  }
  const rows = await readVisibility(door.owner, [part.id, container.id]);
  const visibility = resolveVisibility(rows, container, part.kind, part.id);
  if (!mayAccess(door.viewer, visibility, 'see')) throw apiErrors.notFound(spec.singular);
  const refused = partWriteRefusal(door.viewer, container.kind, part, write, spec.singular);
  if (refused !== undefined) throw apiErrors.forbidden(refused);
  return part;
}

/**
 * Refuses a member's change of a long text that holds a secret block they cannot read: what they send
 * back lacks it, and saving it would drop what the GM wrote (a player's own note or character).
 */
function refuseHiddenSecrets(door: MemberDoor, spec: PartKindSpec, part: StoredPart, patch: object) {
  const touched = spec.longFields.filter((field) => field in patch || `${field}Doc` in patch);
  const [field] = fieldsWithHiddenSecrets(part.data, touched, door.viewer);
  if (field !== undefined) {
    throw apiErrors.forbidden(
      `This ${spec.singular.toLowerCase()}’s ${field} holds a secret you cannot read: only its owner and editors can change it`,
    );
  }
}

/** Sets who sees one part of the container (the owner's route, and an editor's through the door). */
export async function setPartVisibility(
  store: WorkspaceStore,
  container: Container,
  input: z.infer<typeof visibilityInputSchema>,
): Promise<BackupVisibility> {
  if (input.entityKind === container.kind && input.entityId === container.id) {
    throw apiErrors.invalid('The shared record itself is seen by every member', 'entityId');
  }
  if (input.entityKind === 'map' || input.entityKind.startsWith(LAYER_KIND_PREFIX)) {
    // A map of the container, or one of its layers (decision 076): keyed by the map's id.
    const map = await store.find(mapTable, input.entityId);
    if (map === undefined || !isMapOfView(container, map)) {
      throw apiErrors.invalid(`That is not a map of this ${container.kind}`, 'entityId');
    }
    const entry = { ...input, named: input.level === 'named' ? input.named : [] };
    await setVisibility(store, entry);
    return entry;
  }
  const part =
    findPartKind(input.entityKind) === undefined ? undefined : await store.parts().getPart(input.entityId);
  // A thing of the owner's kind in a world of a shared universe is the universe's too (decision 100).
  const isInContainer =
    part !== undefined &&
    (part.parentId === container.id ||
      (isUserPartKind(part.kind) &&
        (await sharedWorldIds(store, container.kind, container.id)).includes(part.parentId)));
  if (part === undefined || part.kind !== input.entityKind || !isInContainer) {
    throw apiErrors.invalid(`That is not part of this ${container.kind}`, 'entityId');
  }
  const entry = { ...input, named: input.level === 'named' ? input.named : [] };
  await setVisibility(store, entry);
  return entry;
}

/**
 * `POST|PATCH|DELETE /shared/:ownerId/:kind/:id/parts/:segment[/:partId]`: a member's part writes; `PUT
 * /shared/:ownerId/:kind/:id/visibility`: an editor sets who sees a part (membership stays the owner's).
 */
export function registerSharedWrites(routes: Hono<ApiEnv>, deps: RouteDeps): void {
  const base = '/:ownerId/:kind/:id/parts/:segment';

  routes.put('/:ownerId/:kind/:id/visibility', async (c) => {
    const door = await openDoor(c);
    const { role, container } = door.membership;
    if (!isEditorial(door.viewer.role)) {
      throw apiErrors.forbidden(
        `A ${role} cannot change who sees what in this ${container.kind}: only its owner and editors can`,
      );
    }
    const input = await readBody(c, visibilityInputSchema);
    return c.json(await setPartVisibility(door.owner, container, input));
  });

  routes.post(base, async (c) => {
    const door = await openDoor(c);
    const { container } = door.membership;
    const spec = partSpecOf(c, container.kind);
    const refused = partWriteRefusal(
      door.viewer,
      container.kind,
      { kind: spec.kind },
      'create',
      spec.singular,
    );
    if (refused !== undefined) throw apiErrors.forbidden(refused);
    const input = await readBody(c, z.record(z.string(), z.unknown()));
    const { viewer } = door;
    const part = await door.owner.transaction(async (store) => {
      const made = await addPart(storesOf(store), {
        kind: spec.kind,
        parentId: container.id,
        input,
        id: newId(),
        newRecordId: newId,
        now: isoNow(deps),
        createdBy: viewer.userId,
      });
      // What a player adds (a note, a place, a lead) is theirs: read by them and the GM (editors) until
      // the GM shares it wider (decisions 083, 091).
      if (!isEditorial(viewer.role)) {
        await setVisibility(store, {
          entityKind: spec.kind,
          entityId: made.id,
          level: 'named',
          named: [viewer.userId],
        });
      }
      return made;
    });
    return c.json(presentPart(part), 201, { ETag: `"${part.version}"` });
  });

  routes.patch(`${base}/:partId`, async (c) => {
    const door = await openDoor(c);
    const spec = partSpecOf(c, door.membership.container.kind);
    const part = await visiblePart(door, spec, readId(c, 'partId'), 'change');
    const { version: bodyVersion, ...patch } = await readBody(c, versionFieldSchema);
    refuseHiddenSecrets(door, spec, part, patch);
    const changed = await changePart(storesOf(door.owner), {
      kind: spec.kind,
      parentId: part.parentId,
      partId: part.id,
      patch,
      version: readIfMatch(c) ?? bodyVersion,
      now: isoNow(deps),
    });
    await shareSavedFields(deps, door.membership.ownerId, spec, changed, patch);
    return c.json(presentPart(changed), 200, { ETag: `"${changed.version}"` });
  });

  // An editor reveals a secret block, or sets who reads it, as the owner does (decision 072): the
  // part must be one they see and change, which only the owner's editors do.
  routes.post(`${base}/:partId/texts/:field/secrets/:index`, async (c) => {
    const door = await openDoor(c);
    const spec = partSpecOf(c, door.membership.container.kind);
    const part = await visiblePart(door, spec, readId(c, 'partId'), 'change');
    if (!isEditorial(door.viewer.role)) {
      throw apiErrors.forbidden(
        `A ${door.viewer.role} cannot reveal a secret of this ${door.membership.container.kind}: only its owner and editors can`,
      );
    }
    const index = readSecretIndex(c);
    const { version, ...change } = await readBody(c, secretChangeSchema);
    const changed = await changeSecret(storesOf(door.owner.withAction(secretChangeAction(change))), {
      kind: spec.kind,
      parentId: part.parentId,
      partId: part.id,
      field: readId(c, 'field'),
      index,
      change,
      version: readIfMatch(c) ?? version,
      now: isoNow(deps),
    });
    return c.json(presentPart(changed), 200, { ETag: `"${changed.version}"` });
  });

  // An editor reveals a secret block of a chapter's text, or sets who reads it (decision 104): the
  // chapter must be one they see and change; the text is saved at the version they read, in the owner's
  // rows, and given to anyone writing in it together.
  routes.post(`${base}/:partId/text/secrets/:index`, async (c) => {
    const door = await openDoor(c);
    const spec = partSpecOf(c, door.membership.container.kind);
    if (spec.kind !== 'novels/chapters') throw apiErrors.notFound('Chapter text');
    const chapter = await visiblePart(door, spec, readId(c, 'partId'), 'change');
    if (!isEditorial(door.viewer.role)) {
      throw apiErrors.forbidden(
        `A ${door.viewer.role} cannot reveal a secret of this ${door.membership.container.kind}: only its owner and editors can`,
      );
    }
    const index = readSecretIndex(c);
    const { change, version, day } = await readBody(c, chapterSecretSchema).then(splitSecretBody);
    const store = createChapterTextStore(door.owner.withAction(secretChangeAction(change)));
    const saved = await changeChapterSecret(store, {
      novelId: chapter.parentId,
      chapterId: chapter.id,
      index,
      change,
      version: readIfMatch(c) ?? version,
      now: isoNow(deps),
      day: authorDay(day, deps),
    });
    await giveWayToWriters(deps, door.membership.ownerId, saved);
    return c.json(saved, 200, { ETag: `"${saved.version}"` });
  });

  // The part goes to the owner's Trash, where the owner can restore it.
  routes.delete(`${base}/:partId`, async (c) => {
    const door = await openDoor(c);
    const spec = partSpecOf(c, door.membership.container.kind);
    const partId = readId(c, 'partId');
    await visiblePart(door, spec, partId, 'delete');
    const now = isoNow(deps);
    await door.owner.transaction(async (store) => {
      const part = await store.parts().getPart(partId);
      if (part === undefined) throw apiErrors.notFound(spec.singular);
      await trashPart(store, deps, part, now);
      await removePart(storesOf(store), {
        kind: spec.kind,
        parentId: part.parentId,
        partId,
        version: readIfMatch(c),
        now,
      });
    });
    return c.body(null, 204);
  });
}
