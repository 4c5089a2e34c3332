import { useRef } from 'react';
import type { CalendarOwner } from '../../../common/api/calendars';
import type { CampaignDetail } from '../../../common/domain/campaign';
import type { NovelDetail } from '../../../common/domain/novel';
import type { Character } from '../../../common/domain/reference';
import type { DatedSource, PersonSource } from '../../../common/time/dated-things';
import { useOwnerCampaigns } from '../../data/campaigns';
import { useOwnerNovels } from '../../data/novels';
import { useRecords } from '../../data/records';
import { entityPath } from '../../lib/entity-path';
import type { LinkedSource } from './model/dated-entries';

export type OwnerDatedSources = {
  chapters: readonly LinkedSource<DatedSource>[];
  sessions: readonly LinkedSource<DatedSource>[];
  people: readonly LinkedSource<PersonSource>[];
  /** The campaigns' current dates of the world, each leading to its campaign's overview. */
  currentDates: readonly LinkedSource<DatedSource>[];
};

/** The References characters of a calendar's owner (who the "as of" panel and the grid's lives are). */
export function ownerCharacterFilter(owner: CalendarOwner) {
  return owner.ownerKind === 'universe'
    ? { universeId: owner.ownerId }
    : owner.ownerKind === 'novel'
      ? { novelId: owner.ownerId }
      : { campaignId: owner.ownerId };
}

/**
 * The owner's dated things besides events, with their pages: its novels' chapters and its campaigns'
 * sessions (a universe's are those of its novels and campaigns) and its References characters' lives. The same object while nothing read
 * changes, so the grid's entries are not rebuilt on a month change.
 */
export function useOwnerDatedSources(owner: CalendarOwner): OwnerDatedSources {
  const campaigns = useOwnerCampaigns(owner.ownerKind, owner.ownerId);
  const novels = useOwnerNovels(owner.ownerKind, owner.ownerId);
  const characters = useRecords('character', ownerCharacterFilter(owner)).data;
  const last = useRef<{ inputs: readonly unknown[]; sources: OwnerDatedSources }>(undefined);
  const inputs = [characters, ...campaigns, ...novels];
  const known = last.current;
  if (
    known !== undefined &&
    known.inputs.length === inputs.length &&
    known.inputs.every((input, index) => input === inputs[index])
  ) {
    return known.sources;
  }
  const sources = {
    chapters: chapterSources(novels),
    sessions: sessionSources(campaigns),
    people: personSources(characters ?? []),
    currentDates: currentDateSources(campaigns),
  };
  last.current = { inputs, sources };
  return sources;
}

function chapterSources(novels: readonly (NovelDetail | null | undefined)[]): LinkedSource<DatedSource>[] {
  return novels.flatMap((novel) =>
    novel === null || novel === undefined
      ? []
      : novel.chapters.flatMap((chapter) =>
          chapter.worldDate === undefined || chapter.worldDate === ''
            ? []
            : [
                {
                  id: chapter.id,
                  name: chapter.title,
                  date: chapter.worldDate,
                  href: `/novels/${encodeURIComponent(novel.id)}/chapters/${encodeURIComponent(chapter.id)}`,
                },
              ],
        ),
  );
}

function sessionSources(
  campaigns: readonly (CampaignDetail | null | undefined)[],
): LinkedSource<DatedSource>[] {
  return campaigns.flatMap((campaign) =>
    campaign === null || campaign === undefined
      ? []
      : campaign.sessions.flatMap((session) =>
          session.worldDate === undefined || session.worldDate === ''
            ? []
            : [
                {
                  id: session.id,
                  name: session.title,
                  date: session.worldDate,
                  href: `/campaigns/${encodeURIComponent(campaign.id)}/sessions/${encodeURIComponent(session.id)}`,
                },
              ],
        ),
  );
}

function personSources(characters: readonly Character[]): LinkedSource<PersonSource>[] {
  return characters.flatMap((character) =>
    (character.born ?? '') === '' && (character.died ?? '') === ''
      ? []
      : [
          {
            id: character.id,
            name: character.name,
            born: character.born ?? '',
            died: character.died ?? '',
            href: entityPath({
              kind: 'character',
              id: character.id,
              name: character.name,
              universeId: character.universeId,
            }),
          },
        ],
  );
}

function currentDateSources(
  campaigns: readonly (CampaignDetail | null | undefined)[],
): LinkedSource<DatedSource>[] {
  return campaigns.flatMap((campaign) =>
    campaign === null || campaign === undefined || (campaign.currentWorldDate ?? '') === ''
      ? []
      : [
          {
            id: campaign.id,
            name: campaign.title,
            date: campaign.currentWorldDate ?? '',
            href: `/campaigns/${encodeURIComponent(campaign.id)}`,
          },
        ],
  );
}
