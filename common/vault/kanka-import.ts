import { isSafeId } from '../api/limits';
import { emptyCampaignParts, emptyUniverseParts } from '../domain/new-record-defaults';
import { WORLD_DATE_MAX } from '../domain/shared';
import { plainTextOf } from '../text/plain-text';
import type { RichText } from '../text/rich-text';
import { readKankaCalendar } from '../time/kanka-calendar-import';
import { type RecordKind, recordKind } from '../workspace/kinds';
import { RELATION_LABEL_MAX, RELATION_NOTE_MAX } from '../workspace/relations';
import { completeHandMade } from './hand-made-fields';
import { type KankaMentionTarget, richTextFromKankaHtml } from './kanka-html';
import { CAMPAIGN_FILE, type CarriedFolder, isCarried, kankaFiles, NOT_CARRIED } from './kanka-layout';

// A Kanka campaign export (its `.zip` of JSON files: `campaign.json`, then one file per entity in a
// folder per module, `characters/mira.json`, each the module's row with its `entity` holding relations,
// posts, tags...) as an import's workspace (decision 066). Like a Markdown vault (decision 056) the
// result goes through `POST /api/v1/import`, so it is previewed, checked and undone like any file.
// Pure: the browser unzips, tests build entries.
//
// The campaign becomes a universe (with a campaign, and a world when there are locations); characters,
// locations and items become records of those kinds; organisations become the universe's factions, and
// notes and journals its lore (their entries as rich text, mentions kept); a private one of those is
// seen by the owner and editors only. Races become the universe's races, quests the campaign's quests and
// the first calendar the universe's calendar (decision 081); a quest's elements become relations from it
// (decision 097). Everything else is named in the report.

export type KankaReading = {
  /** The import's `workspace` (the export's format). */
  workspace: Record<string, unknown>;
  /** What could not be carried, one sentence each, naming the file. */
  notCarried: string[];
  /** Files that could not be read at all, naming each: the import stops on them. */
  problems: string[];
  /** Kanka entities read as records or parts. */
  entityCount: number;
};

type Entry = { path: string; folder: string; data: Record<string, unknown> };

/** The date of an event Kanka gives none (a date of the world is required here). */
const UNDATED = 'Undated';

const decoder = new TextDecoder('utf-8', { fatal: false });

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function idOf(value: unknown): string | undefined {
  return typeof value === 'number' || (typeof value === 'string' && value !== '') ? String(value) : undefined;
}

function objectOf(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** An id for a Kanka row, safe and stable (importing the same export again finds the same records). */
function localId(folder: string, kankaId: string): string {
  const id = `kanka-${folder.replace(/_/g, '-')}-${kankaId}`;
  return isSafeId(id)
    ? id
    : `kanka-${folder.replace(/[^A-Za-z0-9]/g, '')}-${kankaId.replace(/[^A-Za-z0-9_-]/g, '')}`;
}

const NAME_MAX = 200;

/**
 * The export's files as an import's workspace. `now` stamps what a Kanka row does not say (a record's
 * creation when it has no `created_at`).
 */
export function readKanka(
  entries: Readonly<Record<string, Uint8Array>>,
  now = new Date().toISOString(),
): KankaReading {
  const files = kankaFiles(entries);
  const notCarried: string[] = [];
  const problems: string[] = [];
  const parse = (path: string): Record<string, unknown> | undefined => {
    const bytes = files.get(path);
    if (bytes === undefined) return undefined;
    try {
      const value = objectOf(JSON.parse(decoder.decode(bytes)));
      if (value === undefined) problems.push(`${path} is not a Kanka entity: it holds no JSON object`);
      return value;
    } catch {
      problems.push(`${path} is not readable JSON`);
      return undefined;
    }
  };

  const campaign = parse(CAMPAIGN_FILE) ?? {};
  const skipped = new Map<string, number>();
  const rows: Entry[] = [];
  for (const path of [...files.keys()].sort()) {
    if (path === CAMPAIGN_FILE) continue;
    const folder = path.includes('/') ? (path.split('/')[0] as string) : '';
    if (!path.endsWith('.json')) {
      if (folder !== 'gallery' && folder !== 'w')
        notCarried.push(`${path}: files other than JSON are not carried`);
      continue;
    }
    if (!isCarried(folder)) {
      const key = folder === '' ? path : `${folder}/`;
      skipped.set(key, (skipped.get(key) ?? 0) + 1);
      continue;
    }
    const data = parse(path);
    if (data === undefined) continue;
    if (text(data.name).trim() === '') {
      problems.push(`${path} has no name`);
      continue;
    }
    if (idOf(data.id) === undefined) {
      problems.push(`${path} has no id`);
      continue;
    }
    rows.push({ path, folder, data });
  }
  for (const [key, count] of skipped) {
    const label = NOT_CARRIED[key.slice(0, -1)];
    const what = label === undefined ? '' : ` (Kanka’s ${label})`;
    notCarried.push(
      `${key}: ${count} ${count === 1 ? 'entity' : 'entities'}${what} not carried; Fablehold has no place for them yet`,
    );
  }

  const campaignKankaId = idOf(campaign.id) ?? 'campaign';
  const campaignName = text(campaign.name).trim().slice(0, NAME_MAX) || 'Kanka campaign';
  const universeId = localId('universe', campaignKankaId);
  const campaignId = localId('campaign', campaignKankaId);
  const worldId = localId('world', campaignKankaId);

  // Where each Kanka entity (by `entity.id`, what relations and mentions name) lands here.
  type Target = { kind: string; id: string; name: string; path: string };
  const byEntity = new Map<string, Target>();
  const byModel = new Map<string, Target>();
  const kindOf: Record<CarriedFolder, string> = {
    characters: 'character',
    locations: 'location',
    items: 'item',
    organisations: 'universes/factions',
    families: 'universes/factions',
    notes: 'universes/lore',
    journals: 'universes/lore',
    events: 'event',
    races: 'universes/races',
    quests: 'campaigns/quests',
    calendars: 'calendar',
  };
  for (const row of rows) {
    const target: Target = {
      kind: kindOf[row.folder as CarriedFolder],
      id: localId(row.folder, idOf(row.data.id) as string),
      name: text(row.data.name).trim().slice(0, NAME_MAX),
      path: row.path,
    };
    const entityId = idOf(objectOf(row.data.entity)?.id);
    if (entityId !== undefined) byEntity.set(entityId, target);
    byModel.set(`${row.folder}:${idOf(row.data.id)}`, target);
  }
  // A calendar is not a thing a text can mention here: its mention becomes its name.
  const mention: KankaMentionTarget = (entityId) => {
    const target = byEntity.get(entityId);
    return target?.kind === 'calendar' ? { name: target.name } : target;
  };
  const entryOf = (html: unknown): RichText => richTextFromKankaHtml(text(html), mention);

  const universe: Record<string, unknown> = {
    id: universeId,
    name: campaignName,
    description: plainTextOf(entryOf(campaign.entry).doc),
    ...emptyUniverseParts(),
    createdAt: text(campaign.created_at) || now,
    updatedAt: text(campaign.updated_at) || now,
  };
  const workspace: Record<string, unknown> = {};
  const campaignRecord: Record<string, unknown> = {
    id: campaignId,
    title: campaignName,
    universeId,
    description: '',
    status: 'active',
    nextSessionDate: null,
    ...emptyCampaignParts(),
    createdAt: universe.createdAt,
    updatedAt: universe.updatedAt,
  };
  // What a record made in the app starts with (a cover, not a favourite), then what Kanka leaves unsaid.
  const complete = (kind: RecordKind, path: string, record: Record<string, unknown>) =>
    completeHandMade(kind, { ...recordKind(kind).defaults, ...record }, now, (message) =>
      notCarried.push(`${path}: ${message}`),
    );
  workspace.universes = [complete('universe', CAMPAIGN_FILE, universe)];
  workspace.campaigns = [complete('campaign', CAMPAIGN_FILE, campaignRecord)];

  const characters: Record<string, unknown>[] = [];
  const locations: Record<string, unknown>[] = [];
  const items: Record<string, unknown>[] = [];
  const factions = universe.factions as Record<string, unknown>[];
  const lore = universe.lore as Record<string, unknown>[];
  const visibility: Record<string, unknown>[] = [];
  const events: Record<string, unknown>[] = [];
  const races = universe.races as Record<string, unknown>[];
  const quests = campaignRecord.quests as Record<string, unknown>[];
  const calendars: Record<string, unknown>[] = [];
  let calendarName: string | undefined;
  const timelineId = localId('timeline', campaignKankaId);
  const questElements: { path: string; quest: Target; list: unknown[] }[] = [];
  let entityCount = 0;

  for (const { path, folder, data } of rows) {
    const target = byModel.get(`${folder}:${idOf(data.id)}`) as Target;
    const entry = entryOf(data.entry);
    const plain = plainTextOf(entry.doc);
    const type = text(data.type).trim();
    entityCount += 1;
    if (data.is_private === true || data.is_private === 1) {
      if (target.kind === 'calendar') {
        notCarried.push(`${path}: private in Kanka; a universe's calendar is seen by all its members`);
      } else if (target.kind.includes('/')) {
        // A part of the universe: only its owner and editors see it once the universe is shared.
        visibility.push({ entityKind: target.kind, entityId: target.id, level: 'editors', named: [] });
      } else {
        notCarried.push(
          `${path}: private in Kanka; members of a shared universe see only its own parts, so “${target.name}” stays yours`,
        );
      }
    }
    switch (folder as CarriedFolder) {
      case 'characters': {
        characters.push(
          complete('character', path, {
            id: target.id,
            name: target.name,
            description: plain,
            universeId,
            campaignId,
            ...(type === '' ? {} : { role: type }),
          }),
        );
        const unsaid = ['title', 'age', 'sex', 'pronouns']
          .map((field) => [field, text(data[field]).trim()])
          .filter(([, value]) => value !== '')
          .map(([field, value]) => `${field} “${value}”`);
        if (data.is_dead === true || data.is_dead === 1) unsaid.push('dead');
        if (unsaid.length > 0) notCarried.push(`${path}: ${unsaid.join(', ')}: no field on a character`);
        break;
      }
      case 'locations': {
        const parent = byModel.get(`locations:${idOf(data.location_id ?? data.parent_location_id)}`);
        if (parent !== undefined)
          notCarried.push(`${path}: its place inside “${parent.name}” is not carried`);
        locations.push(
          complete('location', path, {
            id: target.id,
            name: target.name,
            description: plain,
            worldId,
            ...(type === '' ? {} : { type }),
          }),
        );
        break;
      }
      case 'items': {
        const place = byModel.get(`locations:${idOf(data.location_id)}`);
        items.push(
          complete('item', path, {
            id: target.id,
            name: target.name,
            description: plain,
            location: place?.name ?? '',
            campaigns: [campaignId],
            universeId,
            ...(type === '' ? {} : { type }),
          }),
        );
        break;
      }
      case 'organisations':
        factions.push({ id: target.id, name: target.name, description: plain, descriptionDoc: entry });
        break;
      case 'families': {
        // A family is a faction of the universe here: its seat and its parent family have no field.
        factions.push({ id: target.id, name: target.name, description: plain, descriptionDoc: entry });
        const seat = byModel.get(`locations:${idOf(data.location_id)}`);
        if (seat !== undefined) notCarried.push(`${path}: its seat “${seat.name}” is not carried`);
        const parent = byModel.get(`families:${idOf(data.family_id)}`);
        if (parent !== undefined)
          notCarried.push(`${path}: its place inside “${parent.name}” is not carried`);
        break;
      }
      case 'events': {
        // An event of the campaign's timeline: Kanka's date is free text, as a date of the world is here
        // (decision 040), and its type becomes a tag.
        const date = text(data.date).trim().slice(0, WORLD_DATE_MAX);
        if (date === '') notCarried.push(`${path}: no date; imported as “${UNDATED}”`);
        const place = byModel.get(`locations:${idOf(data.location_id)}`);
        if (place !== undefined) notCarried.push(`${path}: its place “${place.name}” is not carried`);
        events.push(
          complete('event', path, {
            id: target.id,
            timelineId,
            title: target.name,
            date: date || UNDATED,
            description: plain,
            type: 'major',
            importance: 'moderate',
            icon: 'Calendar',
            characters: [],
            tags: type === '' ? [] : [type.slice(0, NAME_MAX)],
          }),
        );
        break;
      }
      case 'races': {
        // A race of the universe: Kanka's type is its origin; a race inside another has no place.
        races.push({
          id: target.id,
          name: target.name,
          description: plain,
          descriptionDoc: entry,
          origin: type,
          lifespan: '',
          traits: [],
        });
        const parent = byModel.get(`races:${idOf(data.race_id)}`);
        if (parent !== undefined)
          notCarried.push(`${path}: its place inside “${parent.name}” is not carried`);
        break;
      }
      case 'quests': {
        // A quest of the campaign: done or under way (Kanka has no 'planned'); no experience is given.
        quests.push({
          id: target.id,
          title: target.name,
          status: data.is_completed === true || data.is_completed === 1 ? 'completed' : 'in-progress',
          xp: 0,
          description: plain,
          descriptionDoc: entry,
        });
        const unsaid: string[] = [];
        if (type !== '') unsaid.push(`type “${type}”`);
        if (text(data.date).trim() !== '') unsaid.push(`date “${text(data.date).trim()}”`);
        const giver = byModel.get(`characters:${idOf(data.character_id)}`);
        if (giver !== undefined) unsaid.push(`instigator “${giver.name}”`);
        const parent = byModel.get(`quests:${idOf(data.quest_id)}`);
        if (parent !== undefined) unsaid.push(`its place inside “${parent.name}”`);
        if (unsaid.length > 0) notCarried.push(`${path}: ${unsaid.join(', ')}: no field on a quest`);
        if (Array.isArray(data.elements)) questElements.push({ path, quest: target, list: data.elements });
        break;
      }
      case 'calendars': {
        // The universe's calendar (one per universe): the first one read; the others are named.
        if (calendarName !== undefined) {
          notCarried.push(
            `${path}: the universe already has the calendar “${calendarName}”; “${target.name}” not carried`,
          );
          break;
        }
        const read = readKankaCalendar(data, target.name);
        if (!read.ok) {
          notCarried.push(`${path}: “${target.name}” not carried: ${read.errors.join('; ')}`);
          break;
        }
        if (plain.trim() !== '') notCarried.push(`${path}: its entry is not carried; a calendar has no text`);
        for (const lost of read.value.notCarried) notCarried.push(`${path}: not carried: ${lost}`);
        for (const changed of read.value.changed) notCarried.push(`${path}: carried differently: ${changed}`);
        calendarName = read.value.calendar.name;
        calendars.push({
          id: target.id,
          ownerKind: 'universe',
          ownerId: universeId,
          calendar: read.value.calendar,
          createdAt: text(data.created_at) || now,
          updatedAt: text(data.updated_at) || now,
        });
        break;
      }
      case 'notes':
      case 'journals':
        lore.push({
          id: target.id,
          title: target.name,
          category: type || (folder === 'notes' ? 'Note' : 'Journal'),
          era: text(data.date).trim(),
          content: plain,
          contentDoc: entry,
        });
        break;
    }
    const posts = objectOf(data.entity)?.posts;
    if (Array.isArray(posts) && posts.length > 0) {
      notCarried.push(`${path}: ${posts.length} post${posts.length === 1 ? '' : 's'} not carried`);
    }
  }
  if (characters.length > 0) workspace.characters = characters;
  if (events.length > 0) {
    workspace.timelines = [
      complete('timeline', CAMPAIGN_FILE, {
        id: timelineId,
        name: campaignName,
        description: 'Events of the Kanka campaign',
        entityType: 'campaign',
        entityId: campaignId,
        lastUpdated: now,
      }),
    ];
    workspace.events = events;
  }
  if (items.length > 0) workspace.items = items;
  if (locations.length > 0) {
    const world = complete('world', CAMPAIGN_FILE, {
      id: worldId,
      name: campaignName,
      description: '',
      type: 'Kanka campaign',
      universeId,
      climate: '',
      timePeriod: '',
      dominantRaces: [],
      notableFeatures: [],
    });
    workspace.worlds = [world];
    workspace.locations = locations;
  }

  // Relations: Kanka keeps both directions of a mirrored one; the first read stands for both.
  const relations: Record<string, unknown>[] = [];
  const taken = new Set<string>();
  const labels = new Map<string, string>();
  for (const { data } of rows) {
    const list = objectOf(data.entity)?.relationships;
    for (const raw of Array.isArray(list) ? list : []) {
      const relation = objectOf(raw);
      const id = idOf(relation?.id);
      if (id !== undefined) labels.set(id, text(relation?.relation).trim());
    }
  }
  for (const { path, data } of rows) {
    const entity = objectOf(data.entity);
    const from = idOf(entity?.id) === undefined ? undefined : byEntity.get(idOf(entity?.id) as string);
    const list = entity?.relationships;
    if (from === undefined || !Array.isArray(list)) continue;
    for (const raw of list) {
      const relation = objectOf(raw);
      if (relation === undefined) continue;
      const id = idOf(relation.id);
      const mirror = idOf(relation.mirror_id);
      if (id !== undefined && taken.has(id)) continue;
      const to = byEntity.get(idOf(relation.target_id) ?? '');
      const label = text(relation.relation).trim();
      if (to === undefined) {
        notCarried.push(`${path}: relation “${label}” leads to an entity this import does not carry`);
        continue;
      }
      if (id !== undefined) taken.add(id);
      if (mirror !== undefined) taken.add(mirror);
      const attitude =
        typeof relation.attitude === 'number' ? Math.max(-100, Math.min(100, relation.attitude)) : null;
      relations.push({
        id: localId('relation', id ?? `${from.id}-${to.id}-${relations.length}`),
        from: { kind: from.kind, id: from.id },
        to: { kind: to.kind, id: to.id },
        type: 'custom',
        customLabel: label.slice(0, RELATION_LABEL_MAX),
        // A mirrored relation's other side has its own label ('Sister' / 'Brother').
        customInverse: (mirror === undefined ? '' : (labels.get(mirror) ?? '')).slice(0, RELATION_LABEL_MAX),
        attitude,
        note: '',
      });
      if (label.length > RELATION_LABEL_MAX) {
        notCarried.push(`${path}: relation “${label}” shortened to ${RELATION_LABEL_MAX} characters`);
      }
    }
  }
  relations.push(
    ...questElementRelations(questElements, byEntity, (html) => plainTextOf(entryOf(html).doc), notCarried),
  );
  if (relations.length > 0) workspace.relations = relations;
  if (visibility.length > 0) workspace.visibility = visibility;
  if (calendars.length > 0) workspace.calendars = calendars;
  return { workspace, notCarried, problems, entityCount };
}

type QuestTarget = { kind: string; id: string; name: string };

/**
 * A quest's elements (Kanka's `quest_elements`: the characters, places, items... a quest involves, each
 * with a free-text `role` and a `description`) as relations from the quest to each element, the role as
 * the relation's label and the description as its note (decision 097). An element Kanka shows only to
 * some (`visibility_id` other than 1, "all") is not carried: a relation is seen by whoever sees both its
 * ends, and the GM's hidden role must not reach players. An element naming no entity (Kanka lets one
 * be a bare name) or an entity this import does not carry is named in the report.
 */
function questElementRelations(
  quests: readonly { path: string; quest: QuestTarget; list: unknown[] }[],
  byEntity: ReadonlyMap<string, QuestTarget>,
  plainOf: (html: unknown) => string,
  notCarried: string[],
): Record<string, unknown>[] {
  const relations: Record<string, unknown>[] = [];
  for (const { path, quest, list } of quests) {
    const seen = new Set<string>();
    list.forEach((raw, index) => {
      const element = objectOf(raw);
      if (element === undefined) return;
      const entityId = idOf(element.entity_id);
      const target = entityId === undefined ? undefined : byEntity.get(entityId);
      const role = text(element.role).trim();
      const name =
        text(element.name).trim() || target?.name || (entityId === undefined ? '' : `entity ${entityId}`);
      const said = (why: string) =>
        notCarried.push(
          `${path}: quest element “${name || `#${index + 1}`}”${role === '' ? '' : ` (${role})`} ${why}`,
        );
      const visibility = idOf(element.visibility_id);
      if (visibility !== undefined && visibility !== '1') {
        said('is not visible to everyone in Kanka; not carried');
        return;
      }
      if (entityId === undefined) {
        said('names no entity; not carried');
        return;
      }
      if (target === undefined || target.kind === 'calendar') {
        said('leads to an entity this import does not carry');
        return;
      }
      if (target.kind === quest.kind && target.id === quest.id) {
        said('is the quest itself; not carried');
        return;
      }
      // Two elements for the same entity in one quest are two relations with their own roles.
      const key = idOf(element.id) ?? `${quest.id}-${index}`;
      if (seen.has(key)) return;
      seen.add(key);
      const note = plainOf(element.description).trim();
      relations.push({
        id: localId('quest-element', key),
        from: { kind: quest.kind, id: quest.id },
        to: { kind: target.kind, id: target.id },
        type: 'custom',
        customLabel: role.slice(0, RELATION_LABEL_MAX),
        customInverse: '',
        attitude: null,
        note: note.slice(0, RELATION_NOTE_MAX),
      });
      if (role.length > RELATION_LABEL_MAX)
        said(`has its role shortened to ${RELATION_LABEL_MAX} characters`);
      if (note.length > RELATION_NOTE_MAX)
        said(`has its description shortened to ${RELATION_NOTE_MAX} characters`);
    });
  }
  return relations;
}
