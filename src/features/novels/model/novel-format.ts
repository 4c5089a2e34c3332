import type { NovelStatus } from '../../../../common/domain/enums';

const numberFormat = new Intl.NumberFormat('en-US');

/** "84,250 words", "1 word": thousands separators as the sample counts are in the thousands. */
export function formatWordCount(count: number): string {
  return `${numberFormat.format(count)} ${count === 1 ? 'word' : 'words'}`;
}

export function formatNumber(count: number): string {
  return numberFormat.format(count);
}

export const novelStatusLabel: Record<NovelStatus, string> = {
  draft: 'Draft',
  'in-progress': 'In Progress',
  completed: 'Completed',
};
