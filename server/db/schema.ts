import type { RecordTables } from './record-schema';

// Column types are chosen to mean the same on SQLite and PostgreSQL: ids are text (UUIDs made by the
// server), timestamps are ISO 8601 UTC text (sorts correctly as text), JSON is text, and "revoked" is a
// nullable timestamp rather than a boolean (better-sqlite3 cannot bind booleans).

import type { Generated } from 'kysely';

export type UserTable = {
  id: string;
  /** Always lower-case; unique. */
  email: string;
  /** argon2id PHC string. */
  encrypted_password: string;
  /** JSON object text. */
  user_metadata: string;
  /** Id of the user's single email identity, stable across requests. */
  identity_id: string;
  email_confirmed_at: string | null;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
};

export type SessionTable = {
  id: string;
  user_id: string;
  created_at: string;
  updated_at: string;
  /** Last refresh; with created_at it drives the inactivity timeout. */
  refreshed_at: string | null;
  /** The maximum lifetime: the session ends at this instant whatever happens. */
  not_after: string;
  /** JSON `[{method, timestamp}]`, carried into every access token of the session. */
  amr: string;
  /** Base64url key from which each refresh token's successor is derived (see auth/refresh-token.ts). */
  refresh_secret: string;
  user_agent: string | null;
  ip: string | null;
};

export type RefreshTokenTable = {
  /** SHA-256 of the token, base64url; the token itself is never stored. */
  token_hash: string;
  session_id: string;
  user_id: string;
  parent_hash: string | null;
  created_at: string;
  revoked_at: string | null;
};

export type SigningKeyTable = {
  kid: string;
  /** Private JWK (JSON text). Used only with PostgreSQL, where several servers share the keys. */
  private_jwk: string;
  created_at: string;
  retired_at: string | null;
};

/** A sign-in throttle counter (auth/sign-in-throttle.ts); keys are hashes, never emails or addresses. */
export type AuthThrottleTable = {
  key: string;
  hits: number;
  first_at: string;
  last_at: string;
};

/** Every table: the record tables (record-schema.ts) and the others. */
export type Database = RecordTables & {
  users: UserTable;
  sessions: SessionTable;
  refresh_tokens: RefreshTokenTable;
  signing_keys: SigningKeyTable;
  auth_throttle: AuthThrottleTable;
  parts: PartTable;
  part_texts: PartTextTable;
  chapter_texts: ChapterTextTable;
  chapter_ydocs: ChapterYDocTable;
  shared_texts: SharedTextTable;
  images: ImageTable;
  map_tiles: MapTileTable;
  stored_objects: StoredObjectTable;
  writing_goals: WritingGoalTable;
  relations: RelationTable;
  mentions: MentionTable;
  search_entries: SearchEntryTable;
  search_terms: { user_id: string; term: string };
  search_meta: { key: string; value: string };
  suggest_words: SuggestWordTable;
  writing_days: WritingDayTable;
  calendars: CalendarTable;
  text_versions: TextVersionTable;
  trash: TrashTable;
  trash_settings: TrashSettingsTable;
  import_batches: ImportBatchTable;
  changes: ChangeTable;
  user_usage: UsageTable;
  usage_deltas: UsageTable;
  members: MemberTable;
  invitations: InvitationTable;
  visibility: VisibilityTable;
  continuity_dismissals: ContinuityDismissalTable;
  continuity_settings: ContinuitySettingTable;
  live_events: LiveEventTable;
  live_tickets: LiveTicketTable;
  custom_fields: CustomFieldTable;
  field_values: FieldValueTable;
  field_templates: FieldTemplateTable;
  comments: CommentTable;
  custom_kinds: CustomKindTable;
};

/** A kind a user defines (migration 0038, decision 085); its things are parts of kind `<lives_in>/k-<id>`. */
export type CustomKindTable = {
  user_id: string;
  id: string;
  name: string;
  plural: string;
  icon: string;
  lives_in: string;
  position: number;
  version: number;
  created_at: string;
  updated_at: string;
};

/** A comment on a passage, kept by the container's owner (migration 0034, decision 071). */
export type CommentTable = {
  user_id: string;
  id: string;
  container_kind: string;
  container_id: string;
  target_kind: string;
  target_id: string;
  target_field: string;
  /** JSON: quote, prefix, suffix, start; null for a reply. */
  anchor: string | null;
  author_id: string;
  author_name: string;
  body: string;
  /** The thread a reply is in; null for a thread's first comment. */
  thread_id: string | null;
  resolved_at: string | null;
  resolved_by: string | null;
  created_at: string;
  updated_at: string;
  /** When its author last changed its body (migration 0048, decision 094); null if never. */
  edited_at: string | null;
  version: number;
};

/** A one-use ticket opening a live stream (decision 062): only its SHA-256 is kept. */
export type LiveTicketTable = { ticket_hash: string; user_id: string; expires_at: number };

/** One written row of a user's workspace, as live updates send it (migration 0032, decision 062). */
export type LiveEventTable = {
  /** In commit order; a reader resumes after the last id it saw. */
  id: Generated<number>;
  /** The owner of the row written. */
  user_id: string;
  /** The table written ('parts', 'novels', 'chapter_texts', ...). */
  tbl: string;
  /** A part's kind ('campaigns/notes'), where the table has kinds. */
  kind: string | null;
  entity_id: string | null;
  /** The record it belongs to (a part's parent, a chapter text's novel, a member's container). */
  parent_id: string | null;
  op: string;
  /** The version written, where the table keeps one. */
  version: number | null;
  /**
   * A map feature's layer before an update or a delete ('' for none), NULL otherwise (migration 0051,
   * decision 098): who saw it then is told it went.
   */
  was_layer: Generated<string | null>;
  /** Milliseconds since 1970, from the database's clock. */
  at: Generated<number>;
};

/** A field a user added to a kind in a container or on one thing (migration 0033, decision 063). */
export type CustomFieldTable = {
  user_id: string;
  id: string;
  kind: string;
  scope_id: string;
  position: number;
  version: number;
  /** Label, type, section, required, unit, choices, link kinds (JSON). */
  data: string;
  created_at: string;
  updated_at: string;
};

/** One thing's value of one field, keyed by the field's id (a renamed field keeps it). */
export type FieldValueTable = {
  user_id: string;
  thing_id: string;
  field_id: string;
  thing_kind: string;
  /** JSON; null when a type change kept it as text. */
  value: string | null;
  kept_text: string | null;
  filter_text: string;
  amount: number | null;
};

/** A template of field values and text for a kind ("Shopkeeper"). */
export type FieldTemplateTable = {
  user_id: string;
  id: string;
  kind: string;
  scope_id: string;
  /** Name, values by field id, text (JSON). */
  data: string;
  created_at: string;
  updated_at: string;
};

/** A member of a universe, novel or campaign shared by its owner `user_id` (migration 0028, decision 057). */
export type MemberTable = {
  user_id: string;
  /** 'universe', 'novel' or 'campaign'. */
  container_kind: string;
  container_id: string;
  member_id: string;
  /** 'editor', 'player' or 'reader'. */
  role: string;
  /** The invitation they accepted, if any. */
  invitation_id: string | null;
  created_at: string;
  /** The id of the campaign's character this player plays (migration 0035, decision 083); null, none. */
  plays: string | null;
};

/** A link inviting people into a container (decision 057): only the token's SHA-256 is kept. */
export type InvitationTable = {
  user_id: string;
  id: string;
  container_kind: string;
  container_id: string;
  role: string;
  token_hash: string;
  /** 1: any number of people may accept it; 0: spent by the first. */
  is_reusable: number;
  expires_at: string;
  revoked_at: string | null;
  uses: number;
  created_at: string;
};

/** Who may see one record or part (decision 057); a thing without a row takes its kind's default. */
export type VisibilityTable = {
  user_id: string;
  entity_kind: string;
  entity_id: string;
  /** 'members', 'editors' or 'named'. */
  level: string;
  /** JSON array of member ids. */
  named: string;
};

/** A continuity finding an author dismissed (migration 0030, decision 060). */
export type ContinuityDismissalTable = {
  user_id: string;
  finding_id: string;
  /** The fingerprint of the data the finding rested on when dismissed: a change shows it again. */
  fingerprint: string;
  reason: string;
  dismissed_at: string;
};

/** What an author set for one novel's, campaign's or universe's checks (migration 0052, decision 099). */
export type ContinuitySettingTable = {
  user_id: string;
  /** 'novel', 'campaign' or 'universe'. */
  scope_kind: string;
  scope_id: string;
  /** How many days after a parent's death a child may still be born (the kinship check). */
  tolerance_days: number;
  updated_at: string;
};

/** One change of a user's workspace (migration 0018, decision 039). */
/** What a user stores, by category (migration 0024, decision 049): kept by triggers, never by code. */
export type UsageTable = { user_id: string; category: string; bytes: number; items: number };

export type ChangeTable = {
  user_id: string;
  /** Sorts by time: newest last. */
  id: string;
  at: string;
  /** The command: 'update-part', 'import', 'restore', ... */
  action: string;
  /** 'create', 'update', 'delete' or 'summary'. */
  op: string;
  entity_kind: string;
  entity_id: string;
  /** The record the entity is or belongs to (a chapter's novel). */
  record_id: string;
  name: string;
  /** JSON array of the changed fields' names. */
  fields: string;
  count: number | null;
  /** JSON snapshots; null where the entity did not exist. */
  before: string | null;
  after: string | null;
  is_complete: number;
  /** Bytes of the snapshots. */
  size: number;
};

/** One delete's snapshot in the Trash (migration 0017, decision 038). */
export type TrashTable = {
  user_id: string;
  id: string;
  /** The record kind or the part kind. */
  kind: string;
  label: string;
  entity_id: string;
  parent_id: string | null;
  /** What went with it, in words. */
  contents: string;
  deleted_at: string;
  /** JSON text: common/workspace/trash.ts `TrashPayload`. */
  payload: string;
  /** Bytes of `payload`. */
  size: number;
};

/** What one applied import did, for its Undo (migration 0022, decision 038). */
export type ImportBatchTable = {
  user_id: string;
  id: string;
  /** 'the import of 24 Nov 2026, 10:20': what its Trash entries are called after. */
  label: string;
  imported_at: string;
  /** The Trash entry holding what the import replaced, if it replaced anything. */
  replaced_entry_id: string | null;
  /** JSON text: server/db/import-batch-store.ts `ImportBatchPayload`. */
  payload: string;
  /** Bytes of `payload`. */
  size: number;
};

/** How long a user's Trash keeps things. */
export type TrashSettingsTable = { user_id: string; retention_days: number; updated_at: string };

/** A kept version of a chapter's text (migration 0016, decision 037). */
export type TextVersionTable = {
  user_id: string;
  id: string;
  /** The part whose text it is (a chapter, a lore entry, ...; the name is from when only chapters had versions). */
  chapter_id: string;
  /** The part's record (its novel, universe, world or campaign). */
  novel_id: string;
  /** The part's kind ('novels/chapters', 'universes/lore', ...; migration 0021). */
  kind: Generated<string>;
  /** The text: 'text' for a chapter's, else the long field ('content', 'description', 'summary'). */
  field: Generated<string>;
  /** '' for an automatic version. */
  name: string;
  /** JSON text: `{ version, doc }`, or 'null'. */
  doc: string;
  plain_text: string;
  word_count: number;
  /** The chapter text's (or the part's) version it captured. */
  text_version: number;
  created_at: string;
  /** 1 for a named version (never pruned), 0 for an automatic one. */
  is_named: number;
};

/** The calendar of a universe, novel or campaign (migration 0015), one per owner. */
export type CalendarTable = {
  user_id: string;
  id: string;
  /** 'universe', 'novel' or 'campaign'. */
  owner_kind: string;
  owner_id: string;
  /** The calendar's name, from `data`. */
  name: string;
  /** The calendar as JSON text (common/time/calendar.ts). */
  data: string;
  version: number;
  created_at: string;
  updated_at: string;
};

/** A novel's daily word goal (decision 022); `daily_words` null when cleared. */
export type WritingGoalTable = {
  user_id: string;
  novel_id: string;
  daily_words: number | null;
  version: number;
  updated_at: string;
};

/** One writing day of a novel (decision 022): its counted words before the day's first save. */
export type WritingDayTable = {
  user_id: string;
  novel_id: string;
  /** The author's date, `YYYY-MM-DD`. */
  day: string;
  start_words: number;
};

/** One part of a record (migration 0003_parts): a chapter, a faction, a quest, ... */
/** One tile of a map picture's pyramid (migration 0029, decision 059): `z` 0 is the whole picture. */
export type MapTileTable = {
  user_id: string;
  image_id: string;
  z: number;
  x: number;
  y: number;
  data: Uint8Array;
};

/**
 * An object a user's bytes are kept as in an S3-compatible bucket (decision 090): its key and size, so
 * that the storage quota counts the bucket as it counts rows. Written beside every put, removed beside
 * every delete; nothing when there is no bucket.
 */
export type StoredObjectTable = {
  user_id: string;
  key: string;
  size: number;
};

/**
 * An uploaded image, resized (decision 021): its bytes as base64, or, when they are kept in an object
 * store (decision 090), `@blob:` and their key there.
 */
export type ImageTable = {
  user_id: string;
  id: string;
  mime: string;
  width: number;
  height: number;
  size: number;
  data: string;
  created_at: string;
};

/** A chapter's text (decision 021): the editor's document, its version, and what is derived from it. */
export type ChapterTextTable = {
  user_id: string;
  chapter_id: string;
  novel_id: string;
  version: number;
  /** JSON text: `{ version, doc }` (common/text/rich-text.ts). */
  doc: string;
  plain_text: string;
  word_count: number;
  updated_at: string;
};

/** A chapter's shared text while co-edited (migration 0036, decision 073): its Yjs state beside the JSON. */
export type ChapterYDocTable = {
  user_id: string;
  chapter_id: string;
  novel_id: string;
  state: Uint8Array;
  /** SHA-256 of the stored JSON (`chapter_texts.doc`) it was last derived into or seeded from. */
  derived_hash: string;
  updated_at: string;
};

/** A part's long field's shared text while co-edited (migration 0058, decision 105): as `chapter_ydocs`. */
export type SharedTextTable = {
  user_id: string;
  part_id: string;
  /** The long field (`description`, `content`, `summary`). */
  field: string;
  state: Uint8Array;
  /** SHA-256 of the stored JSON (`part_texts.doc`) it was last derived into or seeded from. */
  derived_hash: string;
  updated_at: string;
};

/** A typed relation between two records or parts (migration 0013, common/workspace/relations.ts). */
export type RelationTable = {
  user_id: string;
  id: string;
  from_kind: string;
  from_id: string;
  to_kind: string;
  to_id: string;
  type: string;
  variant: string | null;
  custom_label: string;
  custom_inverse: string;
  attitude: number | null;
  note: string;
  starts: string;
  ends: string;
  version: number;
  created_at: string;
  updated_at: string;
};

/** One row of the search index (migration 0014): a record's or part's name and texts, or a chapter's text. */
/** A word start of an indexed name (migration 0025, decision 053): the lower-cased name from there on. */
export type SuggestWordTable = {
  /** The search index's 'main' row of the entity. */
  entry: number;
  user_id: string;
  tail: string;
  name_length: number;
  /** 1 when the tail is the whole name. */
  is_first: number;
};

export type SearchEntryTable = {
  id: Generated<number>;
  user_id: string;
  kind: string;
  entry_id: string;
  /** 'main' (the entity's own fields) or 'text' (a chapter's text). */
  field: string;
  parent_kind: string | null;
  parent_id: string | null;
  /** The name and text as written (for showing and snippets). */
  name: string;
  text: string;
  /** The owner as one word of letters and digits (matched inside FTS5 queries on SQLite). */
  owner: string;
  /** The name and text folded for matching (common/search/normalize.ts). */
  title: string;
  body: string;
};

/** One mention in a rich text (migration 0013): the index behind "Mentioned in". */
export type MentionTable = {
  user_id: string;
  source_kind: string;
  source_id: string;
  source_field: string;
  position: number;
  target_kind: string;
  target_id: string;
  snippet: string;
};

export type PartTable = {
  user_id: string;
  id: string;
  /** `novels/chapters`, `campaigns/quests`, ... (common/workspace/part-kinds.ts). */
  kind: string;
  /** The record the part belongs to (a novel, universe, world or campaign of the same user). */
  parent_id: string;
  position: number;
  version: number;
  /** JSON object text: the part's short fields (long texts are in part_texts). */
  data: string;
  /** The record the part stands for (an appearance's character), from `data`; null for most parts. */
  link_id: string | null;
  /** Its title or name, from `data` (migration 0013), for finding parts by name. */
  name: string;
  /** The member who made it in a container shared with them (migration 0035, decision 083); null, the owner. */
  created_by: string | null;
  created_at: string;
  updated_at: string;
};

/** A long text of a part (description, lore content, notes), one row per part and field. */
export type PartTextTable = {
  user_id: string;
  part_id: string;
  /** The part's parent, so that a record's texts are read in one indexed query. */
  parent_id: string;
  field: string;
  /** The plain text (derived from `doc` when there is one). */
  body: string;
  /** The rich-text document as JSON (migration 0009), or null for a text written plain. */
  doc: string | null;
};
