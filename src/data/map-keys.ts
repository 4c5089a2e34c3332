import type { MapOwnerType } from '../../common/domain/map';
import { workspaceKey } from './query-helpers';

/** The cache keys of maps (decision 059): a map's detail holds its pins, regions and routes. */
export const mapKeys = {
  all: [...workspaceKey, 'maps'] as const,
  /** All maps, or one owner's. */
  list: (owner?: { ownerType: MapOwnerType; ownerId: string }) =>
    [...mapKeys.all, 'list', owner?.ownerType ?? 'all', owner?.ownerId ?? 'all'] as const,
  detail: (id: string) => [...mapKeys.all, 'detail', id] as const,
};
