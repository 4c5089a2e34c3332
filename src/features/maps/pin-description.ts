import type { QueryClient } from '@tanstack/react-query';
import { entityKindLabel, isEntityKind } from '../../../common/workspace/entities';
import { describeEntity, entityKeys } from '../../data/entities';
import type { MapFeature } from './model/map-geometry';
import { summaryLine } from './model/pin-summary';

// The owner's map page's pin tooltips (issue 30): what a pin leads to, in a line under its name.

/**
 * What a pin's tooltip says it leads to: its kind (and place, when known), then the first sentence of its
 * description ('Settlement · A river port.'), read through the query cache.
 */
export function describePinWith(queryClient: QueryClient) {
  return async (feature: MapFeature): Promise<string | undefined> => {
    if (feature.linkId === '') return undefined;
    if (feature.linkKind === 'map') return 'Opens its map';
    const kind = feature.linkKind;
    if (!isEntityKind(kind)) return undefined;
    const ref = { kind, id: feature.linkId };
    try {
      const summary = await queryClient.fetchQuery({
        queryKey: entityKeys.described(ref),
        queryFn: () => describeEntity(ref),
        staleTime: 60_000,
      });
      if (summary === null) return undefined;
      const label = `${entityKindLabel(kind)}${summary.place === undefined ? '' : ` in ${summary.place}`}`;
      return summaryLine(label, summary.summary ?? '');
    } catch {
      return undefined;
    }
  };
}
