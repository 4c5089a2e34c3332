import { describe, expect, it } from 'vitest';
import type { ProfileRecord } from '../domain/profile';
import { displayName, snapshotName, toProfile } from './derive';

describe('derived values', () => {
  it('names a thing by its name or title, and leaves an empty one to the caller', () => {
    expect(displayName({ title: 'The Ember Road' })).toBe('The Ember Road');
    expect(displayName({ name: 'Aster' })).toBe('Aster');
    expect(displayName({ name: '' })).toBe('');
    expect(displayName({ title: '' }, 'Untitled')).toBe('Untitled');
    expect(displayName({ name: 3 }, 'Untitled')).toBe('Untitled');
  });

  it('names a history snapshot by its own name or its part’s data', () => {
    expect(snapshotName({ name: 'Aster' })).toBe('Aster');
    expect(snapshotName({ kind: 'novels/chapters', data: { title: 'One' } })).toBe('One');
    expect(snapshotName(null)).toBe('');
  });

  it('counts a profile’s projects and lists its recent ones newest first, dropping deleted ones', () => {
    const record = {
      recentProjects: [
        { id: 'n-1', type: 'novel' },
        { id: 'gone', type: 'campaign' },
        { id: 'u-1', type: 'universe' },
      ],
    } as unknown as ProfileRecord;
    const profile = toProfile(record, {
      novel: new Map([['n-1', { title: 'Road', lastUpdated: '2026-01-01T00:00:00.000Z' }]]),
      universe: new Map([['u-1', { title: 'Aster', lastUpdated: '2026-02-01T00:00:00.000Z' }]]),
      campaign: new Map(),
    });
    expect(profile.stats).toEqual({ novels: 1, universes: 1, campaigns: 0 });
    expect(profile.recentProjects.map((project) => project.title)).toEqual(['Aster', 'Road']);
  });
});
