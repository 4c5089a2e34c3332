import { bytesToBase64 } from '../api/backup-zip';
import { STORED_IMAGE_URL_PREFIX } from '../api/images';
import { isSafeId } from '../api/limits';
import { emptyUniverseParts } from '../domain/new-record-defaults';
import { plainTextOf } from '../text/plain-text';
import type { Calendar } from '../time/calendar';
import { formatDate } from '../time/format';
import { readWorldAnvilCalendar } from '../time/world-anvil-calendar-import';
import { type RecordKind, recordKind } from '../workspace/kinds';
import { completeHandMade } from './hand-made-fields';
import { pictureFacts } from './picture-size';
import { richTextFromWorldAnvil, type WorldAnvilMention } from './world-anvil-bbcode';
import { worldAnvilEntity, worldAnvilFiles } from './world-anvil-layout';
import { type MapPicture, readWorldAnvilMaps } from './world-anvil-maps';

// A World Anvil world export (its `.zip` of JSON files, one per article, decision 081) as an import's
// workspace. Like a Kanka export (decision 066) the result goes through `POST /api/v1/import`, so it is
// previewed, checked and undone like any file. Pure: the browser unzips, tests build entries.
//
// The world becomes a universe (and a world for its places). Articles become what their template says:
// a person a character, a location a location, a settlement a location of type City, an organization a
// faction, a species a race, an item an item, and every other article (document, generic article,
// religion...) a lore entry of its template's name. Their text is World Anvil's markup read into rich
// text, mentions kept; a cover or portrait in the `.zip` is carried when its bytes are a picture. The
// first calendar becomes the universe's, timelines the universe's timelines and history entries their
// events, dated in that calendar (decision 097). Everything else is named in the report.

export type WorldAnvilReading = {
  /** The import's `workspace` (the export's format). */
  workspace: Record<string, unknown>;
  /** What could not be carried, one sentence each, naming the file. */
  notCarried: string[];
  /** Files that could not be read at all, naming each: the import stops on them. */
  problems: string[];
  /** Articles read as records or parts. */
  entityCount: number;
};

const decoder = new TextDecoder('utf-8', { fatal: false });
const NAME_MAX = 200;

type Row = Record<string, unknown>;
type Article = { path: string; data: Row; template: string };
type Target = { kind: string; id: string; name: string };

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

const objectOf = (value: unknown): Row | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Row) : undefined;

/** An id for a World Anvil row, safe and stable (importing the same export again finds the same records). */
function localId(what: string, waId: string): string {
  const id = `wa-${what}-${waId}`;
  return isSafeId(id) ? id : `wa-${what}-${waId.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 80)}`;
}

/** Entity classes that are not articles: named in the report by how many, never read as text. */
const NOT_ARTICLES: Readonly<Record<string, string>> = {
  image: 'images (only those an article shows as its cover or portrait are carried)',
  manuscript: 'manuscripts',
  category: 'categories',
  chronicle: 'chronicles',
  block: 'statblocks',
  subscribergroup: 'subscriber groups',
};

/**
 * Entity classes read as the universe's calendar, its timelines and their entries (decision 097), its
 * maps with their markers, and secrets (decision 102).
 */
const TIMES: Readonly<
  Record<string, 'timelines' | 'entries' | 'calendars' | 'maps' | 'markers' | 'secrets'>
> = {
  timeline: 'timelines',
  history: 'entries',
  historicalentry: 'entries',
  calendar: 'calendars',
  map: 'maps',
  marker: 'markers',
  mapmarker: 'markers',
  secret: 'secrets',
};

/** Fields of an article that are its frame, not its words: never named in the report. */
const FRAME = new Set([
  'id',
  'title',
  'slug',
  'state',
  'isWip',
  'isDraft',
  'entityClass',
  'templateType',
  'template',
  'content',
  'url',
  'icon',
  'creationDate',
  'updateDate',
  'publicationDate',
  'notificationDate',
  'likes',
  'views',
  'wordcount',
  'excerpt',
  'seotitle',
  'tags',
  'cover',
  'portrait',
  'world',
  'author',
  'category',
  'articleParent',
  'articleNext',
  'articlePrevious',
  'position',
  'fullfooter',
  'footnotes',
  'authornotes',
  'scrapbook',
  'credits',
  'displayCss',
  'customArticleTemplate',
  'editor',
  'folderId',
  'metaTitle',
  'metaDescription',
  'subheading',
  'snippet',
  'showSeeded',
  'webhookUpdate',
  'communityUpdate',
  'commentPlaceholder',
  'passcodecta',
  'allowComments',
  'showInToc',
  'isFeaturedArticle',
  'isAdultContent',
  'isLocked',
  'allowContentCopy',
  'isEditable',
  'success',
]);

/** The template an article was written with, from its `templateType`, `template` or entity class. */
function templateOf(row: Row): string {
  const raw = text(row.templateType) || text(row.template) || text(row.entityClass);
  return raw.trim().toLowerCase();
}

const titled = (template: string) =>
  template === '' || template === 'article'
    ? 'Article'
    : template.charAt(0).toUpperCase() + template.slice(1).replace(/[-_]/g, ' ');

/**
 * The export's files as an import's workspace. `now` stamps what a World Anvil row does not say (a
 * record's creation when it has no `creationDate`).
 */
export function readWorldAnvil(
  entries: Readonly<Record<string, Uint8Array>>,
  now = new Date().toISOString(),
): WorldAnvilReading {
  const files = worldAnvilFiles(entries);
  const notCarried: string[] = [];
  const problems: string[] = [];
  const articles: Article[] = [];
  const images = new Map<string, Row>();
  const skipped = new Map<string, number>();
  let worldRow: Row | undefined;
  const times: Record<
    'timelines' | 'entries' | 'calendars' | 'maps' | 'markers' | 'secrets',
    { path: string; data: Row }[]
  > = { timelines: [], entries: [], calendars: [], maps: [], markers: [], secrets: [] };

  for (const path of [...files.keys()].sort()) {
    if (!path.toLowerCase().endsWith('.json')) continue;
    let value: unknown;
    try {
      value = JSON.parse(decoder.decode(files.get(path)));
    } catch {
      problems.push(`${path} is not readable JSON`);
      continue;
    }
    const data = worldAnvilEntity(value);
    if (data === undefined) {
      notCarried.push(`${path}: not a World Anvil article (no title and entity class); not carried`);
      continue;
    }
    const entityClass = text(data.entityClass).trim().toLowerCase();
    if (entityClass === 'world') {
      worldRow = data;
      continue;
    }
    if (entityClass === 'image') {
      const id = text(data.id);
      if (id !== '') images.set(id, data);
    }
    if (entityClass in TIMES) {
      const kind = TIMES[entityClass] as keyof typeof times;
      if (kind === 'markers') times.markers.push({ path, data });
      else if (text(data.title).trim() === '') problems.push(`${path} has no title`);
      else if (!isSafeIdPart(text(data.id))) problems.push(`${path} has no id`);
      else times[kind].push({ path, data });
      continue;
    }
    if (entityClass in NOT_ARTICLES) {
      skipped.set(entityClass, (skipped.get(entityClass) ?? 0) + 1);
      continue;
    }
    if (text(data.title).trim() === '') {
      problems.push(`${path} has no title`);
      continue;
    }
    if (!isSafeIdPart(text(data.id))) {
      problems.push(`${path} has no id`);
      continue;
    }
    articles.push({ path, data, template: templateOf(data) });
  }
  for (const [entityClass, count] of skipped) {
    notCarried.push(
      `${count} World Anvil ${count === 1 ? 'entry' : 'entries'} of ${NOT_ARTICLES[entityClass]} not carried; Fablehold has no place for them yet`,
    );
  }

  const firstWorld = objectOf(articles[0]?.data.world);
  const worldWaId = text(worldRow?.id) || text(firstWorld?.id) || 'world';
  const worldName =
    (text(worldRow?.title) || text(firstWorld?.title)).trim().slice(0, NAME_MAX) || 'World Anvil world';
  const universeId = localId('universe', worldWaId);
  const worldId = localId('world', worldWaId);

  const kindOf = (template: string): { kind: string; what: string } => {
    switch (template) {
      case 'person':
      case 'character':
        return { kind: 'character', what: 'character' };
      case 'location':
      case 'settlement':
        return { kind: 'location', what: 'location' };
      case 'organization':
      case 'organisation':
        return { kind: 'universes/factions', what: 'faction' };
      case 'species':
        return { kind: 'universes/races', what: 'race' };
      case 'item':
        return { kind: 'item', what: 'item' };
      default:
        return { kind: 'universes/lore', what: 'lore' };
    }
  };
  const byArticle = new Map<string, Target>();
  for (const article of articles) {
    const { kind, what } = kindOf(article.template);
    byArticle.set(text(article.data.id), {
      kind,
      id: localId(what, text(article.data.id)),
      name: text(article.data.title).trim().slice(0, NAME_MAX),
    });
  }
  const mention: WorldAnvilMention = (articleId) => byArticle.get(articleId);

  const universe: Row = {
    id: universeId,
    name: worldName,
    description: plainTextOf(richTextFromWorldAnvil(text(worldRow?.description), mention).text.doc),
    ...emptyUniverseParts(),
    createdAt: text(worldRow?.creationDate) || now,
    updatedAt: text(worldRow?.updateDate) || now,
  };
  const complete = (kind: RecordKind, path: string, record: Row) =>
    completeHandMade(kind, { ...recordKind(kind).defaults, ...record }, now, (message) =>
      notCarried.push(`${path}: ${message}`),
    );
  const workspace: Row = { universes: [] };
  const characters: Row[] = [];
  const locations: Row[] = [];
  const items: Row[] = [];
  const factions = universe.factions as Row[];
  const races = universe.races as Row[];
  const lore = universe.lore as Row[];
  const visibility: Row[] = [];
  const imageRows = new Map<string, Row>();
  let entityCount = 0;

  /** A picture a row names (`{ id, title, url }`), carried when the `.zip` has its bytes. */
  const pictureFile = (picture: Row): { id: string; width: number; height: number } | { problem: string } => {
    const waId = text(picture.id);
    const named = [waId, text(picture.title), text(images.get(waId)?.title), lastSegment(text(picture.url))]
      .map((name) => name.trim().toLowerCase())
      .filter((name) => name !== '');
    const path = [...files.keys()].find((candidate) => {
      if (candidate.toLowerCase().endsWith('.json')) return false;
      const base = (candidate.split('/').pop() ?? '').toLowerCase();
      return named.some((name) => base === name || base.replace(/\.[a-z0-9]+$/, '') === name);
    });
    const label = text(picture.title).trim() || waId || 'its picture';
    if (path === undefined) return { problem: `the picture “${label}” is not in the .zip` };
    const bytes = files.get(path) as Uint8Array;
    const facts = pictureFacts(bytes);
    if (facts === undefined)
      return { problem: `${path} is not a WebP, PNG or JPEG picture this can read; not carried` };
    const id = localId('image', waId || path.replace(/[^A-Za-z0-9]/g, ''));
    imageRows.set(id, {
      id,
      type: facts.type,
      width: facts.width,
      height: facts.height,
      size: bytes.length,
      createdAt: now,
      data: bytesToBase64(bytes),
    });
    return { id, width: facts.width, height: facts.height };
  };
  /** The picture an article shows (its portrait, else its cover), carried when the `.zip` has its bytes. */
  const pictureAt = (article: Article): { url?: string; problem?: string } | undefined => {
    const picture = pictureOf(article);
    if (picture === undefined) return undefined;
    const file = pictureFile(picture);
    return 'problem' in file ? { problem: file.problem } : { url: `${STORED_IMAGE_URL_PREFIX}${file.id}` };
  };

  for (const article of articles) {
    const { path, data, template } = article;
    const target = byArticle.get(text(data.id)) as Target;
    const read = richTextFromWorldAnvil(text(data.content), mention);
    const entry = read.text;
    const plain = plainTextOf(entry.doc);
    entityCount += 1;
    const said = (sentence: string) => notCarried.push(`${path}: ${sentence}`);
    if (read.droppedTags.length > 0) {
      said(
        `${read.droppedTags.map((tag) => `[${tag}]`).join(', ')} ${read.droppedTags.length === 1 ? 'is' : 'are'} not kept; the text inside is`,
      );
    }
    if (read.images > 0)
      said(`${read.images} picture${read.images === 1 ? '' : 's'} in the text not carried`);
    const fields = otherFields(data);
    if (fields.length > 0)
      said(
        `its field${fields.length === 1 ? '' : 's'} ${fields.join(', ')} ${fields.length === 1 ? 'is' : 'are'} not carried`,
      );
    const isPrivate = text(data.state).toLowerCase() === 'private' || data.isDraft === true;
    if (isPrivate) {
      if (target.kind.includes('/')) {
        visibility.push({ entityKind: target.kind, entityId: target.id, level: 'editors', named: [] });
      } else {
        said(
          `private in World Anvil; members of a shared universe see only its own parts, so “${target.name}” stays yours`,
        );
      }
    }
    const picture = pictureAt(article);
    if (picture?.problem !== undefined) said(picture.problem);
    const pictureUrl = picture?.url;
    const noPicture = (what: string) => {
      if (pictureUrl !== undefined) said(`its picture is not shown: a ${what} has none here`);
    };
    switch (target.kind) {
      case 'character':
        characters.push(
          complete('character', path, {
            id: target.id,
            name: target.name,
            description: plain,
            universeId,
            ...(pictureUrl === undefined ? {} : { portraitUrl: pictureUrl }),
          }),
        );
        break;
      case 'location':
        noPicture('location');
        locations.push(
          complete('location', path, {
            id: target.id,
            name: target.name,
            description: plain,
            worldId,
            ...(template === 'settlement' ? { type: 'City' } : {}),
          }),
        );
        break;
      case 'item':
        noPicture('item');
        items.push(
          complete('item', path, {
            id: target.id,
            name: target.name,
            description: plain,
            location: '',
            campaigns: [],
            universeId,
          }),
        );
        break;
      case 'universes/factions':
        factions.push({
          id: target.id,
          name: target.name,
          description: plain,
          descriptionDoc: entry,
          ...(pictureUrl === undefined ? {} : { imageUrl: pictureUrl }),
        });
        break;
      case 'universes/races':
        noPicture('race');
        races.push({
          id: target.id,
          name: target.name,
          description: plain,
          descriptionDoc: entry,
          origin: '',
          lifespan: '',
          traits: [],
        });
        break;
      default:
        noPicture('lore entry');
        lore.push({
          id: target.id,
          title: target.name,
          category: titled(template),
          era: '',
          content: plain,
          contentDoc: entry,
        });
    }
  }

  // Calendars, timelines and their entries (decision 097): the first calendar is the universe's, so the
  // entries' dates are written in it and the server places them on its days.
  const calendarRows: Row[] = [];
  let calendar: Calendar | undefined;
  for (const { path, data } of times.calendars) {
    entityCount += 1;
    const name = text(data.title).trim();
    if (calendar !== undefined) {
      notCarried.push(
        `${path}: the universe already has the calendar “${calendar.name}”; “${name}” not carried`,
      );
      continue;
    }
    const read = readWorldAnvilCalendar(data, name);
    if (!read.ok) {
      notCarried.push(`${path}: “${name}” not carried: ${read.errors.join('; ')}`);
      continue;
    }
    for (const lost of read.value.notCarried) notCarried.push(`${path}: not carried: ${lost}`);
    for (const changed of read.value.changed) notCarried.push(`${path}: carried differently: ${changed}`);
    calendar = read.value.calendar;
    calendarRows.push({
      id: localId('calendar', text(data.id)),
      ownerKind: 'universe',
      ownerId: universeId,
      calendar,
      createdAt: dateOf(data.creationDate) || now,
      updatedAt: dateOf(data.updateDate) || now,
    });
  }
  const timelines = readTimelines({
    timelines: times.timelines,
    entries: times.entries,
    universeId,
    worldName,
    calendar,
    byArticle,
    mention,
    now,
    notCarried,
  });
  entityCount += timelines.count;

  // Secrets (decision 102): each an editors-only lore entry, so no member who is not an editor reads it,
  // wherever it was shown in World Anvil (the articles that embed it are named in the report).
  for (const { path, data } of times.secrets) {
    entityCount += 1;
    const read = richTextFromWorldAnvil(text(data.content), mention);
    const id = localId('secret', text(data.id));
    lore.push({
      id,
      title: text(data.title).trim().slice(0, NAME_MAX),
      category: 'Secret',
      era: '',
      content: plainTextOf(read.text.doc),
      contentDoc: read.text,
    });
    visibility.push({ entityKind: 'universes/lore', entityId: id, level: 'editors', named: [] });
    const embedding = articles
      .filter((article) => text(article.data.content).includes(`[secret:${text(data.id)}]`))
      .map((article) => `“${text(article.data.title).trim()}”`);
    notCarried.push(
      `${path}: carried as a lore entry only you and your editors see${embedding.length > 0 ? `, not inside ${embedding.join(', ')}` : ''}`,
    );
  }
  const mapReading = readWorldAnvilMaps({
    maps: times.maps,
    markers: times.markers,
    universeId,
    byArticle,
    mention,
    idOf: localId,
    pictureOf: (picture): MapPicture => {
      const file = pictureFile(picture);
      return 'problem' in file ? { problem: file.problem } : { image: file };
    },
    notCarried,
  });
  entityCount += mapReading.count;
  visibility.push(...mapReading.visibility);
  if (mapReading.maps.length > 0)
    workspace.maps = mapReading.maps.map((row) => complete('map', 'the world', row));

  workspace.universes = [complete('universe', 'the world', universe)];
  if (timelines.timelines.length > 0) {
    workspace.timelines = timelines.timelines.map((row) => complete('timeline', 'the world', row));
    workspace.events = timelines.events.map(({ path, row }) => complete('event', path, row));
  }
  if (calendarRows.length > 0) workspace.calendars = calendarRows;
  if (characters.length > 0) workspace.characters = characters;
  if (items.length > 0) workspace.items = items;
  if (locations.length > 0) {
    workspace.worlds = [
      complete('world', 'the world', {
        id: worldId,
        name: worldName,
        description: '',
        type: 'World Anvil world',
        universeId,
        climate: '',
        timePeriod: '',
        dominantRaces: [],
        notableFeatures: [],
      }),
    ];
    workspace.locations = locations;
  }
  if (visibility.length > 0) workspace.visibility = visibility;
  if (imageRows.size > 0) workspace.images = [...imageRows.values()];
  return { workspace, notCarried, problems, entityCount };
}

function isSafeIdPart(id: string): boolean {
  return id !== '' && /^[A-Za-z0-9_-]{1,80}$/.test(id);
}

function pictureOf(article: Article): Row | undefined {
  return objectOf(article.data.portrait) ?? objectOf(article.data.cover);
}

function lastSegment(url: string): string {
  return (url.split('?')[0] ?? '').split('/').pop() ?? '';
}

/** Other fields of an article holding words (a template's prompts: "history", "motto"...), by name. */
function otherFields(data: Row): string[] {
  return Object.entries(data)
    .filter(([key, value]) => !FRAME.has(key) && typeof value === 'string' && value.trim() !== '')
    .filter(([, value]) => /\s/.test((value as string).trim()))
    .map(([key]) => `“${key}”`);
}

/** A World Anvil date: an ISO string, or PHP's `{ date: "2024-05-01 10:00:00.000000" }`; '' when neither. */
function dateOf(value: unknown): string {
  if (typeof value === 'string') return Number.isNaN(Date.parse(value)) ? '' : new Date(value).toISOString();
  const raw = text(objectOf(value)?.date).trim();
  if (raw === '') return '';
  const parsed = Date.parse(`${raw.replace(' ', 'T').replace(/\.(\d{3})\d*$/, '.$1')}Z`);
  return Number.isNaN(parsed) ? '' : new Date(parsed).toISOString();
}

const UNDATED = 'Undated';
const EVENT_DATE_MAX = 100;
const IMPORTANCES = ['minor', 'moderate', 'major', 'critical'] as const;

/** World Anvil's `significance` as an importance: a word that is one, or a number from 1 (minor) up. */
function importanceOf(value: unknown): (typeof IMPORTANCES)[number] | undefined {
  const word = text(value).trim().toLowerCase();
  if ((IMPORTANCES as readonly string[]).includes(word)) return word as (typeof IMPORTANCES)[number];
  const number = Number(word);
  if (word === '' || !Number.isFinite(number)) return undefined;
  return IMPORTANCES[Math.max(0, Math.min(3, Math.round(number) - 1))];
}

/** A whole number from a field, or undefined. */
function wholeOf(value: unknown): number | undefined {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  return Number.isInteger(number) ? number : undefined;
}

/** An entry's date as text: in the universe's calendar when it has a whole day of it, else as said. */
function dateText(
  year: number | undefined,
  month: number | undefined,
  day: number | undefined,
  shown: string,
  calendar: Calendar | undefined,
): string {
  if (year !== undefined && month !== undefined && day !== undefined && calendar !== undefined) {
    const named = calendar.months[month - 1];
    if (named !== undefined && day >= 1 && day <= named.length)
      return formatDate(calendar, { year, month, day }).slice(0, EVENT_DATE_MAX);
  }
  if (shown !== '') return shown.slice(0, EVENT_DATE_MAX);
  if (year === undefined) return '';
  const parts = [`Year ${year}`];
  if (month !== undefined) parts.push(`month ${month}`);
  if (month !== undefined && day !== undefined) parts.push(`day ${day}`);
  return parts.join(', ');
}

/** The ids a field names: a list of `{ id }` or ids, or one. */
function idsOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.map((entry) => text(objectOf(entry)?.id ?? entry).trim()).filter((id) => id !== '');
}

/**
 * World Anvil's timelines as timelines of the universe and its history entries as their events. An entry
 * is on the first of its timelines this export carries (the others are named); one on none is on a
 * timeline made for them, named after the world. A timeline may also hold its entries inline
 * (`histories`), as an API read at a high granularity gives them.
 */
function readTimelines(input: {
  timelines: readonly { path: string; data: Row }[];
  entries: readonly { path: string; data: Row }[];
  universeId: string;
  worldName: string;
  calendar: Calendar | undefined;
  byArticle: ReadonlyMap<string, Target>;
  mention: WorldAnvilMention;
  now: string;
  notCarried: string[];
}): { timelines: Row[]; events: { path: string; row: Row }[]; count: number } {
  const { universeId, calendar, byArticle, mention, now, notCarried } = input;
  const timelines: Row[] = [];
  const byTimeline = new Map<string, string>();
  const entries = [...input.entries];
  const seen = new Set(entries.map(({ data }) => text(data.id)));
  for (const { path, data } of input.timelines) {
    const id = localId('timeline', text(data.id));
    byTimeline.set(text(data.id), id);
    timelines.push({
      id,
      name: text(data.title).trim().slice(0, NAME_MAX),
      description: plainTextOf(
        richTextFromWorldAnvil(text(data.description ?? data.content), mention).text.doc,
      ),
      entityType: 'universe',
      entityId: universeId,
      lastUpdated: dateOf(data.updateDate) || now,
    });
    const inline = Array.isArray(data.histories) ? data.histories : [];
    for (const raw of inline) {
      const entry = objectOf(raw);
      if (entry === undefined || text(entry.title).trim() === '' || !isSafeIdPart(text(entry.id))) continue;
      if (seen.has(text(entry.id))) continue;
      seen.add(text(entry.id));
      entries.push({ path, data: { timelines: [{ id: data.id }], ...entry } });
    }
  }
  let loose: string | undefined;
  const events: { path: string; row: Row }[] = [];
  for (const { path, data } of entries) {
    const title = text(data.title).trim();
    const said = (sentence: string) => notCarried.push(`${path}: “${title}” ${sentence}`);
    const named = idsOf(data.timelines ?? data.timeline);
    const carried = named.filter((id) => byTimeline.has(id));
    let timelineId = carried.length > 0 ? (byTimeline.get(carried[0] as string) as string) : undefined;
    if (carried.length > 1) said(`is on ${carried.length} timelines; an event is on one here, the first`);
    if (timelineId === undefined) {
      if (loose === undefined) {
        loose = localId('timeline', `history-${universeId}`);
        timelines.push({
          id: loose,
          name: `${input.worldName} history`.slice(0, NAME_MAX),
          description: 'World Anvil history entries on no timeline of the export',
          entityType: 'universe',
          entityId: universeId,
          lastUpdated: now,
        });
      }
      timelineId = loose;
    }
    const year = wholeOf(data.year);
    const month = wholeOf(data.month);
    const day = wholeOf(data.day);
    const shown = text(data.displayDate).trim();
    const date = dateText(year, month, day, shown, calendar);
    if (date === '') said(`has no date; imported as “${UNDATED}”`);
    const endYear = wholeOf(data.endingYear);
    if (endYear !== undefined) {
      const end = dateText(endYear, wholeOf(data.endingMonth), wholeOf(data.endingDay), '', calendar);
      said(`ends ${end}: not carried; an event has one date here`);
    }
    const read = richTextFromWorldAnvil(text(data.content ?? data.fullcontent), mention);
    const importance = importanceOf(data.significance);
    if (importance === undefined && text(data.significance).trim() !== '')
      said(
        `has the significance “${text(data.significance).trim()}”, not one read here; imported as moderate`,
      );
    const characters: string[] = [];
    const others: string[] = [];
    for (const id of idsOf(data.articles ?? data.characters)) {
      const target = byArticle.get(id);
      if (target?.kind === 'character') characters.push(target.name);
      else others.push(target?.name ?? id);
    }
    if (others.length > 0)
      said(`names ${others.map((name) => `“${name}”`).join(', ')}: only characters are carried on an event`);
    const placeRef = idsOf(data.location)[0];
    const place = placeRef === undefined ? undefined : byArticle.get(placeRef);
    if (placeRef !== undefined && place?.kind !== 'location')
      said(`takes place at “${place?.name ?? placeRef}”, not a place this export carries`);
    if (text(data.state).toLowerCase() === 'private' || data.isDraft === true)
      said(
        'is private in World Anvil; members of a shared universe see only its own parts, so it stays yours',
      );
    const level = importance ?? 'moderate';
    events.push({
      path,
      row: {
        id: localId('event', text(data.id)),
        timelineId,
        title: title.slice(0, NAME_MAX),
        date: date || UNDATED,
        description: plainTextOf(read.text.doc),
        type: level === 'critical' || level === 'major' ? 'major' : 'minor',
        importance: level,
        icon: 'Calendar',
        characters,
        tags: [],
        ...(place?.kind === 'location' ? { placeId: place.id } : {}),
      },
    });
  }
  return { timelines, events, count: input.timelines.length + entries.length };
}
