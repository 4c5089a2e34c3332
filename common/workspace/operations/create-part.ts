import { newPartSchema, type PartParent } from '../../api/parts';
import { CHARACTER_LINK, isAppearanceKind } from '../cast';
import { workspaceErrors } from '../errors';
import { ITEM_LINK, isItemAppearanceKind } from '../items';
import { recordKind, recordKindOfParent } from '../kinds';
import { partKind } from '../part-kinds';
import { parseInput } from '../present';
import type { PartStore, StoredPart } from '../store';
import { checkMembers } from './part-members';

export type CreatePartInput = {
  kind: string;
  parentId: string;
  /** The part's fields, without id (checked here by the kind's schema). */
  input: unknown;
  id: string;
  now: string;
  /** The member who makes it in a container shared with them (decision 083); absent for the owner. */
  createdBy?: string;
};

/** Adds a part at the end of its parent's list and stamps the parent. */
export async function createPart(store: PartStore, command: CreatePartInput): Promise<StoredPart> {
  const spec = partKind(command.kind);
  const fields = parseInput(newPartSchema(spec), command.input) as Record<string, unknown>;
  if (isAppearanceKind(spec.kind) && typeof fields[CHARACTER_LINK] !== 'string') {
    // A programming error: appearances are made by createAppearance, which names their character.
    throw new Error(`A ${spec.kind} part needs its character: use createAppearance`);
  }
  if (isItemAppearanceKind(spec.kind) && typeof fields[ITEM_LINK] !== 'string') {
    // Likewise: a campaign's items are made by createItemAppearance or syncItemCampaigns.
    throw new Error(`A ${spec.kind} part needs its item: use createItemAppearance`);
  }
  return store.transaction(async (trx) => {
    if (!(await trx.parentExists(spec.parent, command.parentId))) {
      throw workspaceErrors.notFound(parentLabel(spec.parent));
    }
    await checkMembers(trx, spec, command.parentId, fields);
    const data: Record<string, unknown> = { ...fields };
    for (const field of spec.serverFields) data[field] = command.now;
    for (const [field, { initial }] of Object.entries(spec.derivedFields ?? {})) data[field] = initial;
    const part: StoredPart = {
      id: command.id,
      kind: spec.kind,
      parentId: command.parentId,
      position: (await trx.lastPosition(command.parentId, spec.kind)) + 1,
      version: 1,
      createdAt: command.now,
      updatedAt: command.now,
      data,
      ...(command.createdBy === undefined ? {} : { createdBy: command.createdBy }),
    };
    await trx.insertParts([part]);
    await trx.touchParent(spec.parent, command.parentId, command.now);
    return part;
  });
}

/** 'Novel', 'World': what the record holding parts under `parent` is called. */
export function parentLabel(parent: PartParent): string {
  return recordKind(recordKindOfParent(parent)).one;
}
