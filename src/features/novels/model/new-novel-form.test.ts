import { describe, expect, it } from 'vitest';
import { createInMemoryRepository, DEFAULT_COVER_URL } from '../../../data/in-memory-repository';
import { relativeTime } from '../../../lib/relative-time';
import { emptyNewNovel, toNewNovel, validateNewNovel } from './new-novel-form';

describe('validateNewNovel', () => {
  it('requires a title', () => {
    expect(validateNewNovel(emptyNewNovel)).toEqual({ title: 'Title is required' });
  });

  it('counts a title of only spaces as empty', () => {
    expect(validateNewNovel({ ...emptyNewNovel, title: '   ' })).toEqual({ title: 'Title is required' });
  });

  it('accepts a title alone: description and universe are optional', () => {
    expect(validateNewNovel({ ...emptyNewNovel, title: 'Glass Harbor' })).toEqual({});
  });
});

describe('toNewNovel', () => {
  it('leaves the universe out when none was chosen', () => {
    expect(toNewNovel({ title: 'A', description: 'B', universeId: '' })).toEqual({
      title: 'A',
      description: 'B',
    });
  });

  it('sends the chosen universe', () => {
    expect(toNewNovel({ title: 'A', description: '', universeId: 'u-tidewell' })).toMatchObject({
      universeId: 'u-tidewell',
    });
  });
});

describe('creating a novel through the data layer', () => {
  const now = new Date('2026-03-10T12:00:00.000Z');
  const repository = () => createInMemoryRepository({ latencyMs: 0, now: () => now, newId: () => 'n-new' });

  it('starts as a draft with 0 words, the default cover, updated just now, and heads the list', async () => {
    const repo = repository();
    const created = await repo.createNovel(
      toNewNovel({ title: '  Glass Harbor ', description: 'Tides.', universeId: '' }),
    );
    expect(created).toMatchObject({
      id: 'n-new',
      title: 'Glass Harbor',
      description: 'Tides.',
      status: 'draft',
      wordCount: 0,
      coverUrl: DEFAULT_COVER_URL,
      isFavorite: false,
    });
    expect(created.universeId).toBeUndefined();
    expect(relativeTime(created.lastUpdated, now)).toBe('Just now');
    const list = await repo.listNovels();
    expect(list[0]).toMatchObject({ id: 'n-new', title: 'Glass Harbor' });
  });

  it('connects the novel to the chosen universe', async () => {
    const created = await repository().createNovel(
      toNewNovel({ title: 'Glass Harbor', description: '', universeId: 'u-tidewell' }),
    );
    expect(created.universeId).toBe('u-tidewell');
  });

  it('rejects an empty title with the message the dialog shows', async () => {
    await expect(repository().createNovel(toNewNovel(emptyNewNovel))).rejects.toThrow('Title is required');
  });
});
