// The record tables as Kysely sees them (migration 0002_workspace and the ones that added columns since):
// every row is one user's (`user_id`), keyed by (user_id, id), in list order by `position`. Portable
// types: text; integers (flags as 0/1, a version); JSON as text. PostgreSQL's bigint arrives as text.

type Owned = { user_id: string; id: string; position: number };
type Versioned = Owned & { version: number };

export type NovelTable = Versioned & {
  title: string;
  status: string;
  word_count: number;
  last_updated: string;
  cover_url: string;
  description: string;
  is_favorite: number;
  universe_id: string | null;
};

export type UniverseTable = Versioned & {
  name: string;
  description: string;
  last_updated: string;
  image_url: string;
  is_favorite: number;
};

export type WorldTable = Versioned & {
  name: string;
  description: string;
  type: string;
  universe_id: string;
  image_url: string;
  climate: string;
  time_period: string;
  /** JSON: string[]. */
  dominant_races: string;
  /** JSON: string[]. */
  notable_features: string;
};

export type LocationTable = Versioned & { name: string; type: string; description: string; world_id: string };

export type CampaignTable = Versioned & {
  title: string;
  status: string;
  universe_id: string;
  description: string;
  last_updated: string;
  next_session_date: string | null;
  cover_url: string;
  is_favorite: number;
  current_world_date: string | null;
};

export type TimelineTable = Versioned & {
  name: string;
  description: string;
  entity_type: string;
  entity_id: string;
  last_updated: string;
};

export type TimelineEventTable = Versioned & {
  timeline_id: string;
  title: string;
  date: string;
  description: string;
  type: string;
  /** JSON: string[]. */
  characters: string;
  /** JSON: string[]. */
  tags: string;
  importance: string;
  icon: string;
  /** The event's day on its calendar (decision 044), kept by event-days.ts. */
  world_day: number | string | null;
  world_minute: number | null;
  /** Where the event happens: a place's id (migration 0037, decision 074). */
  place_id: string | null;
};

export type CharacterTable = Versioned & {
  name: string;
  role: string;
  description: string;
  novel_id: string | null;
  universe_id: string | null;
  campaign_id: string | null;
  born: string | null;
  died: string | null;
  /** An uploaded or built-in image (migration 0031, decision 061). */
  portrait_url: string | null;
  /** Race and class, copied onto its campaign appearances (migration 0044). */
  race: string | null;
  class: string | null;
};

export type ItemTable = Versioned & {
  name: string;
  type: string;
  rarity: string;
  description: string;
  location: string;
  /** JSON: string[]. */
  campaign_ids: string;
  universe_id: string | null;
};

/** A map (migration 0029, decision 059): its picture and its scale as JSON text. */
export type MapTable = Versioned & {
  name: string;
  description: string;
  owner_type: string;
  owner_id: string;
  image: string;
  scale: string;
};

export type SavedQueryTable = Owned & { name: string; sql: string; description: string; created_at: string };

export type ProfileTable = Owned & {
  name: string;
  username: string;
  email: string;
  avatar: string;
  bio: string;
  joined: string;
  /** JSON. */
  recent_projects: string;
  notifications: string;
  socials: string;
};

/** Every table a TableSpec (workspace-tables.ts) describes, by name. */
export type RecordTables = {
  novels: NovelTable;
  universes: UniverseTable;
  worlds: WorldTable;
  locations: LocationTable;
  campaigns: CampaignTable;
  timelines: TimelineTable;
  timeline_events: TimelineEventTable;
  reference_characters: CharacterTable;
  reference_items: ItemTable;
  maps: MapTable;
  saved_queries: SavedQueryTable;
  profiles: ProfileTable;
};

export type RecordTableName = keyof RecordTables;
