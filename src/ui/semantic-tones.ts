import type { BadgeTone } from './badge';

// DESIGN.md's table of semantic colours, in one place so every screen paints a status the same way.

export const novelStatusTone = {
  draft: 'neutral',
  'in-progress': 'blue',
  completed: 'green',
} as const satisfies Record<string, BadgeTone>;

export const campaignStatusTone = {
  planning: 'violet',
  active: 'green',
  completed: 'neutral',
} as const satisfies Record<string, BadgeTone>;

/** Sessions and quests share one scale. */
export const progressStatusTone = {
  planned: 'blue',
  'in-progress': 'amber',
  completed: 'green',
} as const satisfies Record<string, BadgeTone>;

export const difficultyTone = {
  easy: 'green',
  medium: 'amber',
  hard: 'red',
} as const satisfies Record<string, BadgeTone>;

export const rarityTone = {
  common: 'neutral',
  uncommon: 'green',
  rare: 'blue',
  legendary: 'gold',
  unique: 'violet',
} as const satisfies Record<string, BadgeTone>;

export const importanceTone = {
  critical: 'red',
  major: 'orange',
  moderate: 'blue',
  minor: 'neutral',
} as const satisfies Record<string, BadgeTone>;

/** Looks a value up case-insensitively ("Legendary", "legendary"), neutral when it is not in the scale. */
export function toneFor(scale: Readonly<Record<string, BadgeTone>>, value: string): BadgeTone {
  return scale[value.toLowerCase()] ?? 'neutral';
}
