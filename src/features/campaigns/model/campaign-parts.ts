import type { CampaignDetail } from '../../../../common/domain/campaign';
import { type PartKindSpec, partKindAt } from '../../../../common/workspace/part-kinds';
import {
  characterTypeLabel,
  difficultyLabel,
  encounterTypeLabel,
  itemStatusLabel,
  questStatusLabel,
  rarityLabel,
  sessionStatusLabel,
} from './campaign-format';

// How the campaign's parts are added, edited and shown on their own pages: the segments of
// `/campaigns/:id/{segment}/{partId}`, the labels of their choices and what a new one starts with.

export const campaignSegments = [
  'sessions',
  'characters',
  'quests',
  'encounters',
  'locations',
  'items',
  'notes',
  'arcs',
] as const;
export type CampaignSegment = (typeof campaignSegments)[number];

/** The kind of part at a segment, or undefined for a segment campaigns do not have. */
export function campaignPartKind(segment: string): PartKindSpec | undefined {
  return partKindAt('campaigns', segment);
}

/** The kind at a segment known to exist. */
export function campaignKind(segment: CampaignSegment): PartKindSpec {
  const spec = partKindAt('campaigns', segment);
  if (spec === undefined) throw new Error(`campaigns/${segment} is not a part list`);
  return spec;
}

/** Readable labels of every choice field, by segment (the same words as the cards' badges). */
export const campaignOptionLabels: Record<CampaignSegment, Record<string, Record<string, string>>> = {
  sessions: { status: sessionStatusLabel },
  characters: { type: characterTypeLabel },
  quests: { status: questStatusLabel },
  encounters: { type: encounterTypeLabel, difficulty: difficultyLabel },
  locations: {},
  items: { rarity: rarityLabel, status: itemStatusLabel },
  notes: {},
  arcs: {},
};

/** Today as a calendar date in the person's own time zone (YYYY-MM-DD). */
export function todayDate(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** What a new part starts with in the form, before anything is typed. */
export function campaignPartDefaults(segment: CampaignSegment, now = new Date()): Record<string, unknown> {
  switch (segment) {
    case 'sessions':
      return { status: 'planned', date: todayDate(now) };
    case 'characters':
      return { type: 'npc' };
    case 'quests':
      return { status: 'planned', xp: 0 };
    case 'encounters':
      return { type: 'combat', difficulty: 'medium' };
    case 'items':
      return { rarity: 'common', status: 'obtained' };
    default:
      return {};
  }
}

/** A campaign's list of parts at a segment. */
export function campaignPartsAt(
  campaign: CampaignDetail,
  segment: CampaignSegment,
): readonly { id: string }[] {
  return campaign[segment];
}

export const isCampaignSegment = (segment: string): segment is CampaignSegment =>
  (campaignSegments as readonly string[]).includes(segment);

/**
 * The document title of a campaign page: the campaign's, or on a part's own page
 * (`quests/{partId}`) the part's name first: 'Deliver the embers · The Cinder Road'.
 */
export function campaignPageTitle(campaign: CampaignDetail, subPath: string): string {
  const [segment = '', partId, ...rest] = subPath.split('/');
  if (partId === undefined || rest.length > 0 || !isCampaignSegment(segment)) return campaign.title;
  const spec = campaignKind(segment);
  const part = (campaign[segment] as readonly Record<string, unknown>[]).find((entry) => entry.id === partId);
  const name = part?.[spec.nameField];
  return `${typeof name === 'string' ? name : `${spec.singular} Not Found`} · ${campaign.title}`;
}
