import { useQuery } from '@tanstack/react-query';
import type { TimelineEntityType } from '../../common/domain/enums';
import { type EventPlaceChoice, eventPlaceChoices } from '../../common/workspace/event-places';
import { useOwnerCampaigns } from './campaigns';
import { useNovel } from './novels';
import { recordsQuery } from './records';
import { fetchWorlds, worldKeys } from './worlds';

/**
 * The places an event of a timeline can be set at (decision 074): its universe's locations and
 * settlements, and the locations of a campaign's timeline's campaign or of a universe's campaigns. `undefined` while read; an empty list when the owner has
 * no universe (a novel outside one) or the universe no place.
 */
export function useEventPlaces(
  owner: { entityType: TimelineEntityType; entityId: string } | undefined,
): EventPlaceChoice[] | undefined {
  const novel = useNovel(owner?.entityType === 'novel' ? owner.entityId : undefined);
  // A campaign's timeline offers its own locations; a universe's, those of all its campaigns.
  const campaigns = useOwnerCampaigns(owner?.entityType ?? 'novel', owner?.entityId ?? '');
  const campaign = owner?.entityType === 'campaign' ? campaigns[0] : undefined;
  const universeId =
    owner === undefined
      ? undefined
      : owner.entityType === 'universe'
        ? owner.entityId
        : owner.entityType === 'novel'
          ? novel.data === undefined
            ? undefined
            : (novel.data?.universeId ?? null)
          : campaign === undefined
            ? undefined
            : (campaign?.universeId ?? null);
  const hasUniverse = typeof universeId === 'string';
  const worlds = useQuery({
    queryKey: worldKeys.list(universeId ?? undefined),
    queryFn: () => fetchWorlds(universeId ?? undefined),
    enabled: hasUniverse,
  });
  const filter = { universeId: universeId ?? '' };
  const locations = useQuery({ ...recordsQuery('location', filter), enabled: hasUniverse });
  if (universeId === undefined) return undefined;
  const known = campaigns.flatMap((one) => (one === undefined || one === null ? [] : [one]));
  if (!hasUniverse) return eventPlaceChoices({ worlds: [], locations: [], campaigns: known });
  if (worlds.data === undefined || locations.data === undefined) return undefined;
  return eventPlaceChoices({ worlds: worlds.data, locations: locations.data, campaigns: known });
}
