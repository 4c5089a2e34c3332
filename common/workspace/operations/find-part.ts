import { workspaceErrors } from '../errors';
import type { PartKindSpec } from '../part-kinds';
import type { PartStore, StoredPart } from '../store';

/** The part of this kind under this parent, or the kind's not-found refusal ('Chapter not found'). */
export async function findPart(
  store: PartStore,
  spec: PartKindSpec,
  parentId: string,
  partId: string,
): Promise<StoredPart> {
  const part = await store.getPart(partId);
  if (part === undefined || part.kind !== spec.kind || part.parentId !== parentId) {
    throw workspaceErrors.notFound(spec.singular);
  }
  return part;
}
