// The spec's enumerations (section 3), each as a const tuple so that schemas, selects and filters share one list.

export const novelStatuses = ['draft', 'in-progress', 'completed'] as const;
export type NovelStatus = (typeof novelStatuses)[number];

export const campaignStatuses = ['planning', 'active', 'completed'] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

export const sessionStatuses = ['completed', 'planned'] as const;
export type SessionStatus = (typeof sessionStatuses)[number];

export const questStatuses = ['completed', 'in-progress', 'planned'] as const;
export type QuestStatus = (typeof questStatuses)[number];

export const encounterTypes = ['combat', 'puzzle', 'social'] as const;
export type EncounterType = (typeof encounterTypes)[number];

export const difficulties = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof difficulties)[number];

export const campaignCharacterTypes = ['player', 'npc'] as const;
export type CampaignCharacterType = (typeof campaignCharacterTypes)[number];

/** Rarity as styled in detail views (universe and campaign items). */
export const rarities = ['common', 'uncommon', 'rare', 'legendary', 'unique'] as const;
export type Rarity = (typeof rarities)[number];

export const campaignItemStatuses = ['quest-item', 'obtained', 'equipped'] as const;
export type CampaignItemStatus = (typeof campaignItemStatuses)[number];

export const technologyAdvancements = ['Common', 'Advanced', 'Rare'] as const;
export type TechnologyAdvancement = (typeof technologyAdvancements)[number];

/** The spec's examples of world types; other types are allowed. */
export const worldTypes = ['Forest', 'Mountain', 'Sky Islands', 'Shadowy', 'Urban', 'Underwater'] as const;

export const timelineEventTypes = ['major', 'minor'] as const;
export type TimelineEventType = (typeof timelineEventTypes)[number];

export const importances = ['critical', 'major', 'moderate', 'minor'] as const;
export type Importance = (typeof importances)[number];

export const eventIcons = ['Star', 'Map', 'Users', 'FileText', 'Sword', 'Flag', 'Zap', 'Calendar'] as const;
export type EventIcon = (typeof eventIcons)[number];

export const timelineEntityTypes = ['novel', 'universe', 'campaign'] as const;
export type TimelineEntityType = (typeof timelineEntityTypes)[number];

// References sample tables (capitalised, as the spec writes them).
export const characterRoles = ['Protagonist', 'Antagonist', 'Ally', 'Mentor', 'Player', 'Villain'] as const;
export type CharacterRole = (typeof characterRoles)[number];

export const locationTypes = ['City', 'Wilderness', 'Dungeon', 'Ruins'] as const;
export type LocationType = (typeof locationTypes)[number];

export const itemTypes = ['Artifact', 'Quest Item', 'Weapon'] as const;
export type ItemType = (typeof itemTypes)[number];

export const itemRarities = ['Uncommon', 'Rare', 'Legendary', 'Unique'] as const;
export type ItemRarity = (typeof itemRarities)[number];

export const assetKinds = ['image', 'document', 'music'] as const;
export type AssetKind = (typeof assetKinds)[number];

export const projectTypes = ['novel', 'universe', 'campaign'] as const;
export type ProjectType = (typeof projectTypes)[number];
