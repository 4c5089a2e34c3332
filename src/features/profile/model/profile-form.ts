import type { Profile, ProfileUpdate } from '../../../../common/domain/profile';

/**
 * Everything the Settings tab's form holds, as typed. The password fields go to the auth service
 * (model/password-change.ts), never into the workspace.
 */
export type ProfileDraft = {
  name: string;
  username: string;
  email: string;
  bio: string;
  twitter: string;
  instagram: string;
  website: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
};

export function draftFromProfile(profile: Profile): ProfileDraft {
  return {
    name: profile.name,
    username: profile.username,
    email: profile.email,
    bio: profile.bio,
    twitter: profile.socials.twitter,
    instagram: profile.socials.instagram,
    website: profile.socials.website,
    currentPassword: '',
    newPassword: '',
    confirmPassword: '',
  };
}

/** The part of the draft the workspace keeps: the sign-in password belongs to the auth service. */
export function updateFromDraft(draft: ProfileDraft): ProfileUpdate {
  return {
    name: draft.name,
    username: draft.username,
    email: draft.email,
    bio: draft.bio,
    socials: { twitter: draft.twitter, instagram: draft.instagram, website: draft.website },
  };
}

/** "Joined March 2024", read in UTC so the month never shifts with the viewer's time zone. */
export function joinedLabel(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return `Joined ${isoDate}`;
  return `Joined ${new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date)}`;
}

/** Initials for the avatar fallback: "Elena Voss" → "EV". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

export const projectPath = { novel: '/novels', universe: '/universes', campaign: '/campaigns' } as const;
