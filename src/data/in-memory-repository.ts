import { type CampaignRecord, campaignUpdateSchema, newCampaignSchema } from '../../common/domain/campaign';
import {
  defaultImages,
  emptyCampaignParts,
  emptyNovelParts,
  emptyUniverseParts,
  emptyWorldParts,
} from '../../common/domain/new-record-defaults';
import { type NovelRecord, newNovelSchema, novelPatchSchema } from '../../common/domain/novel';
import { profileUpdateSchema } from '../../common/domain/profile';
import {
  type TimelineEvent,
  type TimelineRecord,
  timelineEventInputSchema,
} from '../../common/domain/timeline';
import { newUniverseSchema, type UniverseRecord, universeUpdateSchema } from '../../common/domain/universe';
import type { Workspace } from '../../common/domain/workspace';
import { newWorldSchema, type WorldRecord, worldUpdateSchema } from '../../common/domain/world';
import { parseWorldDate } from '../../common/time/parse';
import { sortByStoredDay } from '../../common/time/sort';
import { type RecordKind, recordKind } from '../../common/workspace/kinds';
import { liftWorkspaceNovelEvents } from '../../common/workspace/novel-events';
import {
  characterMoveUndoSchema,
  moveCharactersIntoUniverse,
  planCharacterMove,
  undoCharacterMove,
} from '../../common/workspace/operations/character-move';
import { deletePlanView } from '../../common/workspace/operations/delete-record';
import { createRecord, updateRecord } from '../../common/workspace/operations/record-commands';
import { type RestoreStore, restoreChange } from '../../common/workspace/operations/restore-change';
import type { RecordStore } from '../../common/workspace/record-store';
import { naturalCompare } from '../lib/natural-compare';
import {
  toCampaign,
  toCampaignDetail,
  toNovel,
  toProfile,
  toTimeline,
  toUniverse,
  toUniverseDetail,
  toWorld,
} from './derive';
import { NotFoundError } from './errors';
import { createInMemoryCalendars } from './in-memory-calendars';
import { createInMemoryContinuity } from './in-memory-continuity';
import { backlinksIn, entitiesOf, resolveIn, unlinkedIn, withSummaries } from './in-memory-entities';
import { createInMemoryFields } from './in-memory-fields';
import { createInMemoryHistory } from './in-memory-history';
import { createInMemoryImages } from './in-memory-images';
import { createInMemoryKinds } from './in-memory-kinds';
import { createInMemoryParts } from './in-memory-parts';
import { liveRecords } from './in-memory-records';
import { createInMemoryRelations } from './in-memory-relations';
import { searchIn, suggestWithPlaces } from './in-memory-search';
import { createInMemoryTrash } from './in-memory-trash';
import { assignDefined, findOrThrow, parse, sleep } from './record-helpers';
import { withFieldColumns } from './reference-field-columns';
import { buildReferenceData } from './reference-tables';
import type { KindRecord, RecordDoor, RecordFilter, WorkspaceRepository } from './workspace-repository';

export const DEFAULT_COVER_URL = defaultImages.novelCover;

export type InMemoryRepositoryOptions = {
  /** Delay before list reads resolve, so list pages show their skeletons (the spec's ~0.1 s). */
  latencyMs?: number;
  /** Where the starting workspace comes from; it is deep-copied, so the source is never changed. */
  loadWorkspace?: () => Promise<Workspace>;
  /** The clock used for `lastUpdated`; tests pin it. */
  now?: () => Date;
  /** Id generator for new records; tests pin it. */
  newId?: () => string;
};

/**
 * The sample is a separate chunk: it loads on the first read, never with the app's entry chunk. Its times
 * are moved to now, as the server seeds it, so 'Updated 35 minutes ago' reads so whenever it is loaded.
 */
async function loadSampleWorkspace(): Promise<Workspace> {
  const { sampleWorkspaceAt } = await import('../../common/sample/sample-at');
  return sampleWorkspaceAt(Date.now());
}

function byDate(a: TimelineEvent, b: TimelineEvent): number {
  return naturalCompare(a.date, b.date);
}

/** The kinds whose answers carry derived fields (as `server/api/presenters.ts` gives them), and how. */
const derivedFields: Partial<Record<RecordKind, (record: KindRecord, ws: Workspace) => KindRecord>> = {
  timeline: (record, ws) => toTimeline(record as unknown as TimelineRecord, ws) as unknown as KindRecord,
};

/**
 * The workspace held in memory: the sample workspace, deep-copied on first use. Changes last as long as
 * the repository; unit tests install one, the app uses the data API's (http-repository.ts).
 */
export function createInMemoryRepository(options: InMemoryRepositoryOptions = {}): WorkspaceRepository {
  const latencyMs = options.latencyMs ?? 100;
  const load = options.loadWorkspace ?? loadSampleWorkspace;
  const now = options.now ?? (() => new Date());
  const newId = options.newId ?? (() => crypto.randomUUID());
  let loaded: Promise<Workspace> | undefined;

  function workspace(): Promise<Workspace> {
    // A workspace in the previous release's shape (novels with their own events) is read as the server
    // reads one: those events in the novels' timelines (decision 018).
    loaded ??= load().then((source) => {
      const copy = structuredClone(source);
      return { ...copy, ...liftWorkspaceNovelEvents(copy) };
    });
    return loaded;
  }

  async function forList(): Promise<Workspace> {
    const [ws] = await Promise.all([workspace(), sleep(latencyMs)]);
    return ws;
  }

  const stamp = () => now().toISOString();
  const parts = createInMemoryParts({ workspace, now: stamp, newId });

  /** A new record of a kind from its checked input, by the core's record commands. */
  const createIn = <R>(kind: RecordKind, input: object): Promise<R> =>
    parts.withRecords(async (records) => {
      const fields = input as Record<string, unknown>;
      return (await createRecord(records, { kind, input: fields, id: newId(), now: stamp(), newId })) as R;
    });
  /** Changes the fields a checked patch names (a link set to null goes), over the version read if given. */
  const updateIn = <R>(kind: RecordKind, id: string, patch: object, version?: number): Promise<R> =>
    parts.withRecords(async (records) => {
      const fields = patch as Record<string, unknown>;
      const command = { kind, id, patch: fields, version, now: stamp(), newId };
      return (await updateRecord(records, command)) as R;
    });

  /** Any kind of the registry by its declaration (decision 096): its schemas, the core's commands. */
  const recordDoor = (name: string): RecordDoor => {
    const spec = recordKind(name);
    const kind = spec.kind as RecordKind;
    const { newSchema, editSchema, parentField } = spec;
    if (newSchema === undefined || editSchema === undefined)
      throw new Error(`Record kind ${kind} has methods of its own: it declares no newSchema and editSchema`);
    const found = (record: KindRecord | undefined) => {
      if (record === undefined) throw new NotFoundError(`${spec.one} not found`);
      return record;
    };
    const parentKind = spec.links.find((link) => link.field === parentField)?.to;
    /** Those whose fields equal the filter's; a field the kind does not hold is its parent's. */
    const narrowed = async (records: RecordStore, filter: RecordFilter) => {
      const wanted = Object.entries(filter).filter(([, value]) => value !== undefined);
      const all = await records.listRecords(kind);
      if (wanted.length === 0) return all;
      const parents = new Map(
        parentKind === undefined
          ? []
          : (await records.listRecords(parentKind as RecordKind)).map((row) => [row.id, row]),
      );
      const fieldOf = (record: KindRecord, field: string) =>
        field in record || parentField === undefined
          ? record[field]
          : parents.get(String(record[parentField]))?.[field];
      return all.filter((record) => wanted.every(([field, value]) => fieldOf(record, field) === value));
    };
    /** A record as the data API answers it: its row, with the fields its presenter derives if any. */
    const shaped = async (record: KindRecord): Promise<KindRecord> => {
      const derive = derivedFields[kind];
      return derive === undefined ? record : derive(record, await workspace());
    };
    return {
      list: async (filter = {}) => {
        await forList();
        const rows = await parts.withRecords((records) => narrowed(records, filter));
        return Promise.all(rows.map(shaped));
      },
      get: async (id) => shaped(found(await parts.withRecords((records) => records.getRecord(kind, id)))),
      create: async (input) => shaped(await createIn<KindRecord>(kind, parse(newSchema, input) as object)),
      update: async (id, patch, version) => {
        const changes = parse(editSchema, patch) as object;
        found(await parts.withRecords((records) => records.getRecord(kind, id)));
        return shaped(await updateIn<KindRecord>(kind, id, changes, version));
      },
      delete: (id) => trashRecord(kind, id),
    };
  };

  const { relationStore, ...relations } = createInMemoryRelations({ workspace, now: stamp, newId });
  const calendars = createInMemoryCalendars({ workspace, now: stamp, newId });
  const continuity = createInMemoryContinuity({ workspace, getCalendar: calendars.getCalendar, now: stamp });
  const {
    trash: fieldTrash,
    everyField,
    ...fieldMethods
  } = createInMemoryFields({
    workspace,
    now: stamp,
    newId,
    partParent: async (id) => (await parts.storedParts()).find(({ part }) => part.id === id)?.part.parentId,
  });
  const {
    moveRecord: trashRecord,
    movePart,
    moveField,
    moveKind,
    ...trash
  } = createInMemoryTrash({
    now,
    newId,
    withTrash: (command) =>
      parts.withTrash({ relations: relationStore, fields: fieldTrash, kinds: kindTrash }, command),
    fields: fieldTrash,
    storedParts: async () => (await parts.storedParts()).map(({ part }) => part),
  });

  const { trashSide: kindTrash, ...kinds } = createInMemoryKinds({
    parts,
    now: stamp,
    newId,
    intoTrash: (kind, remove) => moveKind(kind, remove),
  });

  const history = createInMemoryHistory({
    workspace,
    storedParts: () => parts.storedParts(),
    restore: (change, side) =>
      parts.withRecords((records) => {
        const store: RestoreStore = {
          transaction: (work) => records.transaction(() => work(store)),
          records: () => records,
          relations: () => relationStore,
          getOther: async () => undefined,
          writeOther: async () => undefined,
        };
        return restoreChange(store, change, side, stamp());
      }),
    now,
  });

  // Every write goes through history, which notes what it changed (decision 039).
  return history.wrap({
    records: recordDoor as WorkspaceRepository['records'],
    listChanges: (query) => history.listChanges(query),
    getChange: (id) => history.getChange(id),
    restoreChange: (id, side) => history.restoreChange(id, side),
    ...createInMemoryImages(newId),
    ...relations,
    ...calendars,
    ...continuity,
    ...fieldMethods,
    ...kinds,
    deleteField: moveField,
    async listNovels() {
      const ws = await forList();
      return ws.novels.map(toNovel);
    },
    async getNovel(id) {
      const ws = await workspace();
      return parts.withVersions('novels', structuredClone(findOrThrow(ws.novels, id, 'Novel')));
    },
    async createNovel(input) {
      const data = { ...parse(newNovelSchema, input), ...emptyNovelParts() };
      const record = await createIn<NovelRecord>('novel', data);
      return parts.withVersions('novels', record);
    },
    async updateNovel(id, patch) {
      const record = await updateIn<NovelRecord>('novel', id, parse(novelPatchSchema, patch));
      return parts.withVersions('novels', record);
    },
    getDeletePlan: (kind, id) => parts.withRecords((records) => deletePlanView(records, kind, id)),
    getCharacterMove: (id) => parts.withRecords((records) => planCharacterMove(records, id)),
    moveCharacters: (id) =>
      parts.withRecords((records) => moveCharactersIntoUniverse(records, { novelId: id, now: stamp() })),
    undoCharacterMove: (id, steps) =>
      parts.withRecords((records) =>
        undoCharacterMove(records, {
          novelId: id,
          undo: parse(characterMoveUndoSchema, { steps }),
          now: stamp(),
        }),
      ),
    deleteNovel: (id) => trashRecord('novel', id),

    async listUniverses() {
      const ws = await forList();
      return ws.universes.map((universe) => toUniverse(universe, ws));
    },
    async getUniverse(id) {
      const ws = await workspace();
      return parts.withVersions('universes', toUniverseDetail(findOrThrow(ws.universes, id, 'Universe'), ws));
    },
    async createUniverse(input) {
      const ws = await workspace();
      const data = { ...parse(newUniverseSchema, input), ...emptyUniverseParts() };
      const record = await createIn<UniverseRecord>('universe', data);
      return parts.withVersions('universes', toUniverseDetail(record, ws));
    },
    async updateUniverse(id, patch) {
      const ws = await workspace();
      const changes = parse(universeUpdateSchema, patch);
      const record = await updateIn<UniverseRecord>('universe', id, changes);
      return parts.withVersions('universes', toUniverseDetail(record, ws));
    },
    deleteUniverse: (id) => trashRecord('universe', id),

    async listWorlds(universeId) {
      const ws = await forList();
      return Promise.all(
        ws.worlds
          .filter((world) => universeId === undefined || world.universeId === universeId)
          .map((world) => parts.withVersions('worlds', toWorld(world, ws))),
      );
    },
    async getWorld(id) {
      const ws = await workspace();
      return parts.withVersions('worlds', toWorld(findOrThrow(ws.worlds, id, 'World'), ws));
    },
    async createWorld(input) {
      const ws = await workspace();
      const data = { ...parse(newWorldSchema, input), ...emptyWorldParts() };
      const record = await createIn<WorldRecord>('world', data);
      return parts.withVersions('worlds', toWorld(record, ws));
    },
    async updateWorld(id, patch) {
      const ws = await workspace();
      const changes = parse(worldUpdateSchema, patch);
      const record = await updateIn<WorldRecord>('world', id, changes);
      return parts.withVersions('worlds', toWorld(record, ws));
    },
    deleteWorld: (id) => trashRecord('world', id),

    async listCampaigns() {
      const ws = await forList();
      return ws.campaigns.map((campaign) => toCampaign(campaign, ws));
    },
    async getCampaign(id) {
      const ws = await workspace();
      return parts.withVersions('campaigns', toCampaignDetail(findOrThrow(ws.campaigns, id, 'Campaign'), ws));
    },
    async createCampaign(input) {
      const ws = await workspace();
      const data = { ...parse(newCampaignSchema, input), ...emptyCampaignParts() };
      const record = await createIn<CampaignRecord>('campaign', data);
      return parts.withVersions('campaigns', toCampaignDetail(record, ws));
    },
    async updateCampaign(id, patch) {
      const ws = await workspace();
      const changes = parse(campaignUpdateSchema, patch);
      const record = await updateIn<CampaignRecord>('campaign', id, changes);
      return parts.withVersions('campaigns', toCampaignDetail(record, ws));
    },
    deleteCampaign: (id) => trashRecord('campaign', id),

    async setFavorite(kind, id, isFavorite) {
      const records = liveRecords(await workspace())[kind] ?? [];
      findOrThrow(records, id, recordKind(kind).one).isFavorite = isFavorite;
    },

    async listTimelineEvents(timelineId) {
      const ws = await forList();
      const timeline = findOrThrow(ws.timelines, timelineId, 'Timeline');
      // As the server stores them (decision 044): each event's day in its owner's calendar, in its order.
      const stored = await calendars.getCalendar({
        ownerKind: timeline.entityType,
        ownerId: timeline.entityId,
      });
      const events = ws.events
        .filter((event) => event.timelineId === timelineId)
        .sort(byDate)
        .map((event) => {
          const read = stored === null ? undefined : parseWorldDate(event.date, stored.calendar);
          return { ...event, worldDay: read?.day ?? null, worldMinute: read?.minute ?? null };
        });
      return structuredClone(sortByStoredDay(events, (event) => event.date) ?? events);
    },
    // An event's save stamps its timeline by the core's hook (record-hooks.ts), as on the server.
    async createTimelineEvent(timelineId, input) {
      findOrThrow((await workspace()).timelines, timelineId, 'Timeline');
      return createIn('event', { timelineId, ...parse(timelineEventInputSchema, input) });
    },
    updateTimelineEvent: (id, input) => updateIn('event', id, parse(timelineEventInputSchema, input)),
    // Its timeline is stamped by the core's delete (the event's `stamps` hook), as on the server.
    deleteTimelineEvent: (id) => trashRecord('event', id),

    listAppearances: (id) => parts.listAppearances(id),
    listItemAppearances: (id) => parts.listItemAppearances(id),

    // Nothing is shared in a workspace kept in the browser: there is nobody else to share it with.
    async createInvitation(kind, id, input) {
      const token = 'in-memory-invitation-token-that-opens-nothing-0';
      const now = new Date().toISOString();
      return {
        id: `${kind}-${id}`,
        role: input.role,
        isReusable: input.isReusable ?? false,
        expiresAt: now,
        revokedAt: null,
        uses: 0,
        createdAt: now,
        token,
        path: `/invite/${token}`,
      };
    },
    async acceptInvitation() {
      throw new NotFoundError(
        'Invitation (the link may have expired, been revoked or been used already) not found',
      );
    },
    async listSharedContainers() {
      return [];
    },
    async getSharedView() {
      return null;
    },
    async leaveShared() {},
    // Members write through the server's door only (decision 083): the test repository shares nothing.
    async addSharedPart() {
      throw new NotFoundError('Shared container not found');
    },
    async changeSharedPart() {
      throw new NotFoundError('Shared container not found');
    },
    async deleteSharedPart() {
      throw new NotFoundError('Shared container not found');
    },
    async getMailSettings() {
      return { isEnabled: false };
    },
    async emailInvitation() {
      throw new NotFoundError('Campaign not found');
    },
    async listSharedMembers() {
      throw new NotFoundError('Shared container not found');
    },
    async setSharedMemberPlays() {
      throw new NotFoundError('Shared container not found');
    },
    async changeSharedSecret() {
      throw new NotFoundError('Shared container not found');
    },
    async changeSharedChapterSecret() {
      throw new NotFoundError('Shared container not found');
    },
    async getSharedChapterText() {
      return null;
    },
    async getSharedThing() {
      return null;
    },
    // Comments live on the server only (decision 071): the test repository has none.
    async listComments() {
      return { comments: [], canComment: false };
    },
    async addComment() {
      throw new NotFoundError('Text not found');
    },
    async setCommentResolved() {
      throw new NotFoundError('Comment not found');
    },
    async editComment() {
      throw new NotFoundError('Comment not found');
    },
    async deleteComment() {
      throw new NotFoundError('Comment not found');
    },
    async listCommentNotices() {
      return [];
    },
    async listMembers() {
      return [];
    },
    async setMemberRole() {
      throw new NotFoundError('Member not found');
    },
    async setMemberPlays() {
      throw new NotFoundError('Member not found');
    },
    async removeMember() {
      throw new NotFoundError('Member not found');
    },
    async listInvitations() {
      return [];
    },
    async revokeInvitation() {
      throw new NotFoundError('Invitation not found');
    },
    async listVisibility() {
      return { visibility: [], defaults: [] };
    },
    async setVisibilityDefault(_kind, _id, entry) {
      return {
        entityKind: entry.entityKind,
        level: entry.level,
        named: [...(entry.named ?? [])],
        isChosen: true,
      };
    },
    async setVisibility(_kind, _id, entry) {
      return { ...entry, named: entry.level === 'named' ? [...(entry.named ?? [])] : [] };
    },

    // Kept in the browser, with no quota: the figure is the workspace's size as JSON.
    async getUsage() {
      const text = JSON.stringify(await workspace());
      return { usedBytes: new TextEncoder().encode(text).length, quotaBytes: null };
    },

    async getProfile() {
      return toProfile(await workspace());
    },
    async updateProfile(patch) {
      const ws = await workspace();
      const { socials, ...rest } = parse(profileUpdateSchema, patch);
      assignDefined(ws.profile, rest);
      if (socials) ws.profile.socials = socials;
      return toProfile(ws);
    },

    async getReferenceData() {
      const { fields, values } = everyField();
      return withFieldColumns(buildReferenceData(await forList()), fields, values);
    },

    createPart: parts.createPart,
    updatePart: parts.updatePart,
    deletePart: (parent, parentId, segment, partId, version) =>
      movePart(partId, (at) => parts.deletePart(parent, parentId, segment, partId, version, at)),
    ...trash,
    movePart: parts.movePart,
    getChapterText: parts.getChapterText,
    saveChapterText: parts.saveChapterText,
    listPartTextVersions: parts.listPartTextVersions,
    getPartTextVersion: parts.getPartTextVersion,
    savePartNamedVersion: parts.savePartNamedVersion,
    restorePartTextVersion: parts.restorePartTextVersion,
    changeSecret: parts.changeSecret,
    listTextVersions: parts.listTextVersions,
    getTextVersion: parts.getTextVersion,
    saveNamedVersion: parts.saveNamedVersion,
    restoreTextVersion: parts.restoreTextVersion,
    async getManuscript(novelId) {
      const novel = findOrThrow((await workspace()).novels, novelId, 'Novel');
      return parts.manuscriptView(novelId, novel.title);
    },
    getWritingGoal: parts.getWritingGoal,
    setWritingGoal: parts.setWritingGoal,

    async suggestEntities(query, limit = 20) {
      return suggestWithPlaces(await forList(), await parts.storedParts(), query, limit);
    },
    async search(params) {
      return searchIn(await forList(), await parts.storedParts(), params);
    },
    async resolveEntities(refs, options) {
      const ws = await workspace();
      const stored = await parts.storedParts();
      const found = resolveIn(entitiesOf(ws, stored), refs);
      return options?.summaries ? withSummaries(ws, stored, found) : found;
    },
    async listBacklinks(target) {
      const stored = await parts.storedParts();
      return backlinksIn(entitiesOf(await workspace(), stored), stored, target);
    },
    async listUnlinked() {
      const stored = await parts.storedParts();
      return unlinkedIn(entitiesOf(await workspace(), stored), stored);
    },
    async downloadManuscript(novelId, format) {
      const novel = findOrThrow((await workspace()).novels, novelId, 'Novel');
      return parts.manuscript(novelId, novel.title, format);
    },
  });
}
