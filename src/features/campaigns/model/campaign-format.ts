import type {
  CampaignCharacterType,
  CampaignItemStatus,
  CampaignStatus,
  Difficulty,
  EncounterType,
  QuestStatus,
  Rarity,
  SessionStatus,
} from '../../../../common/domain/enums';

// Labels for the stored lowercase enum values, written as the screens show them.

export const campaignStatusLabel: Record<CampaignStatus, string> = {
  planning: 'Planning',
  active: 'Active',
  completed: 'Completed',
};

export const sessionStatusLabel: Record<SessionStatus, string> = {
  completed: 'Completed',
  planned: 'Planned',
};

export const questStatusLabel: Record<QuestStatus, string> = {
  completed: 'Completed',
  'in-progress': 'In Progress',
  planned: 'Planned',
};

export const characterTypeLabel: Record<CampaignCharacterType, string> = {
  player: 'Player',
  npc: 'NPC',
};

export const encounterTypeLabel: Record<EncounterType, string> = {
  combat: 'Combat',
  puzzle: 'Puzzle',
  social: 'Social',
};

export const difficultyLabel: Record<Difficulty, string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};

export const rarityLabel: Record<Rarity, string> = {
  common: 'Common',
  uncommon: 'Uncommon',
  rare: 'Rare',
  legendary: 'Legendary',
  unique: 'Unique',
};

export const itemStatusLabel: Record<CampaignItemStatus, string> = {
  'quest-item': 'Quest Item',
  obtained: 'Obtained',
  equipped: 'Equipped',
};

/** "1 session", "4 sessions", "0 sessions". */
export function countText(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : plural}`;
}

/** "1,200 XP". */
export function formatXp(xp: number): string {
  return `${xp.toLocaleString('en-US')} XP`;
}

/** Deleting a campaign's item: the appearance goes, its References item does not. */
export const itemLeavesMessage = (name: string) =>
  `${name} leaves this campaign. The item stays in References and in any other campaign it appears in.`;
