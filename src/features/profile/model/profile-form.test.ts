import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../../common/domain/profile';
import { draftFromProfile, initialsOf, joinedLabel, updateFromDraft } from './profile-form';

const profile: Profile = {
  id: 'p',
  name: 'Elena Voss',
  username: 'elenavoss',
  email: 'elena@example.com',
  avatar: '',
  bio: 'Bio',
  joined: '2024-03-01',
  stats: { novels: 1, universes: 2, campaigns: 3 },
  recentProjects: [],
  notifications: { comments: 0, mentions: 0, updates: 0 },
  socials: { twitter: 't', instagram: 'i', website: 'w' },
};

describe('profile form', () => {
  it('starts from the profile with empty password fields', () => {
    expect(draftFromProfile(profile)).toMatchObject({
      name: 'Elena Voss',
      twitter: 't',
      currentPassword: '',
    });
  });

  it('saves profile fields and socials but never the passwords', () => {
    const update = updateFromDraft({ ...draftFromProfile(profile), bio: 'New', newPassword: 'secret!' });
    expect(update).toEqual({
      name: 'Elena Voss',
      username: 'elenavoss',
      email: 'elena@example.com',
      bio: 'New',
      socials: { twitter: 't', instagram: 'i', website: 'w' },
    });
    expect(JSON.stringify(update)).not.toContain('secret');
  });

  it('writes the joined month without time-zone drift', () => {
    expect(joinedLabel('2024-03-01')).toBe('Joined March 2024');
    expect(joinedLabel('soon')).toBe('Joined soon');
  });

  it('makes initials from the first and last names', () => {
    expect(initialsOf('Elena Voss')).toBe('EV');
    expect(initialsOf('  cher ')).toBe('C');
    expect(initialsOf('Anna Maria Lind')).toBe('AL');
    expect(initialsOf('')).toBe('?');
  });
});
