import type { NovelDetail } from '../../../../common/domain/novel';
import { naturalCompare } from '../../../lib/natural-compare';
import { formatNumber } from './novel-format';

export type NovelStatistic = { label: string; value: string };

/**
 * The Overview's figures, in reading order. `eventCount`: the events of the timelines linked to the
 * novel (decision 018); undefined while they load.
 */
export function novelStatistics(novel: NovelDetail, eventCount: number | undefined): NovelStatistic[] {
  return [
    { label: 'Word count', value: formatNumber(novel.wordCount) },
    { label: 'Chapters', value: formatNumber(novel.chapters.length) },
    { label: 'Characters', value: formatNumber(novel.characters.length) },
    { label: 'Story arcs', value: formatNumber(novel.storyArcs.length) },
    { label: 'Events', value: eventCount === undefined ? '…' : formatNumber(eventCount) },
  ];
}

/**
 * A novel's events in story order: ascending by their date text, numbers compared as numbers, as the
 * timelines feature sorts ('Year 9' before 'Year 10'). Ties keep their stored order.
 */
export function sortNovelEvents<E extends { date: string }>(events: readonly E[]): E[] {
  return [...events].sort((a, b) => naturalCompare(a.date, b.date));
}
