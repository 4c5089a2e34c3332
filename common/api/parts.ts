import { z } from 'zod';
import {
  campaignArcSchema,
  campaignCharacterSchema,
  campaignItemSchema,
  campaignLocationSchema,
  campaignNoteSchema,
  campaignSessionSchema,
  encounterSchema,
  questSchema,
} from '../domain/campaign';
import { mapPinSchema, mapRegionSchema, mapRouteSchema } from '../domain/map';
import {
  chapterSchema,
  fileAssetSchema,
  imageAssetSchema,
  novelCharacterSchema,
  storyArcSchema,
} from '../domain/novel';
import { imageUrlSchema } from '../domain/safe-urls';
import {
  docFieldOf,
  factionSchema,
  LONG_TEXT_FIELDS,
  namedPartSchema,
  requiredText,
  WORLD_DATE_FIELDS,
} from '../domain/shared';
import {
  cultureSchema,
  loreEntrySchema,
  raceSchema,
  technologySchema,
  universeItemSchema,
} from '../domain/universe';
import {
  creatureSchema,
  settlementSchema,
  worldCultureSchema,
  worldItemSchema,
  worldLoreSchema,
} from '../domain/world';
import { plainTextOf } from '../text/plain-text';
import type { RichText } from '../text/rich-text';
import { ID_RULE, isSafeId, LIST_MAX, TEXT_LONG_MAX, TEXT_SHORT_MAX } from './limits';
import { friendlyMessage } from './messages';

/**
 * The lists a record holds inside itself (a novel's chapters, a universe's factions, a campaign's
 * sessions, ...), each reachable at `/api/v1/{parent}/{id}/{segment}` and `.../{segment}/{partId}`.
 * A novel's events are not among them: they live in the timelines linked to it (decision 018).
 * `prop` is where the list sits in the record ('assets.images' inside a novel's assets).
 * `serverFields` are set by the server and never taken from input (a note's createdAt/updatedAt).
 * `derivedFields` are worked out from the part's text (a chapter's word count), each with what a new part
 * starts with; a request that sets one is refused with `message` (decision 052).
 */
export type PartCollection = {
  prop: string;
  schema: z.ZodObject;
  serverFields?: readonly string[];
  derivedFields?: Readonly<Record<string, { initial: unknown; message: string }>>;
  /**
   * Fields that list other parts of the same record, in the order this part tells them (a story arc's
   * `chapterIds`): each id must name a part of `segment` in the same record (decision 061).
   */
  members?: Readonly<Record<string, { segment: string }>>;
};

export const partCollections = {
  novels: {
    chapters: {
      prop: 'chapters',
      schema: chapterSchema,
      derivedFields: {
        wordCount: {
          initial: 0,
          message:
            "Word count is counted from the chapter's text and cannot be set: write in the chapter instead",
        },
      },
    },
    characters: { prop: 'characters', schema: novelCharacterSchema },
    'story-arcs': {
      prop: 'storyArcs',
      schema: storyArcSchema,
      members: { chapterIds: { segment: 'chapters' } },
    },
    images: { prop: 'assets.images', schema: imageAssetSchema },
    documents: { prop: 'assets.documents', schema: fileAssetSchema },
    music: { prop: 'assets.music', schema: fileAssetSchema },
  },
  universes: {
    'time-periods': { prop: 'timePeriods', schema: namedPartSchema },
    'magic-systems': { prop: 'magicSystems', schema: namedPartSchema },
    factions: { prop: 'factions', schema: factionSchema },
    cultures: { prop: 'cultures', schema: cultureSchema },
    technologies: { prop: 'technologies', schema: technologySchema },
    races: { prop: 'races', schema: raceSchema },
    items: { prop: 'items', schema: universeItemSchema },
    lore: { prop: 'lore', schema: loreEntrySchema },
  },
  worlds: {
    settlements: { prop: 'settlements', schema: settlementSchema },
    creatures: { prop: 'creatures', schema: creatureSchema },
    cultures: { prop: 'cultures', schema: worldCultureSchema },
    'magic-systems': { prop: 'magicSystems', schema: namedPartSchema },
    factions: { prop: 'factions', schema: factionSchema },
    items: { prop: 'items', schema: worldItemSchema },
    lore: { prop: 'lore', schema: worldLoreSchema },
  },
  maps: {
    pins: { prop: 'pins', schema: mapPinSchema },
    regions: { prop: 'regions', schema: mapRegionSchema },
    routes: { prop: 'routes', schema: mapRouteSchema },
  },
  campaigns: {
    sessions: { prop: 'sessions', schema: campaignSessionSchema },
    characters: { prop: 'characters', schema: campaignCharacterSchema },
    quests: { prop: 'quests', schema: questSchema },
    encounters: { prop: 'encounters', schema: encounterSchema },
    locations: { prop: 'locations', schema: campaignLocationSchema },
    items: { prop: 'items', schema: campaignItemSchema },
    notes: { prop: 'notes', schema: campaignNoteSchema, serverFields: ['createdAt', 'updatedAt'] },
    arcs: {
      prop: 'arcs',
      schema: campaignArcSchema,
      members: { sessionIds: { segment: 'sessions' }, questIds: { segment: 'quests' } },
    },
  },
} as const satisfies Record<string, Record<string, PartCollection>>;

export type PartParent = keyof typeof partCollections;
export const partParents = Object.keys(partCollections) as PartParent[];

/** The longest prose a part's long field takes (a long lore entry; chapter text has its own home). */
export const PART_LONG_TEXT_MAX = TEXT_LONG_MAX;
/** The longest short text (a type, a role, a race) and list entry. */
export const PART_SHORT_TEXT_MAX = TEXT_SHORT_MAX;
/** The most entries a list field (traits, powers, tags) takes. */
export const PART_LIST_MAX = LIST_MAX;

type Introspected = { def: { type: string; element?: Introspected }; format?: string | null };

function label(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * What a client may send for a field: the stored schema's rule, plus the limits every input needs. A
 * title or name must have more than whitespace; prose is capped at PART_LONG_TEXT_MAX; other text is
 * trimmed and capped; lists are capped in length and entries. Enumerations, numbers and dates keep
 * their own rules.
 */
function inputField(name: string, field: z.ZodType): z.ZodType {
  const { def, format } = field as unknown as Introspected;
  if (def.type === 'string' && (format === null || format === undefined)) {
    // A date of the world is trimmed and capped by its own schema (decision 040).
    if (WORLD_DATE_FIELDS.has(name)) return field;
    if (name === 'url' || name === 'imageUrl') return imageUrlSchema;
    if (name === 'title' || name === 'name') return requiredText(`${label(name)} is required`);
    if (LONG_TEXT_FIELDS.has(name)) {
      return z
        .string()
        .max(PART_LONG_TEXT_MAX, `${label(name)} must be at most ${PART_LONG_TEXT_MAX} characters`);
    }
    return z
      .string()
      .trim()
      .max(PART_SHORT_TEXT_MAX, `${label(name)} must be at most ${PART_SHORT_TEXT_MAX} characters`);
  }
  if (def.type === 'array' && def.element?.def.type === 'string') {
    return z
      .array(
        z
          .string()
          .trim()
          .max(PART_SHORT_TEXT_MAX, `Each entry must be at most ${PART_SHORT_TEXT_MAX} characters`),
      )
      .max(PART_LIST_MAX, `${label(name)} can have at most ${PART_LIST_MAX} entries`);
  }
  return field;
}

const inputShapes = new WeakMap<PartCollection, z.ZodObject>();
const storedShapes = new WeakMap<PartCollection, z.ZodObject>();

/** The most parts one part lists (a story arc's chapters). */
export const PART_MEMBERS_MAX = 2000;

/** A list of part ids (a story arc's chapters): safe ids, each once, at most PART_MEMBERS_MAX. */
function memberIdsField(name: string): z.ZodType {
  return z
    .array(z.string().refine(isSafeId, { message: `Not a valid id: ${ID_RULE}` }))
    .max(PART_MEMBERS_MAX, `${label(name)} can have at most ${PART_MEMBERS_MAX} entries`)
    .refine((ids) => new Set(ids).size === ids.length, { message: `${label(name)} names a part twice` });
}

/** A field no request may set: present at all (even `null`), it is refused with the collection's reason. */
function refusedField(message: string): z.ZodType {
  return z
    .unknown()
    .refine((value) => value === undefined, { message, abort: true })
    .optional();
}

/**
 * The input fields of a collection. `isStored`: a whole stored part (an import's file), whose derived
 * fields are taken as stored; otherwise a request's body, which may not set them.
 */
function inputShape(collection: PartCollection, isStored = false): z.ZodObject {
  const cache = isStored ? storedShapes : inputShapes;
  const known = cache.get(collection);
  if (known !== undefined) return known;
  const skipped = new Set(['id', ...(collection.serverFields ?? [])]);
  const derived = isStored ? {} : (collection.derivedFields ?? {});
  const shape: Record<string, z.ZodType> = {};
  for (const [name, field] of Object.entries(collection.schema.shape)) {
    if (skipped.has(name)) continue;
    const refusal = derived[name];
    if (refusal !== undefined) {
      shape[name] = refusedField(refusal.message);
      continue;
    }
    if (collection.members?.[name] !== undefined) {
      shape[name] = memberIdsField(name).optional();
      continue;
    }
    const inner = field as z.ZodType;
    // An optional field stays optional, with the limits applied to what it holds.
    const { def } = inner as unknown as { def: { type: string; innerType?: z.ZodType } };
    shape[name] =
      def.type === 'optional' && def.innerType !== undefined
        ? inputField(name, def.innerType).optional()
        : inputField(name, inner);
  }
  // A long text may come as its document alone; the text is then derived (and required without one).
  for (const name of richTextFieldsOf(collection)) shape[name] = (shape[name] as z.ZodType).optional();
  const schema = z.object(shape);
  cache.set(collection, schema);
  return schema;
}

/** The long fields of a kind of part that carry a document beside them (`description`, `descriptionDoc`). */
export function richTextFieldsOf(collection: PartCollection): string[] {
  const shape = collection.schema.shape as Record<string, unknown>;
  return Object.keys(shape).filter((name) => LONG_TEXT_FIELDS.has(name) && docFieldOf(name) in shape);
}

/**
 * Each long text as its document says (decision 022): with `descriptionDoc`, `description` is the
 * document's plain text (what cards, counts and search read), whatever else was sent; with `description`
 * alone the text is plain, and a document stored before no longer stands (on a change the document is
 * null, which removes it; a new part simply has none). A document whose text is empty is not kept.
 * Used by the API's schemas and by import, so that a file's text can never disagree with its document.
 */
export function withTextsFromDocs(
  fields: readonly string[],
  input: Readonly<Record<string, unknown>>,
  isChange: boolean,
): Record<string, unknown> {
  const output = { ...input };
  const gone = isChange ? null : undefined;
  for (const field of fields) {
    const docField = docFieldOf(field);
    const doc = output[docField] as RichText | null | undefined;
    if (doc !== undefined && doc !== null) {
      output[field] = plainTextOf(doc.doc);
      if (String(output[field]).trim() === '') output[docField] = gone;
    } else if (doc === null || output[field] !== undefined) output[docField] = gone;
    if (output[docField] === undefined) delete output[docField];
  }
  return output;
}

function deriveTexts(collection: PartCollection, isChange: boolean) {
  const fields = richTextFieldsOf(collection);
  return (input: Record<string, unknown>, ctx: z.core.$RefinementCtx): Record<string, unknown> => {
    const output = withTextsFromDocs(fields, input, isChange);
    for (const field of fields) {
      const text = output[field];
      if (text === undefined && !isChange) {
        ctx.issues.push({ code: 'custom', path: [field], message: `${label(field)} is required`, input });
      }
      if (typeof text === 'string' && text.length > PART_LONG_TEXT_MAX) {
        ctx.issues.push({
          code: 'custom',
          path: [field],
          message: `${label(field)} must be at most ${PART_LONG_TEXT_MAX} characters`,
          input: text,
        });
      }
    }
    return output;
  };
}

/** The body of `POST .../{segment}`: every field of the part but its id (and server-set fields). */
export function newPartSchema(collection: PartCollection) {
  return inputShape(collection).transform(deriveTexts(collection, false));
}

/** A whole part as a file stores it (an import): like `newPartSchema`, with its derived fields as stored. */
export function storedPartSchema(collection: PartCollection) {
  return inputShape(collection, true).transform(deriveTexts(collection, false));
}

/**
 * The body of `PATCH .../{segment}/{partId}`: any of those fields. A long field's document is `null` in
 * the result when the change leaves the text plain (the stored document must go).
 */
export function partUpdateSchema(collection: PartCollection) {
  return inputShape(collection).partial().transform(deriveTexts(collection, true));
}

function partsAt(record: Readonly<Record<string, unknown>>, prop: string): unknown {
  return prop
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], record);
}

/**
 * The problems of a whole record's parts, as an import finds them: each part's id from the safe set and
 * used once in its list, and each part within the limits `POST .../{segment}` applies. `field` is the
 * part's place in the record ('chapters.3.title').
 */
export function recordPartProblems(
  parent: PartParent,
  record: Readonly<Record<string, unknown>>,
): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  for (const collection of Object.values(partCollections[parent]) as PartCollection[]) {
    const parts = partsAt(record, collection.prop);
    if (!Array.isArray(parts)) continue;
    const seen = new Set<string>();
    for (const [index, part] of parts.entries()) {
      const where = `${collection.prop}.${index}`;
      const id = (part as { id?: unknown } | null)?.id;
      if (!isSafeId(id)) {
        problems.push({ field: `${where}.id`, message: `Not a valid id: ${ID_RULE}` });
        continue;
      }
      if (seen.has(id)) {
        problems.push({
          field: `${where}.id`,
          message: `The part id ${id} is used twice in ${collection.prop}`,
        });
        continue;
      }
      seen.add(id);
      const parsed = storedPartSchema(collection).safeParse(part, { error: friendlyMessage });
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          problems.push({ field: `${where}.${issue.path.map(String).join('.')}`, message: issue.message });
        }
        continue;
      }
      problems.push(...memberProblems(parent, record, collection, part as Record<string, unknown>, where));
    }
  }
  return problems;
}

/** A part's member ids (a story arc's chapters) that name no part of their list in the same record. */
function memberProblems(
  parent: PartParent,
  record: Readonly<Record<string, unknown>>,
  collection: PartCollection,
  part: Readonly<Record<string, unknown>>,
  where: string,
): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  for (const [field, { segment }] of Object.entries(collection.members ?? {})) {
    const ids = part[field];
    if (!Array.isArray(ids)) continue;
    const target = (partCollections[parent] as Record<string, PartCollection>)[segment];
    const list = target === undefined ? [] : partsAt(record, target.prop);
    const known = new Set(
      Array.isArray(list) ? list.map((each) => (each as { id?: unknown } | null)?.id) : [],
    );
    for (const [index, id] of ids.entries()) {
      if (!known.has(id)) {
        problems.push({
          field: `${where}.${field}.${index}`,
          message: `There is no part ${String(id)} in ${target?.prop ?? segment} of this record`,
        });
      }
    }
  }
  return problems;
}
