import type { NovelDetail, NovelEvent } from '../../../../common/domain/novel';
import { naturalCompare } from '../../../lib/natural-compare';
import { formatNumber } from './novel-format';

export type NovelStatistic = { label: string; value: string };

/** The Overview's figures, in reading order. */
export function novelStatistics(novel: NovelDetail): NovelStatistic[] {
  return [
    { label: 'Word count', value: formatNumber(novel.wordCount) },
    { label: 'Chapters', value: formatNumber(novel.chapters.length) },
    { label: 'Characters', value: formatNumber(novel.characters.length) },
    { label: 'Story arcs', value: formatNumber(novel.storyArcs.length) },
    { label: 'Events', value: formatNumber(novel.timelineEvents.length) },
  ];
}

/**
 * A novel's events in story order: ascending by their date text, numbers compared as numbers, as the
 * timelines feature sorts ('Year 9' before 'Year 10'). Ties keep their stored order.
 */
export function sortNovelEvents(events: readonly NovelEvent[]): NovelEvent[] {
  return [...events].sort((a, b) => naturalCompare(a.date, b.date));
}
