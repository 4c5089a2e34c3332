import type { z } from 'zod';
import { type PartCollection, type PartParent, partCollections } from '../api/parts';
import { docFieldOf, LONG_TEXT_FIELDS, namedPartSchema } from '../domain/shared';
import { userKindIdOf } from './user-kinds';

// Every kind of part a record holds (a novel's chapters, a universe's factions, a campaign's quests, ...),
// worked out once from common/api/parts.ts: the schema, where the list sits in the record's detail view,
// which fields are long text (stored apart from the part's row) and how a form shows each field.

/** `novels/chapters`, `campaigns/quests`, ...: the parent's collection and the segment of its routes. */
export type PartKind = `${PartParent}/${string}`;

/** `image`: an image's address, typed in or filled by uploading a file (a novel's image assets' `url`). */
export type FieldInput = 'text' | 'long-text' | 'number' | 'choice' | 'list' | 'date' | 'image';

/** How one field of a part is edited and shown; built from the part's schema. */
export type PartField = {
  name: string;
  label: string;
  input: FieldInput;
  isRequired: boolean;
  /** The allowed values of a `choice`. */
  options?: readonly string[];
  /** A `long-text` written as rich text: its document sits beside it (`descriptionDoc`). */
  isRichText?: boolean;
  /** Worked out from the part's text (a chapter's word count): shown, never typed in. */
  isDerived?: boolean;
};

export type PartKindSpec = {
  kind: PartKind;
  parent: PartParent;
  segment: string;
  /** Where the list sits in the parent's detail (`assets.images` inside a novel's assets). */
  prop: string;
  schema: z.ZodObject;
  /** Set by the server, never taken from input (a note's createdAt and updatedAt). */
  serverFields: readonly string[];
  /** Worked out from the part's text, with each one's starting value and why it cannot be set. */
  derivedFields?: NonNullable<PartCollection['derivedFields']>;
  /** The field that names a part (`title` or `name`). */
  nameField: 'title' | 'name';
  /**
   * Long text (free prose, rich text), kept in its own row so that saving it rewrites nothing else; its
   * document sits beside it in the part's data (`description` and `descriptionDoc`, `docFieldOf`).
   */
  longFields: readonly string[];
  /** Every editable field, in the schema's order. */
  fields: readonly PartField[];
  /** 'Chapter', 'Story arc', 'Magic system', ... */
  singular: string;
  /**
   * Fields listing other parts of the same record (a story arc's `chapterIds` → `novels/chapters`),
   * chosen on the part's page, never typed in a form (decision 061).
   */
  memberLists: readonly { field: string; kind: PartKind }[];
  /** The collection's `members`, as declared (the input schemas read them). */
  members?: NonNullable<PartCollection['members']>;
};

/** Fields holding an image's address. */
const IMAGE_FIELD_NAMES = new Set(['url', 'imageUrl']);

const SINGULAR: Record<string, string> = {
  pins: 'Pin',
  regions: 'Region',
  routes: 'Route',
  chapters: 'Chapter',
  characters: 'Character',
  'story-arcs': 'Story arc',
  images: 'Image',
  documents: 'Document',
  music: 'Music',
  'time-periods': 'Time period',
  'magic-systems': 'Magic system',
  factions: 'Faction',
  cultures: 'Culture',
  technologies: 'Technology',
  races: 'Race',
  items: 'Item',
  lore: 'Lore entry',
  settlements: 'Settlement',
  creatures: 'Creature',
  sessions: 'Session',
  quests: 'Quest',
  encounters: 'Encounter',
  locations: 'Location',
  notes: 'Note',
  arcs: 'Story arc',
};

/** 'wordCount' → 'Word count', 'xp' → 'XP'. */
export function fieldLabel(name: string): string {
  if (name === 'xp') return 'XP';
  if (name === 'imageUrl') return 'Image';
  const words = name.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type SchemaDef = {
  type: string;
  innerType?: { def: SchemaDef };
  entries?: Record<string, string>;
  format?: string;
};

function inputOf(name: string, def: SchemaDef): Pick<PartField, 'input' | 'options' | 'isRequired'> {
  let isRequired = true;
  let current = def;
  while ((current.type === 'optional' || current.type === 'default') && current.innerType) {
    isRequired = false;
    current = current.innerType.def;
  }
  if (current.type === 'enum')
    return { input: 'choice', options: Object.values(current.entries ?? {}), isRequired };
  if (current.type === 'number') return { input: 'number', isRequired };
  if (current.type === 'array') return { input: 'list', isRequired: false };
  if (current.type === 'string' && current.format === 'date') return { input: 'date', isRequired };
  if (LONG_TEXT_FIELDS.has(name)) return { input: 'long-text', isRequired: false };
  if (IMAGE_FIELD_NAMES.has(name)) return { input: 'image', isRequired };
  return { input: 'text', isRequired };
}

/** Fields that link a part to a record (an appearance's character or item): chosen apart, never typed in. */
const LINK_FIELD_NAMES = new Set(['characterId', 'itemId']);
/** A long field's document (`descriptionDoc`): edited with its field, never on its own. */
const DOC_FIELD_NAMES = new Set([...LONG_TEXT_FIELDS].map(docFieldOf));

function fieldsOf(
  schema: z.ZodObject,
  skipped: readonly string[],
  derived: readonly string[] = [],
): PartField[] {
  return Object.entries(schema.shape)
    .filter(
      ([name]) =>
        name !== 'id' && !skipped.includes(name) && !LINK_FIELD_NAMES.has(name) && !DOC_FIELD_NAMES.has(name),
    )
    .map(([name, field]) => {
      const { input, options, isRequired } = inputOf(name, (field as unknown as { def: SchemaDef }).def);
      return {
        name,
        label: fieldLabel(name),
        input,
        ...(input === 'long-text' && docFieldOf(name) in schema.shape ? { isRichText: true } : {}),
        ...(derived.includes(name) ? { isDerived: true } : {}),
        // A title or name may not be empty; the schemas say so with min(1).
        isRequired:
          isRequired && (name === 'title' || name === 'name' || input === 'choice' || input === 'date'),
        ...(options === undefined ? {} : { options }),
      };
    });
}

function specOf(parent: PartParent, segment: string, collection: PartCollection): PartKindSpec {
  const serverFields = collection.serverFields ?? [];
  const memberLists = Object.entries(collection.members ?? {}).map(([field, member]) => ({
    field,
    kind: `${parent}/${member.segment}` as PartKind,
  }));
  const fields = fieldsOf(
    collection.schema,
    [...serverFields, ...memberLists.map((member) => member.field)],
    Object.keys(collection.derivedFields ?? {}),
  );
  const nameField = 'title' in collection.schema.shape ? 'title' : 'name';
  return {
    kind: `${parent}/${segment}`,
    parent,
    segment,
    prop: collection.prop,
    schema: collection.schema,
    serverFields,
    ...(collection.derivedFields === undefined ? {} : { derivedFields: collection.derivedFields }),
    nameField,
    longFields: fields.filter((field) => field.input === 'long-text').map((field) => field.name),
    fields,
    singular: SINGULAR[segment] ?? fieldLabel(segment),
    memberLists,
    ...(collection.members === undefined ? {} : { members: collection.members }),
  };
}

export const partKinds: readonly PartKindSpec[] = Object.entries(partCollections).flatMap(
  ([parent, collections]) =>
    Object.entries(collections as Record<string, PartCollection>).map(([segment, collection]) =>
      specOf(parent as PartParent, segment, collection),
    ),
);

const byKind = new Map<string, PartKindSpec>(partKinds.map((spec) => [spec.kind, spec]));

/**
 * What a user's kind (`universes/k-<id>`, decision 085) is called, for the one asking: set by whoever
 * knows the owner's definitions (the server per request, the browser from its loaded kinds). The shape
 * of such a kind is the same for everyone; only its name is the owner's.
 */
let userKindName: (kind: string) => string | undefined = () => undefined;

/** Sets how a user's kind finds its name (the server's request scope, the browser's loaded kinds). */
export function setUserKindNames(lookup: (kind: string) => string | undefined): void {
  userKindName = lookup;
}

/** A user kind's things: a name and a rich-text description, their other fields their own (decision 063). */
const userKindCollection: PartCollection = { prop: '', schema: namedPartSchema };
const userKindShapes = new Map<string, PartKindSpec>();

/** The shape of a user's kind, made once per kind name (kept for the few thousand most recent). */
function userKindSpec(kind: string): PartKindSpec | undefined {
  if (userKindIdOf(kind) === undefined) return undefined;
  let spec = userKindShapes.get(kind);
  if (spec === undefined) {
    const [parent, segment] = kind.split('/') as [PartParent, string];
    spec = { ...specOf(parent, segment, { ...userKindCollection, prop: segment }), singular: 'Entry' };
    if (userKindShapes.size >= 5000) userKindShapes.clear();
    userKindShapes.set(kind, spec);
  }
  const name = userKindName(kind);
  return name === undefined ? spec : { ...spec, singular: name };
}

/** Whether a part kind is one a user defined (its name is data, not code). */
export function isUserPartKind(kind: string): boolean {
  return userKindIdOf(kind) !== undefined;
}

/** The spec of a kind, or undefined for a name that is not one. */
export function findPartKind(kind: string): PartKindSpec | undefined {
  return byKind.get(kind) ?? userKindSpec(kind);
}

/** The spec of a kind known to exist (a programming error otherwise). */
export function partKind(kind: string): PartKindSpec {
  const spec = findPartKind(kind);
  if (spec === undefined) throw new Error(`Unknown part kind ${kind}`);
  return spec;
}

export function partKindsOf(parent: PartParent): readonly PartKindSpec[] {
  return partKinds.filter((spec) => spec.parent === parent);
}

/** The kinds whose parts list parts of `kind` (story arcs for chapters), with the field that does. */
export function holdersOf(kind: PartKind): { spec: PartKindSpec; field: string }[] {
  return partKinds.flatMap((spec) =>
    spec.memberLists
      .filter((member) => member.kind === kind)
      .map((member) => ({ spec, field: member.field })),
  );
}

export function partKindAt(parent: PartParent, segment: string): PartKindSpec | undefined {
  return findPartKind(`${parent}/${segment}`);
}
