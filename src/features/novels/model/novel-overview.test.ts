import { describe, expect, it } from 'vitest';
import type { NovelDetail } from '../../../../common/domain/novel';
import { formatWordCount } from './novel-format';
import { novelStatistics, sortNovelEvents } from './novel-overview';

function event(id: string, date: string) {
  return { id, date };
}

describe('sortNovelEvents', () => {
  it('orders by the date text with numbers compared as numbers', () => {
    const events = [
      event('c', 'Year 320 of the Ember Age'),
      event('a', 'Year 9 of the Ember Age'),
      event('b', 'Year 10 of the Ember Age'),
    ];
    expect(sortNovelEvents(events).map((e) => e.id)).toEqual(['a', 'b', 'c']);
    expect(events.map((e) => e.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('novelStatistics', () => {
  it('counts words (with separators), chapters, characters, arcs and the events of its timelines', () => {
    const novel: NovelDetail = {
      id: 'n',
      title: 'N',
      status: 'draft',
      wordCount: 84_250,
      lastUpdated: '2026-03-10T12:00:00.000Z',
      coverUrl: '',
      description: '',
      isFavorite: false,
      chapters: [{ id: 'c1', title: 'One', wordCount: 10 }],
      characters: [],
      storyArcs: [
        { id: 'a1', title: 'A', description: '' },
        { id: 'a2', title: 'B', description: '' },
      ],
      assets: { images: [], documents: [], music: [] },
    };
    expect(novelStatistics(novel, undefined).at(-1)).toEqual({ label: 'Events', value: '…' });
    expect(novelStatistics(novel, 1)).toEqual([
      { label: 'Word count', value: '84,250' },
      { label: 'Chapters', value: '1' },
      { label: 'Characters', value: '0' },
      { label: 'Story arcs', value: '2' },
      { label: 'Events', value: '1' },
    ]);
  });
});

describe('formatWordCount', () => {
  it('uses thousands separators and the singular for one', () => {
    expect(formatWordCount(84_250)).toBe('84,250 words');
    expect(formatWordCount(1_204_000)).toBe('1,204,000 words');
    expect(formatWordCount(1)).toBe('1 word');
    expect(formatWordCount(0)).toBe('0 words');
  });
});
