import { describe, expect, it } from 'vitest';
import type { Novel } from '../../../../common/domain/novel';
import { filterNovels, isRecentlyEdited, type NovelFilter, novelFilterOptions } from './novel-filters';

const now = new Date('2026-03-10T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

function novel(id: string, overrides: Partial<Novel>): Novel {
  return {
    id,
    title: id,
    status: 'draft',
    wordCount: 0,
    lastUpdated: daysAgo(1),
    coverUrl: '/cover.svg',
    description: '',
    isFavorite: false,
    ...overrides,
  };
}

const novels: Novel[] = [
  novel('crown', {
    title: 'The Ashen Crown',
    status: 'in-progress',
    isFavorite: true,
    lastUpdated: daysAgo(3),
  }),
  novel('song', { title: 'Song of the Thornwild', status: 'completed', lastUpdated: daysAgo(12) }),
  novel('tithe', { title: 'Skyward Tithe', status: 'draft', lastUpdated: daysAgo(1) }),
  novel('bells', {
    title: 'The Drowned Bells',
    status: 'in-progress',
    isFavorite: true,
    lastUpdated: daysAgo(8),
  }),
  novel('ledger', { title: 'The Lamplighter’s Ledger', status: 'completed', lastUpdated: daysAgo(0.01) }),
];

const ids = (list: Novel[]) => list.map((entry) => entry.id);
const apply = (filter: NovelFilter, term = '') => ids(filterNovels(novels, { term, filter }, now));

describe('novelFilterOptions', () => {
  it('offers the spec’s six options in its order', () => {
    expect(novelFilterOptions.map((option) => option.label)).toEqual([
      'All Novels',
      'Recent Edits',
      'Favorites',
      'Draft',
      'In Progress',
      'Completed',
    ]);
  });
});

describe('filterNovels: search', () => {
  it('keeps every novel for a blank term', () => {
    expect(apply('all', '')).toEqual(['crown', 'song', 'tithe', 'bells', 'ledger']);
    expect(apply('all', '   ')).toHaveLength(5);
  });

  it('matches a case-insensitive substring of the title', () => {
    // A substring anywhere: 'Tithe' contains 'the' too.
    expect(apply('all', 'THE')).toEqual(['crown', 'song', 'tithe', 'bells', 'ledger']);
    expect(apply('all', 'ASHEN')).toEqual(['crown']);
    expect(apply('all', 'bell')).toEqual(['bells']);
  });

  it('does not search the description', () => {
    const withDescription = [novel('x', { title: 'Plain', description: 'about dragons' })];
    expect(filterNovels(withDescription, { term: 'dragons', filter: 'all' }, now)).toEqual([]);
  });

  it('finds nothing for a term no title contains', () => {
    expect(apply('all', 'zeppelin')).toEqual([]);
  });
});

describe('filterNovels: filters', () => {
  it('All Novels keeps everything in the list’s order', () => {
    expect(apply('all')).toEqual(['crown', 'song', 'tithe', 'bells', 'ledger']);
  });

  it('Recent Edits keeps the last 7 days, newest first', () => {
    expect(apply('recent')).toEqual(['ledger', 'tithe', 'crown']);
  });

  it('Favorites keeps the favorites', () => {
    expect(apply('favorites')).toEqual(['crown', 'bells']);
  });

  it('each status option keeps that status', () => {
    expect(apply('draft')).toEqual(['tithe']);
    expect(apply('in-progress')).toEqual(['crown', 'bells']);
    expect(apply('completed')).toEqual(['song', 'ledger']);
  });

  it('combines search and filter: both must match', () => {
    expect(apply('favorites', 'drowned')).toEqual(['bells']);
    expect(apply('completed', 'crown')).toEqual([]);
    expect(apply('recent', 'LEDGER')).toEqual(['ledger']);
    expect(apply('recent', 'drowned')).toEqual([]);
  });

  it('does not change the list it was given', () => {
    const before = ids(novels);
    filterNovels(novels, { term: '', filter: 'recent' }, now);
    expect(ids(novels)).toEqual(before);
  });
});

describe('isRecentlyEdited', () => {
  it('includes exactly seven days ago and excludes anything older', () => {
    expect(isRecentlyEdited(daysAgo(7), now)).toBe(true);
    expect(isRecentlyEdited(new Date(now.getTime() - 7 * 86_400_000 - 1).toISOString(), now)).toBe(false);
  });

  it('treats text that is not a date as not recent', () => {
    expect(isRecentlyEdited('yesterday', now)).toBe(false);
  });
});
