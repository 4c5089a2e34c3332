import { bytesToBase64 } from '../api/backup-zip';
import { STORED_IMAGE_URL_PREFIX } from '../api/images';
import { isSafeId } from '../api/limits';
import { emptyUniverseParts } from '../domain/new-record-defaults';
import { plainTextOf } from '../text/plain-text';
import { type RecordKind, recordKind } from '../workspace/kinds';
import { completeHandMade } from './hand-made-fields';
import { pictureFacts } from './picture-size';
import { richTextFromWorldAnvil, type WorldAnvilMention } from './world-anvil-bbcode';
import { worldAnvilEntity, worldAnvilFiles } from './world-anvil-layout';

// A World Anvil world export (its `.zip` of JSON files, one per article, decision 081) as an import's
// workspace. Like a Kanka export (decision 066) the result goes through `POST /api/v1/import`, so it is
// previewed, checked and undone like any file. Pure: the browser unzips, tests build entries.
//
// The world becomes a universe (and a world for its places). Articles become what their template says:
// a person a character, a location a location, a settlement a location of type City, an organization a
// faction, a species a race, an item an item, and every other article (document, generic article,
// religion...) a lore entry of its template's name. Their text is World Anvil's markup read into rich
// text, mentions kept; a cover or portrait in the `.zip` is carried when its bytes are a picture.
// Everything else is named in the report.

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
  map: 'maps',
  timeline: 'timelines',
  historicalentry: 'timeline entries',
  calendar: 'calendars',
  manuscript: 'manuscripts',
  category: 'categories',
  secret: 'secrets',
  chronicle: 'chronicles',
  block: 'statblocks',
  subscribergroup: 'subscriber groups',
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

  /** The picture an article shows (its portrait, else its cover), carried when the `.zip` has its bytes. */
  const pictureAt = (article: Article): { url?: string; problem?: string } | undefined => {
    const picture = pictureOf(article);
    if (picture === undefined) return undefined;
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
    return { url: `${STORED_IMAGE_URL_PREFIX}${id}` };
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

  workspace.universes = [complete('universe', 'the world', universe)];
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
