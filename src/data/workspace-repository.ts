import type { z } from 'zod';
import type { CalendarOwner, NewCalendar, StoredCalendar } from '../../common/api/calendars';
import type { CommentList, CommentNotice, CommentView, NewComment } from '../../common/api/comments';
import type {
  ContinuityReport,
  ContinuityScopeSegment,
  Dismissal,
  DismissalInput,
  ScopeContinuitySettings,
} from '../../common/api/continuity';
import type { ThingFields } from '../../common/api/custom-fields';
import type { ChangeDetail, ChangePage, HistoryQuery, RestoreResult } from '../../common/api/history';
import type { CharacterUpdate, ItemUpdate, NewCharacter, NewItem } from '../../common/api/inputs';
import type { PartParent } from '../../common/api/parts';
import type { SearchParams, SearchResult } from '../../common/api/search';
import type {
  BackupVisibility,
  ContainerKind,
  ContainerVisibility,
  CreatedInvitation,
  EmailInvitation,
  InvitationSummary,
  MemberRole,
  MemberSummary,
  NewInvitation,
  SharedContainer,
  SharedView,
  VisibilityDefault,
  VisibilityDefaultInput,
  VisibilityInput,
} from '../../common/api/sharing';
import type { TrashList, TrashRestored, TrashSettings } from '../../common/api/trash';
import type { Usage } from '../../common/api/usage';
import type { Campaign, CampaignDetail, CampaignUpdate, NewCampaign } from '../../common/domain/campaign';
import type { NewNovel, Novel, NovelDetail, NovelUpdate } from '../../common/domain/novel';
import type { Profile, ProfileUpdate } from '../../common/domain/profile';
import type { Character, Item, ReferenceData } from '../../common/domain/reference';
import type {
  NewTimeline,
  Timeline,
  TimelineEvent,
  TimelineEventInput,
  TimelineUpdate,
} from '../../common/domain/timeline';
import type { NewUniverse, Universe, UniverseDetail, UniverseUpdate } from '../../common/domain/universe';
import type {
  Location,
  LocationUpdate,
  NewLocation,
  NewWorld,
  World,
  WorldUpdate,
} from '../../common/domain/world';
import type { ManuscriptFormat, ManuscriptView } from '../../common/text/manuscript';
import type { RichText } from '../../common/text/rich-text';
import type { Calendar } from '../../common/time/calendar';
import type { ChapterTextView, TextVersionView } from '../../common/workspace/chapter-text';
import type {
  FieldDefinition,
  FieldPatch,
  FieldTemplate,
  FieldValue,
  NewFieldInput,
  NewTemplateInput,
  TypeChangePreview,
} from '../../common/workspace/custom-fields';
import type { EntityKind, EntityRef, EntitySummary } from '../../common/workspace/entities';
import type { GraphScope, RelationGraph } from '../../common/workspace/graph';
import type { Backlink } from '../../common/workspace/mentions';
import type { Appearance } from '../../common/workspace/operations/appearances';
import type {
  CharacterKept,
  CharacterMovePlan,
  CharacterMoveStep,
} from '../../common/workspace/operations/character-move';
import type { DeletePlanView } from '../../common/workspace/operations/delete-record';
import type { PartTextVersionView } from '../../common/workspace/operations/part-text-versions';
import type { PartView } from '../../common/workspace/present';
import type {
  newRelationSchema,
  RelationAnswer,
  relationUpdateSchema,
  StoredRelation,
} from '../../common/workspace/relations';
import type { SecretChange } from '../../common/workspace/secret-blocks';
import type { ViewThing } from '../../common/workspace/shared-thing';
import type { TextVersionSummary } from '../../common/workspace/store';
import type { KindHome, KindPatch, NewKind, UserKind } from '../../common/workspace/user-kinds';
import type { WritingGoalView } from '../../common/workspace/writing-goal';

/** One long text of a part: a lore entry's `content`, a quest's `description` (decision 037). */
export type {
  Backlink,
  Calendar,
  CalendarOwner,
  ChapterTextView,
  EntityRef,
  EntitySummary,
  GraphScope,
  ManuscriptView,
  NewCalendar,
  PartParent,
  PartTextVersionView,
  PartView,
  RelationAnswer,
  RelationGraph,
  RichText,
  SecretChange,
  StoredCalendar,
  StoredRelation,
  TextVersionSummary,
  TextVersionView,
  TrashList,
  TrashRestored,
  TrashSettings,
  WritingGoalView,
};

export type PartTextTarget = {
  parent: PartParent;
  parentId: string;
  segment: string;
  partId: string;
  field: string;
};

/** A new relation as a form gives it: `type` is any choice's value ('parent', 'child', 'custom', ...). */
export type NewRelation = z.input<typeof newRelationSchema>;
/** A relation's details (its ends and type stay). */
export type RelationPatch = z.input<typeof relationUpdateSchema>;

/** The fields of a part, as a form gives them (checked by the part's schema in common/api/parts.ts). */
export type PartFields = Record<string, unknown>;

export type FavoriteKind = 'novel' | 'universe' | 'campaign';

export type LocationFilter = { worldId?: string; universeId?: string };
export type CharacterFilter = { novelId?: string; universeId?: string; campaignId?: string };

/** A References character as stored: with the version a later change names (`updateCharacter`). */
export type StoredCharacter = Character & { version?: number };
export type StoredItem = Item & { version?: number };

/**
 * The one door to workspace data. Pages reach it only through the hooks in src/data; the data API's
 * client (http-repository.ts) stands behind it in the app, the in-memory sample workspace in unit
 * tests, and no page can tell which.
 *
 * Contract for every implementation:
 * - Reads return fresh copies with derived fields (counts, linked names) computed from linked records.
 * - `get*`, `update*`, `delete*` reject with `NotFoundError` for an unknown id.
 * - `create*` and `update*` validate their input with the schemas in common/domain and reject with
 *   `ValidationError`, whose message is the first problem, worded for the user ('Title is required').
 * - Errors are `Error`s whose `message` can be shown on screen as it is.
 */
export interface WorkspaceRepository {
  /**
   * Any record kind of the registry (common/workspace/kinds.ts) by its declaration alone (decision 096):
   * the door a kind with no methods of its own is read and written through, as the server serves it
   * from its declaration (`server/api/routes/record-kind.ts`).
   */
  records<K extends string>(kind: K): DoorOf<K>;

  listNovels(): Promise<Novel[]>;
  getNovel(id: string): Promise<NovelDetail>;
  createNovel(input: NewNovel): Promise<NovelDetail>;
  /**
   * `version` (when given) is the one the change is based on: a novel changed since is refused with
   * `ConflictError` carrying it as stored. The same holds for the other records' updates.
   */
  updateNovel(id: string, patch: NovelUpdate, version?: number): Promise<NovelDetail>;
  deleteNovel(id: string): Promise<Trashed>;

  listUniverses(): Promise<Universe[]>;
  getUniverse(id: string): Promise<UniverseDetail>;
  createUniverse(input: NewUniverse): Promise<UniverseDetail>;
  updateUniverse(id: string, patch: UniverseUpdate, version?: number): Promise<UniverseDetail>;
  deleteUniverse(id: string): Promise<Trashed>;

  /** All worlds, or those of one universe. */
  listWorlds(universeId?: string): Promise<World[]>;
  getWorld(id: string): Promise<World>;
  createWorld(input: NewWorld): Promise<World>;
  updateWorld(id: string, patch: WorldUpdate, version?: number): Promise<World>;
  deleteWorld(id: string): Promise<Trashed>;

  listCampaigns(): Promise<Campaign[]>;
  getCampaign(id: string): Promise<CampaignDetail>;
  createCampaign(input: NewCampaign): Promise<CampaignDetail>;
  updateCampaign(id: string, patch: CampaignUpdate, version?: number): Promise<CampaignDetail>;
  deleteCampaign(id: string): Promise<Trashed>;

  /** Flips nothing by itself: sets the flag to `isFavorite`, so a retried call cannot undo itself. */
  setFavorite(kind: FavoriteKind, id: string, isFavorite: boolean): Promise<void>;

  /** A timeline's events, sorted ascending by their date text (numbers compared as numbers). */
  listTimelineEvents(timelineId: string): Promise<TimelineEvent[]>;
  createTimelineEvent(timelineId: string, input: TimelineEventInput): Promise<TimelineEvent>;
  /** Replaces the event's editable fields with the form's values. */
  updateTimelineEvent(id: string, input: TimelineEventInput): Promise<TimelineEvent>;
  deleteTimelineEvent(id: string): Promise<Trashed>;

  /** The novels and campaigns a character appears in, with its role in each. */
  listAppearances(characterId: string): Promise<Appearance[]>;
  /** The campaigns an item appears in, with what it is in each (`role`: its type there). */
  listItemAppearances(itemId: string): Promise<Appearance[]>;

  getProfile(): Promise<Profile>;
  /** What the user stores and the server's quota for it (decision 025). */
  getUsage(): Promise<Usage>;
  /** A novel's, campaign's or universe's continuity findings with their dismissals (decision 060); `null` when it is not there. */
  getContinuity(scope: ContinuityScopeSegment, id: string): Promise<ContinuityReport | null>;
  /** Dismisses a finding as its data is now, with a reason ('A reason is required': `ValidationError`). */
  dismissFinding(input: DismissalInput): Promise<Dismissal>;
  /** Shows a dismissed finding again. */
  undismissFinding(findingId: string): Promise<void>;
  /** Stores a novel's, campaign's or universe's continuity settings (out of range: `ValidationError`). */
  setContinuitySettings(
    scope: ContinuityScopeSegment,
    id: string,
    settings: ScopeContinuitySettings,
  ): Promise<ScopeContinuitySettings>;
  /** A record's or part's added fields and their values (decision 063); `null` when it is not there. */
  getThingFields(kind: EntityKind, id: string): Promise<ThingFields | null>;
  /** Saves some of its values, each checked by its field ('Height is required': `ValidationError`). */
  saveThingFields(kind: EntityKind, id: string, values: Record<string, FieldValue>): Promise<ThingFields>;
  /** Adds a field to a kind in a container (every character of a universe) or on one thing. */
  createField(input: NewFieldInput): Promise<FieldDefinition>;
  /** What renaming or retyping a field would do to its values, nothing written. */
  previewFieldChange(id: string, patch: FieldPatch): Promise<TypeChangePreview>;
  /** Renames or retypes a field: every value kept, converted where it converts, else kept as text. */
  changeField(id: string, patch: FieldPatch): Promise<FieldDefinition>;
  /** The fields of a kind in one container (every character of a universe), in order (decision 077). */
  listFields(kind: EntityKind, scopeId: string): Promise<FieldDefinition[]>;
  /** The ids of the things whose value of a field is `equals` (folded; one of a list's), at most 1,000. */
  thingsWithFieldValue(fieldId: string, equals: string): Promise<string[]>;
  /** Deletes a field into the Trash with every value it holds; a restore brings both back. */
  deleteField(id: string): Promise<Trashed>;
  /** Keeps some values (and a text) as a template of a kind in a container: "Shopkeeper" ('A template’s name is required'). */
  createFieldTemplate(input: NewTemplateInput): Promise<FieldTemplate>;
  /** The templates of a kind in a container, by name. */
  listFieldTemplates(kind: EntityKind, scopeId: string): Promise<FieldTemplate[]>;
  /** Writes a template's values on a thing as a save would ("New from template", after making it). */
  applyFieldTemplate(templateId: string, thing: { kind: EntityKind; id: string }): Promise<ThingFields>;
  // Kinds of your own (decision 085): a definition, and its things are parts of kind `<livesIn>/k-<id>`
  // written by the part methods with segment `k-<id>`.
  /** The user's kinds, in their order. */
  listKinds(): Promise<UserKind[]>;
  /** Defines a kind ('You already have a kind called “Religion”': `ValidationError` naming the field). */
  defineKind(input: NewKind): Promise<UserKind>;
  /** Renames a kind or changes its icon, over the version read (`ConflictError` when it changed). */
  changeKind(id: string, patch: KindPatch, version: number): Promise<UserKind>;
  /** Moves a kind to another place among the user's kinds (0 is first); answers them in the new order. */
  moveKind(id: string, toIndex: number): Promise<UserKind[]>;
  /** Deletes a kind into the Trash with its things and its fields' values, as one entry. */
  deleteKind(id: string): Promise<Trashed>;
  /** The things of a kind in one container (`k-<id>` under a universe, ...), in order. */
  listKindThings(parent: KindHome, parentId: string, kindId: string): Promise<PartView[]>;
  updateProfile(patch: ProfileUpdate): Promise<Profile>;

  /** The References tables as plain rows for the query console, with field types and keys. */
  getReferenceData(): Promise<ReferenceData>;

  // Sharing (decision 057): links into the user's containers, and what others share with them.
  /** Makes an invitation link into one of the user's universes, novels or campaigns (its token once). */
  createInvitation(kind: ContainerKind, id: string, input: NewInvitation): Promise<CreatedInvitation>;
  /** Makes the user a member through a link's token. */
  acceptInvitation(token: string): Promise<SharedContainer>;
  /** The containers others share with the user ("Shared with you"). */
  listSharedContainers(): Promise<SharedContainer[]>;
  /**
   * One shared container as the user may see it; null when they are not (or no longer) a member. With
   * `as` (a member's id), the owner or an editor sees exactly that member's view ("View as", decision 072).
   */
  getSharedView(ownerId: string, kind: ContainerKind, id: string, as?: string): Promise<SharedView | null>;
  /** One thing of a container shared with the user, as they may see it; null when it is not theirs to see. */
  getSharedThing(door: SharedDoor, partId: string, as?: string): Promise<ViewThing | null>;
  /** A chapter's text of a novel shared with the user, as they may read it; null when not theirs to read. */
  getSharedChapterText(
    ownerId: string,
    novelId: string,
    chapterId: string,
    as?: string,
  ): Promise<SharedChapterText | null>;
  // Comments on passages (decision 071): in one of the user's containers (`ownerId` null) or a shared one.
  listComments(scope: CommentScope, target?: { kind: string; id: string }): Promise<CommentList>;
  addComment(scope: CommentScope, input: NewComment): Promise<CommentView>;
  setCommentResolved(scope: CommentScope, commentId: string, isResolved: boolean): Promise<CommentView>;
  /** Its author's new wording of a comment, at the version they edited (decision 091). */
  editComment(scope: CommentScope, commentId: string, body: string, version: number): Promise<CommentView>;
  deleteComment(scope: CommentScope, commentId: string): Promise<void>;
  /** The bell: the newest comments others wrote on the user's things. */
  listCommentNotices(): Promise<CommentNotice[]>;
  /** Leaves a container someone shares with the user. */
  leaveShared(ownerId: string, kind: ContainerKind, id: string): Promise<void>;
  /**
   * A member's write of a part of a shared container (decision 083): `segment` is the part list
   * ('notes'); a new part without `partId`, a change with it and the version it changes, a delete.
   */
  addSharedPart(door: SharedDoor, segment: string, input: Record<string, unknown>): Promise<void>;
  changeSharedPart(
    door: SharedDoor,
    segment: string,
    partId: string,
    patch: Record<string, unknown>,
    version: number,
  ): Promise<void>;
  deleteSharedPart(door: SharedDoor, segment: string, partId: string): Promise<void>;
  /** Whether the server mails invitations (decision 083). */
  getMailSettings(): Promise<{ isEnabled: boolean }>;
  /** Mails a single-use link into one of the user's containers to one address. */
  emailInvitation(kind: ContainerKind, id: string, input: EmailInvitation): Promise<{ sentTo: string }>;
  /** The container's members, as an editor of it reads them (decision 083). */
  listSharedMembers(door: SharedDoor): Promise<MemberSummary[]>;
  /** The campaign's character a player plays, as an editor of it sets it (null: none; decision 091). */
  setSharedMemberPlays(door: SharedDoor, memberId: string, plays: string | null): Promise<MemberSummary>;
  /** An editor reveals a secret block of a part's long text, or sets who reads it (decision 072). */
  changeSharedSecret(
    door: SharedDoor,
    target: { segment: string; partId: string; field: string },
    index: number,
    change: SecretChange,
    version: number,
  ): Promise<void>;
  /** An editor reveals a secret block of a shared chapter's text, or sets who reads it (decision 104). */
  changeSharedChapterSecret(
    door: SharedDoor,
    chapterId: string,
    index: number,
    change: SecretChange,
    version: number,
  ): Promise<void>;
  /** The members of one of the user's containers (the owner is not listed). */
  listMembers(kind: ContainerKind, id: string): Promise<MemberSummary[]>;
  setMemberRole(kind: ContainerKind, id: string, memberId: string, role: MemberRole): Promise<MemberSummary>;
  /** The campaign's character a member plays (null: none; decision 083). */
  setMemberPlays(
    kind: ContainerKind,
    id: string,
    memberId: string,
    plays: string | null,
  ): Promise<MemberSummary>;
  removeMember(kind: ContainerKind, id: string, memberId: string): Promise<void>;
  /** Every link into the container, revoked and expired ones too (never a token). */
  listInvitations(kind: ContainerKind, id: string): Promise<InvitationSummary[]>;
  revokeInvitation(kind: ContainerKind, id: string, invitationId: string): Promise<void>;
  /** What the user set on the container's parts (a part not listed takes its kind's default). */
  listVisibility(kind: ContainerKind, id: string): Promise<ContainerVisibility>;
  setVisibility(kind: ContainerKind, id: string, entry: VisibilityInput): Promise<BackupVisibility>;
  /** The container's own default for one kind of its parts. */
  setVisibilityDefault(
    kind: ContainerKind,
    id: string,
    entry: VisibilityDefaultInput,
  ): Promise<VisibilityDefault>;

  // Parts: the lists inside a record (a campaign's quests, a novel's chapters, ...), one stored row each
  // with a version. `segment` names the list as in common/api/parts.ts ('quests', 'story-arcs'). Detail
  // reads (`getCampaign`, ...) give every part its `version`.

  /** Adds a part at the end of its list; `input` is every field but id (and server-set fields). */
  createPart(parent: PartParent, parentId: string, segment: string, input: PartFields): Promise<PartView>;
  /**
   * Changes some fields of a part. `version` is the one the client read: if the part changed since, the
   * change is refused with `ConflictError` carrying the part as stored now.
   */
  updatePart(
    parent: PartParent,
    parentId: string,
    segment: string,
    partId: string,
    patch: PartFields,
    version: number,
  ): Promise<PartView>;
  /** Removes a part; with `version`, only if it has not changed since (`ConflictError` otherwise). */
  deletePart(
    parent: PartParent,
    parentId: string,
    segment: string,
    partId: string,
    version?: number,
  ): Promise<Trashed>;
  /** Moves a part to a 0-based place in its list; resolves to the list in its new order. */
  movePart(
    parent: PartParent,
    parentId: string,
    segment: string,
    partId: string,
    toIndex: number,
  ): Promise<PartView[]>;

  /**
   * A chapter's text (kept apart from the chapter's row): version 0 and `text: null` for a chapter never
   * written in. `NotFoundError` for an unknown novel or chapter.
   */
  getChapterText(novelId: string, chapterId: string): Promise<ChapterTextView>;
  /**
   * Saves a chapter's text over `version` (the one read). The chapter's word count becomes the text's
   * and the novel's the sum of its chapters'. A text saved elsewhere since is refused with
   * `ConflictError<ChapterTextView>` carrying the text as stored now; a document that is not one, or one
   * over about 250,000 words, with `ValidationError` ('text'). `day` is the author's date
   * (`YYYY-MM-DD`, the browser's own): the words the save adds count toward that day's goal.
   */
  saveChapterText(
    novelId: string,
    chapterId: string,
    text: RichText,
    version: number,
    day?: string,
    /** `isLeaving`: the page is going; the save is sent so that it completes without it (`keepalive`). */
    options?: { isLeaving?: boolean },
  ): Promise<ChapterTextView>;
  /** A part's long text's kept versions (decision 037), newest first, without texts. `NotFoundError` for an unknown part or field. */
  listPartTextVersions(target: PartTextTarget): Promise<TextVersionSummary[]>;
  /** One version of a part's long text, with its document and plain text. */
  getPartTextVersion(target: PartTextTarget, versionId: string): Promise<PartTextVersionView>;
  /** Keeps the part's stored text as a version named `name` (`ValidationError` ('name') when refused). */
  savePartNamedVersion(target: PartTextTarget, name: string): Promise<PartTextVersionView>;
  /**
   * Writes a version's text into the field over `version` (the part's version read), keeping the text it
   * replaces as a version first; `ConflictError<PartView>` when the part changed since.
   */
  restorePartTextVersion(target: PartTextTarget, versionId: string, version: number): Promise<PartView>;
  /**
   * Reveals the `index`-th secret block of a part's long text, or sets who reads it (decision 072), over
   * `version` (the part's version read); `ConflictError<PartView>` when the part changed since.
   */
  changeSecret(
    target: PartTextTarget,
    index: number,
    change: SecretChange,
    version: number,
  ): Promise<PartView>;
  /** A chapter's kept versions (decision 037), newest first, without texts. `NotFoundError` for an unknown chapter. */
  listTextVersions(novelId: string, chapterId: string): Promise<TextVersionSummary[]>;
  /** One version of a chapter's text, with its text. */
  getTextVersion(novelId: string, chapterId: string, versionId: string): Promise<TextVersionView>;
  /** Keeps the chapter's stored text as a version named `name` (1–100 characters: `ValidationError` ('name')). */
  saveNamedVersion(novelId: string, chapterId: string, name: string): Promise<TextVersionView>;
  /**
   * Saves a version's text as the chapter's new text over `version` (the chapter text's version read),
   * keeping the replaced text as a version first; `ConflictError<ChapterTextView>` when stale.
   */
  restoreTextVersion(
    novelId: string,
    chapterId: string,
    versionId: string,
    version: number,
    day?: string,
  ): Promise<ChapterTextView>;
  /** A novel's chapters in order, each with its word count and text (`null` never written in), at once. */
  getManuscript(novelId: string): Promise<ManuscriptView>;
  /** A novel's daily word goal and the words written on `day` (the author's date, `YYYY-MM-DD`). */
  getWritingGoal(novelId: string, day: string): Promise<WritingGoalView>;
  /**
   * Sets a novel's daily goal (`null` clears it) over `version` (the one read, 0 before any): a goal set
   * elsewhere since is refused with `ConflictError`; a goal that is not 1 to 50,000 whole words with
   * `ValidationError` ('dailyWords').
   */
  setWritingGoal(
    novelId: string,
    dailyWords: number | null,
    version: number,
    day: string,
  ): Promise<WritingGoalView>;

  /**
   * Stores an image (PNG, JPEG, WebP or GIF up to 10 MB, told by its bytes): a file over 10 MB rejects
   * with 'An image may be at most 10 MB', any other with `ValidationError` ('file', IMAGE_TYPE_REFUSED).
   */
  uploadImage(file: Blob, name?: string): Promise<UploadedImage>;
  /** The bytes of a stored image, by its `url` (`/api/v1/images/<id>`); `NotFoundError` if none. */
  fetchImage(url: string): Promise<Blob>;
  /** A novel's manuscript file: its chapters in order with their titles and texts (`md` or `docx`). */
  downloadManuscript(novelId: string, format: ManuscriptFormat): Promise<Blob>;

  /** What deleting the record would take with it, or why it is refused (the data API's delete plan). */
  getDeletePlan(kind: DeletableKind, id: string): Promise<DeletePlanView>;

  /** What moving a novel's own characters into its universe would do (decision 070). */
  getCharacterMove(novelId: string): Promise<CharacterMovePlan>;
  /** Moves them, in one go; answers the steps done (which `undoCharacterMove` takes back). */
  moveCharacters(novelId: string): Promise<CharacterMovePlan>;
  /** Puts back the steps of a move that still hold; those that do not are `kept`, with why. */
  undoCharacterMove(
    novelId: string,
    steps: readonly CharacterMoveStep[],
  ): Promise<{ undone: number; kept: CharacterKept[] }>;

  // Relations (decision 027): typed, two-way ties between any two records or parts of the workspace.

  /** The relations of one record or part, each read from its side, with the other end's name now. */
  listRelations(end: EntityRef): Promise<RelationAnswer[]>;
  /**
   * Adds a relation. An end not in the workspace ('to'), the same tie twice ('type') or a custom one
   * without a name ('customLabel') rejects with `ValidationError`.
   */
  createRelation(input: NewRelation): Promise<StoredRelation>;
  /** Changes a relation's details over `version`: one changed since rejects with `ConflictError<StoredRelation>`. */
  updateRelation(id: string, patch: RelationPatch, version: number): Promise<StoredRelation>;
  deleteRelation(id: string): Promise<void>;
  /** A universe's, novel's or campaign's records and parts and every relation among them. */
  getRelationGraph(scope: GraphScope, id: string): Promise<RelationGraph>;

  // A connected world (decision 027): records and parts named by kind and id.

  /**
   * Records and parts whose name holds `query` (case-insensitive), best match first (whole name, start,
   * start of a word, anywhere), at most `limit` (20 when not said): the @ menu and the other end of a
   * new relation. `signal` abandons a read no longer wanted.
   */
  suggestEntities(query: string, limit?: number, signal?: AbortSignal): Promise<EntitySummary[]>;
  /**
   * The records and parts matching what was typed (`GET /search`, decision 030): best first, a page of
   * `limit` from `offset`, with a count per kind. `signal` abandons a search no longer wanted.
   */
  search(params: SearchParams, signal?: AbortSignal): Promise<SearchResult>;
  /**
   * The records and parts named, with their names now; those that no longer exist are left out. With
   * `summaries`, each with the first sentence of its description (a pin's tooltip).
   */
  resolveEntities(refs: readonly EntityRef[], options?: { summaries?: boolean }): Promise<EntitySummary[]>;
  /** Every place that mentions the record or part ("Mentioned in"), with the field and a snippet. */
  listBacklinks(target: EntityRef): Promise<Backlink[]>;
  /** The records and parts mentioned nowhere that mention nothing (the first 1,000), and how many. */
  listUnlinked(): Promise<{ total: number; entities: EntitySummary[] }>;

  // Calendars (decision 035): at most one per universe, novel or campaign.

  /** The owner's calendar; `null` when it has none (or the owner is unknown). */
  getCalendar(owner: CalendarOwner): Promise<StoredCalendar | null>;
  /**
   * Makes the owner's calendar from a preset or a whole calendar (an imported file). A calendar that
   * breaks a rule rejects with `ValidationError`; an owner that has one already with an Error.
   */
  createCalendar(input: NewCalendar): Promise<StoredCalendar>;
  /** Replaces the calendar over `version`: one changed since rejects with `ConflictError<StoredCalendar>`. */
  updateCalendar(id: string, calendar: Calendar, version: number): Promise<StoredCalendar>;
  deleteCalendar(id: string): Promise<void>;

  /** A page of changes, newest first: of one record and its parts, of one entity, or of all (decision 039). */
  listChanges(query: HistoryQuery): Promise<ChangePage>;
  /** One change with the entity before and after it; `NotFoundError` for an unknown one. */
  getChange(id: string): Promise<ChangeDetail>;
  /**
   * Writes one side of a change back as a new change. An entity that is gone rejects with an `Error`
   * sending the user to the Trash; a side where it did not exist with `ValidationError`.
   */
  restoreChange(id: string, side: 'before' | 'after'): Promise<RestoreResult>;

  // The Trash (decision 038): every record, event and part delete above moves what it takes there, and
  // answers the entry (`Trashed`) so the app can offer Undo.

  /** The entries newest first (expired ones gone), and the retention in days. */
  listTrash(): Promise<TrashList>;
  /**
   * Puts an entry's contents back whole and removes the entry. Something it needs that is gone (the
   * world a location belongs to) or an id taken since rejects with an `Error` whose message says which.
   */
  restoreTrashEntry(id: string): Promise<TrashRestored>;
  /** Deletes one entry for good. */
  deleteTrashEntry(id: string): Promise<void>;
  /** Deletes every entry for good. */
  emptyTrash(): Promise<void>;
  getTrashSettings(): Promise<TrashSettings>;
  /** 1–365 whole days, or `ValidationError` ('retentionDays'). */
  updateTrashSettings(settings: TrashSettings): Promise<TrashSettings>;
}

/** What a delete put in the Trash, for the toast's Undo; `null` when the answer named no entry. */
export type Trashed = { entryId: string; label: string } | null;

/** A record as a kind's declaration reads it: its id, its version and the fields its schema names. */
export type KindRecord = { id: string; version?: number } & Record<string, unknown>;

/**
 * One record kind's list, read, create (checked by its `newSchema`), update (by its `editSchema`, over
 * the version read when given: `ConflictError` when it changed) and delete into the Trash.
 */
export interface RecordDoor<
  R = KindRecord,
  New = Record<string, unknown>,
  Patch = Record<string, unknown>,
  Filter = RecordFilter,
> {
  /** Its records in their order, those whose fields equal the filter's (see `RecordFilter`). */
  list(filter?: Filter): Promise<R[]>;
  get(id: string): Promise<R>;
  create(input: New): Promise<R>;
  update(id: string, patch: Patch, version?: number): Promise<R>;
  delete(id: string): Promise<Trashed>;
}

/**
 * A list's filter: each named field equals its value, an unnamed (undefined) one is left out. A field
 * the kind does not hold is read from its parent (a location's `universeId` is its world's), as the
 * data API reads `GET /<api>?field=value`.
 */
export type RecordFilter = Readonly<Record<string, string | undefined>>;

/** The built-in kinds that are read and written through the door, with their types. */
type DoorTypes = {
  location: { record: Location; new: NewLocation; patch: LocationUpdate; filter: LocationFilter };
  character: { record: StoredCharacter; new: NewCharacter; patch: CharacterUpdate; filter: CharacterFilter };
  item: { record: StoredItem; new: NewItem; patch: ItemUpdate; filter: Record<never, string> };
  timeline: { record: Timeline; new: NewTimeline; patch: TimelineUpdate; filter: Record<never, string> };
};
type AnyKindTypes = {
  record: KindRecord;
  new: Record<string, unknown>;
  patch: Record<string, unknown>;
  filter: RecordFilter;
};
/** One of a kind's types: its built-in one, or the declaration's (`KindRecord`) for any other kind. */
export type KindType<K extends string, T extends keyof AnyKindTypes> = [K] extends [keyof DoorTypes]
  ? DoorTypes[K][T]
  : AnyKindTypes[T];

/** A kind's door: typed for a built-in kind, by its declaration for any other. */
export type DoorOf<K extends string> = RecordDoor<
  KindType<K, 'record'>,
  KindType<K, 'new'>,
  KindType<K, 'patch'>,
  KindType<K, 'filter'>
>;

/** An image stored by `uploadImage`: `url` is where it is read (`/api/v1/images/<id>`, with the token). */
export type UploadedImage = {
  id: string;
  url: string;
  type: string;
  width: number;
  height: number;
  size: number;
};

/** The records whose delete can be planned beforehand. */
export type DeletableKind =
  | 'novel'
  | 'universe'
  | 'world'
  | 'location'
  | 'campaign'
  | 'timeline'
  | 'character'
  | 'item';

/** `summary` is a sentence for the confirmation; `counts` what goes, by kind ('parts' for parts). */
export type { DeletePlanView };

/** A container someone shares with the user, as its member's door names it. */
export type SharedDoor = { ownerId: string; kind: ContainerKind; id: string };

/** Whose container comments are in: the user's own (`ownerId` null) or one shared with them. */
/** Where comments are: the user's container (`ownerId` null) or a shared one, read "as" a member (decision 091). */
export type CommentScope = {
  ownerId: string | null;
  kind: ContainerKind;
  id: string;
  as?: string | undefined;
};

/** A shared chapter's text as the member reads it. */
export type SharedChapterText = {
  chapterId: string;
  version: number;
  text: RichText | null;
  wordCount: number;
};
