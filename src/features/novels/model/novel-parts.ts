import type { TimelineEventType } from '../../../../common/domain/enums';
import type { NovelDetail } from '../../../../common/domain/novel';
import { type PartKindSpec, partKindAt } from '../../../../common/workspace/part-kinds';
import type { novelTabs } from '../novel-tabs';

// How the novel's parts are added, edited and shown on their own pages: the segments of
// `/novels/:id/{segment}/{partId}` (the data API's names), the tab each belongs to, the labels of their
// choices and what a new one starts with.

export const novelSegments = [
  'chapters',
  'characters',
  'story-arcs',
  'images',
  'documents',
  'music',
] as const;
export type NovelSegment = (typeof novelSegments)[number];

type NovelTabPath = (typeof novelTabs)[number]['path'];

/**
 * The tab a part's list is shown in: its images, documents and music on Assets. (A novel's events are
 * not parts: the Timeline tab shows its timelines' events, decision 018.)
 */
export const novelSegmentTab: Record<NovelSegment, { path: Exclude<NovelTabPath, ''>; label: string }> = {
  chapters: { path: 'chapters', label: 'Chapters' },
  characters: { path: 'characters', label: 'Characters' },
  'story-arcs': { path: 'story-arcs', label: 'Story Arcs' },
  images: { path: 'assets', label: 'Assets' },
  documents: { path: 'assets', label: 'Assets' },
  music: { path: 'assets', label: 'Assets' },
};

export const isNovelSegment = (segment: string): segment is NovelSegment =>
  (novelSegments as readonly string[]).includes(segment);

/** The kind at a segment known to exist. */
export function novelKind(segment: NovelSegment): PartKindSpec {
  const spec = partKindAt('novels', segment);
  if (spec === undefined) throw new Error(`novels/${segment} is not a part list`);
  return spec;
}

/** The words an event's type reads as, on the Timeline tab's cards. */
export const eventTypeLabel: Record<TimelineEventType, string> = {
  major: 'Major event',
  minor: 'Minor event',
};

/** Readable labels of every choice field, by segment. */
export const novelOptionLabels: Record<NovelSegment, Record<string, Record<string, string>>> = {
  chapters: {},
  characters: {},
  'story-arcs': {},
  images: {},
  documents: {},
  music: {},
};

/** What a new part starts with in the form, before anything is typed. */
export function novelPartDefaults(segment: NovelSegment): Record<string, unknown> {
  switch (segment) {
    case 'chapters':
      return { wordCount: 0 };
    default:
      return {};
  }
}

/** A novel's list of parts at a segment. */
export function novelPartsAt(
  novel: NovelDetail,
  segment: NovelSegment,
): readonly ({ id: string } & Record<string, unknown>)[] {
  switch (segment) {
    case 'chapters':
      return novel.chapters;
    case 'characters':
      return novel.characters;
    case 'story-arcs':
      return novel.storyArcs;
    case 'images':
    case 'documents':
    case 'music':
      return novel.assets[segment];
  }
}

/** The address of a part's own page. */
export const novelPartHref = (novelId: string, segment: NovelSegment, partId: string): string =>
  `/novels/${novelId}/${segment}/${partId}`;

/** Where a chapter is written in (chapter-write-page.tsx). */
export const chapterWriteHref = (novelId: string, chapterId: string): string =>
  `/novels/${encodeURIComponent(novelId)}/chapters/${encodeURIComponent(chapterId)}/write`;

/**
 * The document title of a novel page: the novel's, or on a part's own page (`chapters/{partId}`) the
 * part's name first: 'Court of Embers · The Ashen Crown'.
 */
export function novelPageTitle(novel: NovelDetail, subPath: string): string {
  const [segment = '', partId, ...rest] = subPath.split('/');
  if (partId === undefined || rest.length > 0 || !isNovelSegment(segment)) return novel.title;
  const spec = novelKind(segment);
  const part = novelPartsAt(novel, segment).find((entry) => entry.id === partId);
  const name = part?.[spec.nameField];
  return `${typeof name === 'string' ? name : `${spec.singular} Not Found`} · ${novel.title}`;
}
