import { useQuery } from '@tanstack/react-query';
import type { TimelineEntityType } from '../../common/domain/enums';
import { type EventPlaceChoice, eventPlaceChoices } from '../../common/workspace/event-places';
import { useCampaign } from './campaigns';
import { fetchLocations, locationKeys } from './locations';
import { useNovel } from './novels';
import { fetchWorlds, worldKeys } from './worlds';

/**
 * The places an event of a timeline can be set at (decision 074): its universe's locations and
 * settlements, and a campaign's own locations. `undefined` while read; an empty list when the owner has
 * no universe (a novel outside one) or the universe no place.
 */
export function useEventPlaces(
  owner: { entityType: TimelineEntityType; entityId: string } | undefined,
): EventPlaceChoice[] | undefined {
  const novel = useNovel(owner?.entityType === 'novel' ? owner.entityId : undefined);
  const campaign = useCampaign(owner?.entityType === 'campaign' ? owner.entityId : undefined);
  const universeId =
    owner === undefined
      ? undefined
      : owner.entityType === 'universe'
        ? owner.entityId
        : owner.entityType === 'novel'
          ? novel.data === undefined
            ? undefined
            : (novel.data?.universeId ?? null)
          : campaign.data === undefined
            ? undefined
            : (campaign.data?.universeId ?? null);
  const hasUniverse = typeof universeId === 'string';
  const worlds = useQuery({
    queryKey: worldKeys.list(universeId ?? undefined),
    queryFn: () => fetchWorlds(universeId ?? undefined),
    enabled: hasUniverse,
  });
  const filter = { universeId: universeId ?? '' };
  const locations = useQuery({
    queryKey: locationKeys.list(filter),
    queryFn: () => fetchLocations(filter),
    enabled: hasUniverse,
  });
  if (universeId === undefined) return undefined;
  const ownCampaign = owner?.entityType === 'campaign' ? (campaign.data ?? undefined) : undefined;
  if (!hasUniverse) return eventPlaceChoices({ worlds: [], locations: [], campaign: ownCampaign });
  if (worlds.data === undefined || locations.data === undefined) return undefined;
  return eventPlaceChoices({ worlds: worlds.data, locations: locations.data, campaign: ownCampaign });
}
