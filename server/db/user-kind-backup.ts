import { friendlyMessage } from '../../common/api/messages';
import { storedPartSchema } from '../../common/api/parts';
import { namedPartSchema } from '../../common/domain/shared';
import type { PartKind } from '../../common/workspace/part-kinds';
import type { StoredPart } from '../../common/workspace/store';
import {
  type BackupKindThing,
  type KIND_HOMES,
  type UserKind,
  userKindIdOf,
  userPartKind,
} from '../../common/workspace/user-kinds';
import { createUserKindStore, thingsOfKind } from './user-kind-store';
import type { WorkspaceStore } from './workspace-store-type';

// Kinds of a user's own and their things in a backup (decision 085, like every table: decision 050). A
// thing is a part of its container, which the record's own list does not carry (its kind is the user's,
// not the record's type): it travels beside, and the import writes it after the records, checked by the
// parts core's stored schema as any part is, and before the field values that name it.

type KindBackup = { customKinds: UserKind[]; kindThings: BackupKindThing[] };

/** Every kind and every thing of them the workspace holds, in each container's list order. */
export async function readKindBackup(store: WorkspaceStore): Promise<KindBackup> {
  const kinds = await createUserKindStore(store).listKinds();
  const kindThings: BackupKindThing[] = [];
  for (const kind of kinds) {
    for (const part of await thingsOfKind(store, userPartKind(kind))) {
      kindThings.push({
        id: part.id,
        kind: part.kind,
        parentId: part.parentId,
        position: part.position,
        createdAt: part.createdAt,
        updatedAt: part.updatedAt,
        data: part.data,
      });
    }
  }
  return { customKinds: kinds, kindThings };
}

const thingSchema = storedPartSchema({ prop: '', schema: namedPartSchema });

/** Writes a file's kinds and their things; answers the first row that cannot be written. */
export async function writeKindBackup(
  store: WorkspaceStore,
  file: KindBackup,
): Promise<{ field: string; message: string } | undefined> {
  const kinds = createUserKindStore(store);
  for (const kind of file.customKinds) await kinds.putKind(kind);
  const known = new Set<string>((await kinds.listKinds()).map(userPartKind));
  const parts = store.parts();
  const things: StoredPart[] = [];
  for (const [index, thing] of file.kindThings.entries()) {
    const at = `kindThings[${index + 1}]`;
    if (!known.has(thing.kind)) {
      return {
        field: `${at}.kind`,
        message: `Nothing was imported: thing row ${index + 1} is of kind ${userKindIdOf(thing.kind) ?? thing.kind}, which is not in the workspace`,
      };
    }
    const home = thing.kind.split('/')[0] as (typeof KIND_HOMES)[number];
    if (!(await parts.parentExists(home, thing.parentId))) {
      return {
        field: `${at}.parentId`,
        message: `Nothing was imported: thing row ${index + 1} is in ${home.slice(0, -1)} ${thing.parentId}, which is not in the workspace`,
      };
    }
    const data = thingSchema.safeParse(thing.data, { error: friendlyMessage });
    if (!data.success) {
      const issue = data.error.issues[0];
      return {
        field: `${at}.data.${issue?.path.map(String).join('.') ?? ''}`,
        message: `Nothing was imported: thing row ${index + 1}: ${issue?.message ?? 'not a thing'}`,
      };
    }
    things.push({
      id: thing.id,
      kind: thing.kind as PartKind,
      parentId: thing.parentId,
      position: thing.position,
      version: 1,
      createdAt: thing.createdAt,
      updatedAt: thing.updatedAt,
      data: data.data,
    });
  }
  // A thing stored under the same id is the file's now.
  await parts.deleteParts(things.map((thing) => thing.id));
  for (let at = 0; at < things.length; at += 200) await parts.insertParts(things.slice(at, at + 200));
  return undefined;
}

/** A replacing file that carries kinds: the workspace's kinds and their things are the file's. */
export async function clearKinds(store: WorkspaceStore): Promise<void> {
  const kinds = createUserKindStore(store);
  for (const kind of await kinds.listKinds()) {
    const ids = await store.db
      .selectFrom('parts')
      .select('id')
      .where('user_id', '=', store.userId)
      .where('kind', '=', userPartKind(kind))
      .execute();
    await store.parts().deleteParts(ids.map((row) => row.id));
  }
  await kinds.clear();
}
