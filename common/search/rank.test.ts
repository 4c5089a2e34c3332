import { describe, expect, it } from 'vitest';
import type { StoredPart } from '../workspace/store';
import { partDocument, recordDocument } from './documents';
import { parseSearchQuery } from './query';
import { type Candidate, matchOf, rankCandidates, snippetOf } from './rank';

// The one ranking rule (decision 030) and what the index holds of records and parts.

const query = parseSearchQuery;

describe('matchOf', () => {
  it.each([
    ['Aragorn', 'aragorn ', 'exact'],
    ['Aragorn', 'Arag', 'prefix'],
    ['Aragorn the Ranger', 'aragorn ', 'prefix'],
    ['Old Tamsin', 'tamsin ', 'name'],
    ['The Ember Age', 'age ember ', 'name'],
    ['Éowyn', 'EOWYN', 'exact'],
    ['Mira', 'forge ', 'text'],
  ] as const)('%s for %s is %s', (name, typed, expected) => {
    expect(matchOf(name, query(typed), false)).toBe(expected);
  });

  it('calls a hit found through a forgiven typing mistake a typo, never better', () => {
    expect(matchOf('Aragorn', query('aragron '), true)).toBe('typo');
  });
});

describe('rankCandidates', () => {
  const candidate = (name: string, engineRank: number, text = '', isTypo = false): Candidate<string> => ({
    item: name,
    name,
    text,
    engineRank,
    isTypo,
  });

  it('orders exact, prefix, name, typo, text; shorter names first; the engine first among texts', () => {
    const ranked = rankCandidates(
      [
        candidate('Ranger Captain', 0, 'Serves Aragorn.'),
        candidate('The Aragorn Saga', 1),
        candidate('Aragorn’s Heir', 2),
        candidate('Aragorn', 3),
        candidate('Aragon', 4, '', true),
        candidate('A Long Road', 5, 'Aragorn rode.'),
      ],
      query('aragorn '),
      (item) => item,
    );
    expect(ranked.map((entry) => [entry.name, entry.match])).toEqual([
      ['Aragorn', 'exact'],
      ['Aragorn’s Heir', 'prefix'],
      ['The Aragorn Saga', 'name'],
      ['Aragon', 'typo'],
      ['Ranger Captain', 'text'],
      ['A Long Road', 'text'],
    ]);
  });

  it('lists an entity found twice once, at its best, keeping a text to show', () => {
    const ranked = rankCandidates(
      [
        { item: 'c1', name: 'Chapter One', text: 'aragorn sleeps', engineRank: 0, isTypo: false },
        { item: 'c1', name: 'Chapter One', text: '', engineRank: 1, isTypo: false },
      ],
      query('aragorn '),
      (item) => item,
    );
    expect(ranked).toHaveLength(1);
    expect(ranked[0]?.text).toBe('aragorn sleeps');
  });
});

describe('snippetOf', () => {
  it('shows the stretch around the first match, cut at words, with the match marked', () => {
    const text = `${'Long before. '.repeat(20)}Then Éowyn rode north across the plain.${' After.'.repeat(30)}`;
    const { snippet, ranges } = snippetOf(text, query('eowyn '));
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    const [start, end] = ranges[0] ?? [0, 0];
    expect(snippet.slice(start, end)).toBe('Éowyn');
    expect(snippet.length).toBeLessThan(200);
  });

  it('maps highlights across collapsed whitespace', () => {
    const { snippet, ranges } = snippetOf('A   wide\n\n\ngap before  Mira.', query('mira '));
    expect(snippet).toBe('A wide gap before Mira.');
    const [start, end] = ranges[0] ?? [0, 0];
    expect(snippet.slice(start, end)).toBe('Mira');
  });
});

describe('search documents', () => {
  it("holds a record's name, its description and its other words, never its addresses or ids", () => {
    const doc = recordDocument('world', {
      id: 'w-1',
      name: 'Ashfall',
      description: 'A world of cinders.',
      type: 'Volcanic',
      universeId: 'u-1',
      imageUrl: 'https://example.com/a.png',
      dominantRaces: ['Emberkin', 'Dwarves'],
      version: 3,
    });
    expect(doc).toMatchObject({
      kind: 'world',
      id: 'w-1',
      name: 'Ashfall',
      parentKind: 'universe',
      parentId: 'u-1',
    });
    expect(doc.text).toContain('A world of cinders.');
    expect(doc.text).toContain('Volcanic');
    expect(doc.text).toContain('Emberkin, Dwarves');
    expect(doc.text).not.toContain('example.com');
    expect(doc.text).not.toContain('u-1');
  });

  it('places a location in its world, an event on its timeline, a timeline with what it is for', () => {
    expect(recordDocument('location', { id: 'l', name: 'Gate', worldId: 'w-1' })).toMatchObject({
      parentKind: 'world',
      parentId: 'w-1',
    });
    expect(recordDocument('event', { id: 'e', title: 'Fall', timelineId: 't-1' })).toMatchObject({
      parentKind: 'timeline',
      parentId: 't-1',
      name: 'Fall',
    });
    expect(
      recordDocument('timeline', { id: 't', name: 'T', entityType: 'novel', entityId: 'n-1' }),
    ).toMatchObject({ parentKind: 'novel', parentId: 'n-1' });
  });

  it("holds a part's long texts before its short words", () => {
    const part: StoredPart = {
      id: 'f-1',
      kind: 'universes/factions',
      parentId: 'u-1',
      position: 0,
      version: 1,
      createdAt: '',
      updatedAt: '',
      data: {
        name: 'The Lamplighters',
        description: 'Keepers of the old flame.',
        descriptionDoc: { type: 'doc' },
      },
    };
    const doc = partDocument(part);
    expect(doc).toMatchObject({
      name: 'The Lamplighters',
      parentKind: 'universe',
      parentId: 'u-1',
      field: 'main',
    });
    expect(doc.text.startsWith('Keepers of the old flame.')).toBe(true);
    expect(doc.text).not.toContain('doc');
  });
});
