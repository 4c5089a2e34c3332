import type { StoredCalendar } from '../../common/api/calendars';
import type { CommentList, CommentNotice, CommentView } from '../../common/api/comments';
import type { ContinuityReport, Dismissal, ScopeContinuitySettings } from '../../common/api/continuity';
import type { ThingFields } from '../../common/api/custom-fields';
import type { ChangeDetail, ChangePage, RestoreResult } from '../../common/api/history';
import { storedImageId } from '../../common/api/images';
import { type SearchResult, searchQueryString } from '../../common/api/search';
import type {
  BackupVisibility,
  ContainerVisibility,
  CreatedInvitation,
  InvitationSummary,
  MemberSummary,
  SharedContainer,
  SharedView,
  VisibilityDefault,
} from '../../common/api/sharing';
import {
  TRASH_ENTRY_HEADER,
  TRASH_LABEL_HEADER,
  type TrashEntry,
  type TrashList,
  type TrashRestored,
  type TrashSettings,
} from '../../common/api/trash';
import { type Usage, usageCategories } from '../../common/api/usage';
import type { Campaign, CampaignDetail } from '../../common/domain/campaign';
import type { Novel, NovelDetail } from '../../common/domain/novel';
import type { Profile } from '../../common/domain/profile';
import type { TimelineEvent } from '../../common/domain/timeline';
import type { Universe, UniverseDetail } from '../../common/domain/universe';
import type { Workspace } from '../../common/domain/workspace';
import type { World } from '../../common/domain/world';
import type { FieldDefinition, FieldTemplate, TypeChangePreview } from '../../common/workspace/custom-fields';
import { recordKind } from '../../common/workspace/kinds';
import type { Backlink } from '../../common/workspace/mentions';
import type { Appearance } from '../../common/workspace/operations/appearances';
import type { CharacterKept, CharacterMovePlan } from '../../common/workspace/operations/character-move';
import type { ViewThing } from '../../common/workspace/shared-thing';
import { type BackupKindThing, USER_KIND_PREFIX, type UserKind } from '../../common/workspace/user-kinds';
import {
  type ApiClient,
  type ApiClientOptions,
  apiPath,
  createApiClient,
  UNREADABLE_ANSWER_MESSAGE,
} from './api-client';
import { isChapterTextView, isNotFoundError, isPartView, isStoredCalendar, NotFoundError } from './errors';
import { nullIfNotFound } from './query-helpers';
import { type FieldValueRow, withFieldColumns } from './reference-field-columns';
import { withKindTables } from './reference-kind-tables';
import { buildReferenceData, type MentionRow } from './reference-tables';
import type {
  ChapterTextView,
  CommentScope,
  DeletePlanView,
  EntitySummary,
  KindRecord,
  ManuscriptView,
  PartTextTarget,
  PartTextVersionView,
  PartView,
  RecordDoor,
  RelationAnswer,
  RelationGraph,
  SharedChapterText,
  StoredRelation,
  TextVersionSummary,
  TextVersionView,
  Trashed,
  UploadedImage,
  WorkspaceRepository,
  WritingGoalView,
} from './workspace-repository';

export type HttpRepositoryOptions = ApiClientOptions;

// The answers are the server's own types (common/domain). Checking every field of every list on each
// read would cost more than it protects against, so only the shape the pages rely on is checked: a list
// is an array of records, a record an object with an id. A wrong answer then fails here, with a message,
// rather than as a crash somewhere in a page.
function isRecord(value: unknown): value is { id: string } {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';
}

function record<T>(value: unknown): T {
  if (!isRecord(value)) throw new Error(UNREADABLE_ANSWER_MESSAGE);
  return value as T;
}

function list<T>(value: unknown): T[] {
  if (!Array.isArray(value) || !value.every(isRecord)) throw new Error(UNREADABLE_ANSWER_MESSAGE);
  return value as T[];
}

/** Appearances are named by their part (`partId`), not by an `id` of their own. */
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function characterMove(value: unknown): CharacterMovePlan {
  if (!isObject(value) || !Array.isArray(value.steps) || !Array.isArray(value.kept)) {
    throw new Error(UNREADABLE_ANSWER_MESSAGE);
  }
  return value as CharacterMovePlan;
}

function appearances(value: unknown): Appearance[] {
  const isAppearance = (entry: unknown) =>
    typeof entry === 'object' && entry !== null && typeof (entry as { partId?: unknown }).partId === 'string';
  if (!Array.isArray(value) || !value.every(isAppearance)) throw new Error(UNREADABLE_ANSWER_MESSAGE);
  return value as Appearance[];
}

function part(value: unknown): PartView {
  if (!isPartView(value)) throw new Error(UNREADABLE_ANSWER_MESSAGE);
  return value;
}

function partList(value: unknown): PartView[] {
  if (!Array.isArray(value) || !value.every(isPartView)) throw new Error(UNREADABLE_ANSWER_MESSAGE);
  return value;
}

function chapterText(value: unknown): ChapterTextView {
  if (!isChapterTextView(value)) throw new Error(UNREADABLE_ANSWER_MESSAGE);
  return value;
}

function textVersionList(value: unknown): TextVersionSummary[] {
  const isSummary = (entry: unknown) =>
    isRecord(entry) && typeof (entry as { createdAt?: unknown }).createdAt === 'string';
  if (!Array.isArray(value) || !value.every(isSummary)) throw new Error(UNREADABLE_ANSWER_MESSAGE);
  return value as TextVersionSummary[];
}

function partTextVersion(value: unknown): PartTextVersionView {
  if (!isRecord(value) || typeof (value as { plainText?: unknown }).plainText !== 'string') {
    throw new Error(UNREADABLE_ANSWER_MESSAGE);
  }
  return value as PartTextVersionView;
}

/** `/{parent}/{id}/{segment}/{partId}/texts/{field}/versions[/...]`. */
function partTextPath(
  { parent, parentId, segment, partId, field }: PartTextTarget,
  ...rest: string[]
): string {
  return apiPath(parent, parentId, segment, partId, 'texts', field, 'versions', ...rest);
}

function textVersion(value: unknown): TextVersionView {
  if (!isRecord(value) || !('text' in value)) {
    throw new Error(UNREADABLE_ANSWER_MESSAGE);
  }
  return value as TextVersionView;
}

function changePage(value: unknown): ChangePage {
  if (
    typeof value !== 'object' ||
    value === null ||
    !Array.isArray((value as { changes?: unknown }).changes)
  ) {
    throw new Error(UNREADABLE_ANSWER_MESSAGE);
  }
  return value as ChangePage;
}

function changeDetail(value: unknown): ChangeDetail {
  if (!isRecord(value) || !('before' in value) || !('after' in value))
    throw new Error(UNREADABLE_ANSWER_MESSAGE);
  return value as unknown as ChangeDetail;
}

function manuscript(value: unknown): ManuscriptView {
  const chapters = (value as { chapters?: unknown } | null)?.chapters;
  if (!Array.isArray(chapters) || !chapters.every(isRecord)) throw new Error(UNREADABLE_ANSWER_MESSAGE);
  return value as ManuscriptView;
}

function writingGoal(value: unknown): WritingGoalView {
  const words = (value as { wordsToday?: unknown } | null)?.wordsToday;
  if (typeof words !== 'number') throw new Error(UNREADABLE_ANSWER_MESSAGE);
  return value as WritingGoalView;
}

function calendar(value: unknown): StoredCalendar {
  if (!isStoredCalendar(value)) throw new Error(UNREADABLE_ANSWER_MESSAGE);
  return value;
}

/** The version a change is based on, as the data API reads it. */
const ifMatch = (version: number) => ({ 'If-Match': `"${version}"` });

function usage(value: unknown): Usage {
  const answer = value as Partial<Usage> | null;
  if (
    typeof answer?.usedBytes !== 'number' ||
    (answer.quotaBytes !== null && typeof answer.quotaBytes !== 'number')
  )
    throw new Error(UNREADABLE_ANSWER_MESSAGE);
  const categories = Array.isArray(answer.categories)
    ? answer.categories.filter(
        (entry) =>
          usageCategories.includes(entry?.category) &&
          typeof entry.bytes === 'number' &&
          typeof entry.items === 'number',
      )
    : undefined;
  return {
    usedBytes: answer.usedBytes,
    quotaBytes: answer.quotaBytes,
    ...(categories === undefined ? {} : { categories }),
  };
}

function profile(value: unknown): Profile {
  if (typeof value !== 'object' || value === null || !('stats' in value))
    throw new Error(UNREADABLE_ANSWER_MESSAGE);
  return value as Profile;
}

const workspaceTables = [
  'novels',
  'universes',
  'worlds',
  'locations',
  'campaigns',
  'timelines',
  'events',
  'characters',
  'items',
] as const;

function workspace(value: unknown): Workspace {
  if (typeof value !== 'object' || value === null) throw new Error(UNREADABLE_ANSWER_MESSAGE);
  const tables = value as Record<string, unknown>;
  if (!workspaceTables.every((table) => Array.isArray(tables[table])))
    throw new Error(UNREADABLE_ANSWER_MESSAGE);
  return value as Workspace;
}

function uploadedImage(value: unknown): UploadedImage {
  const answer = value as Partial<UploadedImage> | null;
  if (typeof answer !== 'object' || answer === null || typeof answer.url !== 'string' || !isRecord(answer))
    throw new Error(UNREADABLE_ANSWER_MESSAGE);
  return answer as UploadedImage;
}

function isSummary(value: unknown): value is EntitySummary {
  const entry = value as Partial<EntitySummary> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.kind === 'string' &&
    typeof entry.id === 'string' &&
    typeof entry.name === 'string'
  );
}

function summaries(value: unknown): EntitySummary[] {
  if (!Array.isArray(value) || !value.every(isSummary)) throw new Error(UNREADABLE_ANSWER_MESSAGE);
  return value;
}

function backlinks(value: unknown): Backlink[] {
  const isBacklink = (entry: unknown) =>
    isSummary((entry as { source?: unknown } | null)?.source) &&
    typeof (entry as { snippet?: unknown }).snippet === 'string';
  if (!Array.isArray(value) || !value.every(isBacklink)) throw new Error(UNREADABLE_ANSWER_MESSAGE);
  return value as Backlink[];
}

function trashedFrom(headers: Headers): Trashed {
  const entryId = headers.get(TRASH_ENTRY_HEADER);
  if (entryId === null || entryId === '') return null;
  const label = headers.get(TRASH_LABEL_HEADER) ?? '';
  try {
    return { entryId, label: decodeURIComponent(label) };
  } catch {
    return { entryId, label };
  }
}

function trashSettings(value: unknown): TrashSettings {
  const days = (value as { retentionDays?: unknown } | null)?.retentionDays;
  if (typeof days !== 'number') throw new Error(UNREADABLE_ANSWER_MESSAGE);
  return { retentionDays: days };
}

function trashList(value: unknown): TrashList {
  const entries = (value as { entries?: unknown } | null)?.entries;
  return { entries: list<TrashEntry>(entries), retentionDays: trashSettings(value).retentionDays };
}

/**
 * The workspace stored on the server (`/api/v1`, docs/data-api.md): one method, one request. Errors are
 * the same as the in-memory repository's (see api-client.ts), so no page can tell which one answers.
 */
export function createHttpRepository(
  options: HttpRepositoryOptions | { client: ApiClient },
): WorkspaceRepository {
  const api = 'client' in options ? options.client : createApiClient(options);
  const get = (path: string, query?: Record<string, string | undefined>) =>
    api.request(query === undefined ? { path } : { path, query });
  const post = (path: string, body: unknown) => api.request({ method: 'POST', path, body });
  const patch = (path: string, body: unknown, version?: number) =>
    api.request(
      version === undefined
        ? { method: 'PATCH', path, body }
        : { method: 'PATCH', path, body, headers: { 'If-Match': `"${version}"` } },
    );
  const put = (path: string, body: unknown, isLeaving = false) =>
    api.request(isLeaving ? { method: 'PUT', path, body, isLeaving } : { method: 'PUT', path, body });
  const remove = async (path: string) => {
    await api.request({ method: 'DELETE', path });
  };
  /** A delete into the Trash: its answer names the entry and the label (decision 038). */
  const trash = async (path: string, headers?: Record<string, string>): Promise<Trashed> => {
    let trashed: Trashed = null;
    await api.request({
      method: 'DELETE',
      path,
      ...(headers === undefined ? {} : { headers }),
      onHeaders: (answer) => {
        trashed = trashedFrom(answer);
      },
    });
    return trashed;
  };

  return {
    // Typed for the built-in kinds the door serves (`RecordDoors`); the answer is checked as any record.
    records: ((kind: string): RecordDoor => {
      const { api: path } = recordKind(kind).routes;
      return {
        list: async (filter = {}) => list<KindRecord>(await get(`/${path}`, filter)),
        get: async (id) => record<KindRecord>(await get(apiPath(path, id))),
        create: async (input) => record<KindRecord>(await post(`/${path}`, input)),
        update: async (id, changes, version) =>
          record<KindRecord>(await patch(apiPath(path, id), changes, version)),
        delete: (id) => trash(apiPath(path, id)),
      };
    }) as WorkspaceRepository['records'],
    listNovels: async () => list<Novel>(await get('/novels')),
    getNovel: async (id) => record<NovelDetail>(await get(apiPath('novels', id))),
    createNovel: async (input) => record<NovelDetail>(await post('/novels', input)),
    updateNovel: async (id, changes, version) =>
      record<NovelDetail>(await patch(apiPath('novels', id), changes, version)),
    deleteNovel: (id) => trash(apiPath('novels', id)),
    getCharacterMove: async (id) => characterMove(await get(apiPath('novels', id, 'character-move'))),
    moveCharacters: async (id) => characterMove(await post(apiPath('novels', id, 'character-move'), {})),
    undoCharacterMove: async (id, steps) => {
      const answer = await post(apiPath('novels', id, 'character-move', 'undo'), { steps });
      if (!isObject(answer) || typeof answer.undone !== 'number' || !Array.isArray(answer.kept)) {
        throw new Error(UNREADABLE_ANSWER_MESSAGE);
      }
      return answer as { undone: number; kept: CharacterKept[] };
    },
    getDeletePlan: async (kind, id) => {
      const answer = await get(apiPath(`${kind}s`, id, 'delete-plan'));
      if (
        typeof answer !== 'object' ||
        answer === null ||
        typeof (answer as { summary?: unknown }).summary !== 'string'
      ) {
        throw new Error('The server sent an answer the app could not read. Try again.');
      }
      return answer as DeletePlanView;
    },

    listUniverses: async () => list<Universe>(await get('/universes')),
    getUniverse: async (id) => record<UniverseDetail>(await get(apiPath('universes', id))),
    createUniverse: async (input) => record<UniverseDetail>(await post('/universes', input)),
    updateUniverse: async (id, changes, version) =>
      record<UniverseDetail>(await patch(apiPath('universes', id), changes, version)),
    deleteUniverse: (id) => trash(apiPath('universes', id)),

    listWorlds: async (universeId) => list<World>(await get('/worlds', { universeId })),
    getWorld: async (id) => record<World>(await get(apiPath('worlds', id))),
    createWorld: async (input) => record<World>(await post('/worlds', input)),
    updateWorld: async (id, changes, version) =>
      record<World>(await patch(apiPath('worlds', id), changes, version)),
    deleteWorld: (id) => trash(apiPath('worlds', id)),

    listCampaigns: async () => list<Campaign>(await get('/campaigns')),
    getCampaign: async (id) => record<CampaignDetail>(await get(apiPath('campaigns', id))),
    createCampaign: async (input) => record<CampaignDetail>(await post('/campaigns', input)),
    updateCampaign: async (id, changes, version) =>
      record<CampaignDetail>(await patch(apiPath('campaigns', id), changes, version)),
    deleteCampaign: (id) => trash(apiPath('campaigns', id)),

    async setFavorite(kind, id, isFavorite) {
      await put(apiPath(recordKind(kind).routes.api, id, 'favorite'), { isFavorite });
    },

    listTimelineEvents: async (timelineId) =>
      list<TimelineEvent>(await get(apiPath('timelines', timelineId, 'events'))),
    createTimelineEvent: async (timelineId, input) =>
      record<TimelineEvent>(await post(apiPath('timelines', timelineId, 'events'), input)),
    updateTimelineEvent: async (id, input) =>
      record<TimelineEvent>(await put(apiPath('timeline-events', id), input)),
    deleteTimelineEvent: (id) => trash(apiPath('timeline-events', id)),

    listAppearances: async (id) => appearances(await get(apiPath('characters', id, 'appearances'))),
    listItemAppearances: async (id) => appearances(await get(apiPath('items', id, 'appearances'))),

    getProfile: async () => profile(await get('/profile')),
    getUsage: async () => usage(await get('/usage')),
    createInvitation: async (kind, id, input) =>
      (await post(apiPath('sharing', kind, id, 'invitations'), input)) as CreatedInvitation,
    acceptInvitation: async (token) => (await post('/invitations/accept', { token })) as SharedContainer,
    listSharedContainers: async () =>
      ((await get('/shared')) as { containers: SharedContainer[] }).containers,
    getSharedView: async (ownerId, kind, id, as) => {
      try {
        return (await get(apiPath('shared', ownerId, kind, id), { as })) as SharedView;
      } catch (error) {
        if (isNotFoundError(error)) return null;
        throw error;
      }
    },
    leaveShared: (ownerId, kind, id) => remove(apiPath('shared', ownerId, kind, id, 'membership')),
    addSharedPart: async (door, segment, input) => {
      await post(apiPath('shared', door.ownerId, door.kind, door.id, 'parts', segment), input);
    },
    changeSharedPart: async (door, segment, partId, changes, version) => {
      await patch(
        apiPath('shared', door.ownerId, door.kind, door.id, 'parts', segment, partId),
        changes,
        version,
      );
    },
    getMailSettings: async () => (await get('/sharing/mail')) as { isEnabled: boolean },
    emailInvitation: async (kind, id, input) =>
      (await post(apiPath('sharing', kind, id, 'invitations', 'email'), input)) as { sentTo: string },
    listSharedMembers: async (door) =>
      (
        (await get(apiPath('shared', door.ownerId, door.kind, door.id, 'members'))) as {
          members: MemberSummary[];
        }
      ).members,
    setSharedMemberPlays: async (door, memberId, plays) =>
      (await patch(apiPath('shared', door.ownerId, door.kind, door.id, 'members', memberId), {
        plays,
      })) as MemberSummary,
    changeSharedSecret: async (door, { segment, partId, field }, index, change, version) => {
      await post(
        apiPath(
          'shared',
          door.ownerId,
          door.kind,
          door.id,
          'parts',
          segment,
          partId,
          'texts',
          field,
          'secrets',
          String(index),
        ),
        { ...change, version },
      );
    },
    changeSharedChapterSecret: async (door, chapterId, index, change, version) => {
      await post(
        apiPath(
          'shared',
          door.ownerId,
          door.kind,
          door.id,
          'parts',
          'chapters',
          chapterId,
          'text',
          'secrets',
          String(index),
        ),
        { ...change, version },
      );
    },
    deleteSharedPart: (door, segment, partId) =>
      remove(apiPath('shared', door.ownerId, door.kind, door.id, 'parts', segment, partId)),
    getSharedThing: (door, partId, as) =>
      nullIfNotFound(
        get(apiPath('shared', door.ownerId, door.kind, door.id, 'things', partId), {
          as,
        }) as Promise<ViewThing>,
      ),
    getSharedChapterText: (ownerId, novelId, chapterId, as) =>
      nullIfNotFound(
        get(apiPath('shared', ownerId, 'novel', novelId, 'chapters', chapterId, 'text'), {
          as,
        }) as Promise<SharedChapterText>,
      ),
    listComments: async (scope, target) =>
      (await get(commentsPath(scope), {
        targetKind: target?.kind,
        targetId: target?.id,
        as: scope.as,
      })) as CommentList,
    addComment: async (scope, input) => (await post(commentsPath(scope), input)) as CommentView,
    setCommentResolved: async (scope, commentId, isResolved) =>
      (await patch(`${commentsPath(scope)}/${encodeURIComponent(commentId)}`, { isResolved })) as CommentView,
    editComment: async (scope, commentId, body, version) =>
      (await patch(`${commentsPath(scope)}/${encodeURIComponent(commentId)}`, {
        body,
        version,
      })) as CommentView,
    deleteComment: (scope, commentId) => remove(`${commentsPath(scope)}/${encodeURIComponent(commentId)}`),
    listCommentNotices: async () => ((await get('/comments/inbox')) as { notices: CommentNotice[] }).notices,
    listMembers: async (kind, id) =>
      ((await get(apiPath('sharing', kind, id, 'members'))) as { members: MemberSummary[] }).members,
    setMemberRole: async (kind, id, memberId, role) =>
      (await patch(apiPath('sharing', kind, id, 'members', memberId), { role })) as MemberSummary,
    setMemberPlays: async (kind, id, memberId, plays) =>
      (await patch(apiPath('sharing', kind, id, 'members', memberId), { plays })) as MemberSummary,
    removeMember: (kind, id, memberId) => remove(apiPath('sharing', kind, id, 'members', memberId)),
    listInvitations: async (kind, id) =>
      ((await get(apiPath('sharing', kind, id, 'invitations'))) as { invitations: InvitationSummary[] })
        .invitations,
    revokeInvitation: (kind, id, invitationId) =>
      remove(apiPath('sharing', kind, id, 'invitations', invitationId)),
    listVisibility: async (kind, id) =>
      (await get(apiPath('sharing', kind, id, 'visibility'))) as ContainerVisibility,
    setVisibilityDefault: async (kind, id, entry) =>
      (await put(apiPath('sharing', kind, id, 'defaults'), entry)) as VisibilityDefault,
    setVisibility: async (kind, id, entry) =>
      (await put(apiPath('sharing', kind, id, 'visibility'), entry)) as BackupVisibility,
    getContinuity: (scope, id) =>
      nullIfNotFound(get(apiPath('continuity', scope, id)) as Promise<ContinuityReport>),
    dismissFinding: async (input) => (await put('/continuity/dismissals', input)) as Dismissal,
    undismissFinding: async (findingId) => {
      await api.request({ method: 'DELETE', path: '/continuity/dismissals', query: { findingId } });
    },
    setContinuitySettings: async (scope, id, settings) =>
      (await put(apiPath('continuity', scope, id, 'settings'), settings)) as ScopeContinuitySettings,
    getThingFields: (kind, id) =>
      nullIfNotFound(get(apiPath('field-values', ...kind.split('/'), id)) as Promise<ThingFields>),
    saveThingFields: async (kind, id, values) =>
      (await put(apiPath('field-values', ...kind.split('/'), id), { values })) as ThingFields,
    createField: async (input) => (await post('/fields', input)) as FieldDefinition,
    previewFieldChange: async (id, changes) =>
      (await api.request({
        method: 'PATCH',
        path: apiPath('fields', id),
        query: { preview: 'true' },
        body: changes,
      })) as TypeChangePreview,
    changeField: async (id, changes) => (await patch(apiPath('fields', id), changes)) as FieldDefinition,
    listFields: async (kind, scopeId) => (await get('/fields', { kind, scopeId })) as FieldDefinition[],
    thingsWithFieldValue: async (fieldId, equals) =>
      ((await get('/field-values', { fieldId, equals, limit: '1000' })) as { thingIds: string[] }).thingIds,
    deleteField: (id) => trash(apiPath('fields', id)),
    createFieldTemplate: async (input) => (await post('/field-templates', input)) as FieldTemplate,
    listFieldTemplates: async (kind, scopeId) =>
      (await get('/field-templates', { kind, scopeId })) as FieldTemplate[],
    applyFieldTemplate: async (templateId, thing) =>
      (await post(apiPath('field-templates', templateId, 'apply'), thing)) as ThingFields,
    listKinds: async () => (await get('/kinds')) as UserKind[],
    defineKind: async (input) => (await post('/kinds', input)) as UserKind,
    changeKind: async (id, changes, version) =>
      (await patch(apiPath('kinds', id), { ...changes, version })) as UserKind,
    moveKind: async (id, toIndex) => (await post(apiPath('kinds', id, 'move'), { toIndex })) as UserKind[],
    deleteKind: (id) => trash(apiPath('kinds', id)),
    listKindThings: async (parent, parentId, kindId) =>
      partList(await get(apiPath(parent, parentId, `${USER_KIND_PREFIX}${kindId}`))),
    updateProfile: async (changes) => profile(await patch('/profile', changes)),

    // The console's tables are built here from the stored records, by the same pure builder the
    // in-memory repository uses, so a query over the user's data sees exactly what the screens show.
    getReferenceData: async () => {
      const [stored, mentions] = await Promise.all([get('/workspace'), get('/mentions')]);
      const data = buildReferenceData(
        workspace(stored),
        Array.isArray(mentions) ? (mentions as MentionRow[]) : [],
      );
      // The export carries every added field and value (decision 063): columns of their kinds' tables.
      const { customFields, fieldValues, customKinds, kindThings } = stored as {
        customFields?: unknown;
        fieldValues?: unknown;
        customKinds?: unknown;
        kindThings?: unknown;
      };
      if (!Array.isArray(customFields) || !Array.isArray(fieldValues)) return data;
      const fields = customFields as FieldDefinition[];
      const values = fieldValues as FieldValueRow[];
      // And each kind of the user's own is a table of its things, its fields as columns (decision 085).
      return withKindTables(
        withFieldColumns(data, fields, values),
        Array.isArray(customKinds) ? (customKinds as UserKind[]) : [],
        Array.isArray(kindThings) ? (kindThings as BackupKindThing[]) : [],
        fields,
        values,
      );
    },

    createPart: async (parent, parentId, segment, input) =>
      part(await post(apiPath(parent, parentId, segment), input)),
    updatePart: async (parent, parentId, segment, partId, changes, version) =>
      part(
        await api.request({
          method: 'PATCH',
          path: apiPath(parent, parentId, segment, partId),
          body: changes,
          headers: ifMatch(version),
        }),
      ),
    deletePart: (parent, parentId, segment, partId, version) =>
      trash(apiPath(parent, parentId, segment, partId), version === undefined ? undefined : ifMatch(version)),
    movePart: async (parent, parentId, segment, partId, toIndex) =>
      partList(await post(apiPath(parent, parentId, segment, partId, 'move'), { toIndex })),

    getChapterText: async (novelId, chapterId) =>
      chapterText(await get(apiPath('novels', novelId, 'chapters', chapterId, 'text'))),
    saveChapterText: async (novelId, chapterId, text, version, day, options) =>
      chapterText(
        await put(
          apiPath('novels', novelId, 'chapters', chapterId, 'text'),
          { text, version, ...(day === undefined ? {} : { day }) },
          options?.isLeaving === true,
        ),
      ),
    listPartTextVersions: async (target) => textVersionList(await get(partTextPath(target))),
    getPartTextVersion: async (target, versionId) =>
      partTextVersion(await get(partTextPath(target, versionId))),
    savePartNamedVersion: async (target, name) => partTextVersion(await post(partTextPath(target), { name })),
    restorePartTextVersion: async (target, versionId, version) =>
      part(await post(partTextPath(target, versionId, 'restore'), { version })),
    changeSecret: async ({ parent, parentId, segment, partId, field }, index, change, version) =>
      part(
        await post(apiPath(parent, parentId, segment, partId, 'texts', field, 'secrets', String(index)), {
          ...change,
          version,
        }),
      ),
    listTextVersions: async (novelId, chapterId) =>
      textVersionList(await get(apiPath('novels', novelId, 'chapters', chapterId, 'versions'))),
    getTextVersion: async (novelId, chapterId, versionId) =>
      textVersion(await get(apiPath('novels', novelId, 'chapters', chapterId, 'versions', versionId))),
    saveNamedVersion: async (novelId, chapterId, name) =>
      textVersion(await post(apiPath('novels', novelId, 'chapters', chapterId, 'versions'), { name })),
    restoreTextVersion: async (novelId, chapterId, versionId, version, day) =>
      chapterText(
        await post(apiPath('novels', novelId, 'chapters', chapterId, 'versions', versionId, 'restore'), {
          version,
          ...(day === undefined ? {} : { day }),
        }),
      ),
    listChanges: async (query) =>
      changePage(
        await get(apiPath('history'), {
          recordId: query.recordId,
          entityId: query.entityId,
          entityKind: query.entityKind,
          limit: query.limit === undefined ? undefined : String(query.limit),
          before: query.before,
        }),
      ),
    getChange: async (id) => changeDetail(await get(apiPath('history', id))),
    restoreChange: async (id, side) =>
      (await post(apiPath('history', id, 'restore'), { side })) as RestoreResult,
    getManuscript: async (novelId) => manuscript(await get(apiPath('novels', novelId, 'manuscript'))),
    getWritingGoal: async (novelId, day) =>
      writingGoal(await get(`${apiPath('novels', novelId, 'writing-goal')}?day=${encodeURIComponent(day)}`)),
    setWritingGoal: async (novelId, dailyWords, version, day) =>
      writingGoal(await put(apiPath('novels', novelId, 'writing-goal'), { dailyWords, version, day })),

    async uploadImage(file, name) {
      const form = new FormData();
      form.append('file', file, name ?? (file instanceof File ? file.name : 'image'));
      return uploadedImage(await api.request({ method: 'POST', path: '/images', body: form }));
    },
    async downloadManuscript(novelId, format) {
      const answer = await api.request({
        path: apiPath('novels', novelId, `manuscript.${format}`),
        responseType: 'blob',
      });
      if (!(answer instanceof Blob)) throw new Error(UNREADABLE_ANSWER_MESSAGE);
      return answer;
    },
    listRelations: async (end) =>
      list<RelationAnswer>(await get('/relations', { kind: end.kind, id: end.id })),
    createRelation: async (input) => record<StoredRelation>(await post('/relations', input)),
    updateRelation: async (id, changes, version) =>
      record<StoredRelation>(await patch(apiPath('relations', id), changes, version)),
    deleteRelation: (id) => remove(apiPath('relations', id)),
    getCalendar: async (owner) =>
      nullIfNotFound(
        get('/calendars', { ownerKind: owner.ownerKind, ownerId: owner.ownerId }).then((answer) =>
          answer === null ? null : calendar(answer),
        ),
      ),
    createCalendar: async (input) => calendar(await post('/calendars', input)),
    updateCalendar: async (id, changed, version) =>
      calendar(await patch(apiPath('calendars', id), { calendar: changed }, version)),
    deleteCalendar: (id) => remove(apiPath('calendars', id)),

    listTrash: async () => trashList(await get('/trash')),
    restoreTrashEntry: async (id) => {
      const answer = await post(apiPath('trash', id, 'restore'), {});
      if (!isRecord(answer)) throw new Error(UNREADABLE_ANSWER_MESSAGE);
      return answer as TrashRestored;
    },
    deleteTrashEntry: (id) => remove(apiPath('trash', id)),
    emptyTrash: () => remove('/trash'),
    getTrashSettings: async () => trashSettings(await get('/trash/settings')),
    updateTrashSettings: async (settings) => trashSettings(await put('/trash/settings', settings)),
    async getRelationGraph(scope, id) {
      const answer = (await get('/graph', { scope, id })) as Partial<RelationGraph> | null;
      if (!Array.isArray(answer?.nodes) || !Array.isArray(answer.relations))
        throw new Error(UNREADABLE_ANSWER_MESSAGE);
      return { nodes: summaries(answer.nodes), relations: list<StoredRelation>(answer.relations) };
    },
    suggestEntities: async (query, limit = 20, signal) =>
      summaries(
        await api.request({ path: '/entities/suggest', query: { q: query, limit: String(limit) }, signal }),
      ),
    async search(params, signal) {
      const answer = (await api.request({
        path: '/search',
        query: Object.fromEntries(searchQueryString(params)),
        signal,
      })) as Partial<SearchResult> | null;
      if (!Array.isArray(answer?.hits) || typeof answer.total !== 'number')
        throw new Error(UNREADABLE_ANSWER_MESSAGE);
      return answer as SearchResult;
    },
    resolveEntities: async (refs, options) =>
      refs.length === 0
        ? []
        : summaries(
            await post('/entities/resolve', options?.summaries ? { refs, summaries: true } : { refs }),
          ),
    listBacklinks: async (target) => backlinks(await get('/mentions', { kind: target.kind, id: target.id })),
    async listUnlinked() {
      const answer = (await get('/entities/unlinked')) as { total?: unknown; entities?: unknown } | null;
      if (typeof answer?.total !== 'number') throw new Error(UNREADABLE_ANSWER_MESSAGE);
      return { total: answer.total, entities: summaries(answer.entities) };
    },
    async fetchImage(url) {
      const id = storedImageId(url);
      if (id === undefined) throw new NotFoundError('Image not found');
      const answer = await api.request({ path: apiPath('images', id), responseType: 'blob' });
      if (!(answer instanceof Blob)) throw new Error(UNREADABLE_ANSWER_MESSAGE);
      return answer;
    },
  };
}

/** The comments of a container: the owner's own route, or the member's door. */
function commentsPath(scope: CommentScope): string {
  return scope.ownerId === null
    ? apiPath('comments', scope.kind, scope.id)
    : apiPath('shared', scope.ownerId, scope.kind, scope.id, 'comments');
}
