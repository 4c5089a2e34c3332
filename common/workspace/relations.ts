import { z } from 'zod';
import { type EntityRef, type EntitySummary, entityRefSchema } from './entities';

// Typed relations between any two records or parts of a workspace (issue 13): one row per relation,
// read from both sides. A relation is stored in one direction ("Aldric is parent of Mira") and shown from
// either end with the label of that side ("Mira is child of Aldric"). Choosing "Child of" from Mira's page
// stores the same row as "Parent of" from Aldric's: the direction is a property of the type, not of
// where it was made.

export const relationCategories = ['family', 'social', 'place', 'custom'] as const;
export type RelationCategory = (typeof relationCategories)[number];

type TypeSpec = {
  category: RelationCategory;
  /** As read from the relation's source: "{from} is parent of {to}". */
  label: string;
  /** As read from its target; the same label for a type that reads the same both ways (sibling). */
  inverse: string;
  /** The value a person picks for the inverse ('child'), stored as this type with the ends swapped. */
  inverseChoice?: string;
};

/** The stored types. Symmetric ones (sibling, spouse, ally, rival, enemy) read the same from both ends. */
export const relationTypes = {
  parent: { category: 'family', label: 'Parent of', inverse: 'Child of', inverseChoice: 'child' },
  sibling: { category: 'family', label: 'Sibling of', inverse: 'Sibling of' },
  spouse: { category: 'family', label: 'Spouse of', inverse: 'Spouse of' },
  ally: { category: 'social', label: 'Ally of', inverse: 'Ally of' },
  rival: { category: 'social', label: 'Rival of', inverse: 'Rival of' },
  enemy: { category: 'social', label: 'Enemy of', inverse: 'Enemy of' },
  mentor: { category: 'social', label: 'Mentor of', inverse: 'Student of', inverseChoice: 'student' },
  'member-of': { category: 'social', label: 'Member of', inverse: 'Has member', inverseChoice: 'has-member' },
  'leader-of': { category: 'social', label: 'Leader of', inverse: 'Led by', inverseChoice: 'led-by' },
  serves: { category: 'social', label: 'Serves', inverse: 'Served by', inverseChoice: 'served-by' },
  'lives-in': { category: 'place', label: 'Lives in', inverse: 'Home of', inverseChoice: 'home-of' },
  'born-in': {
    category: 'place',
    label: 'Born in',
    inverse: 'Birthplace of',
    inverseChoice: 'birthplace-of',
  },
  rules: { category: 'place', label: 'Rules', inverse: 'Ruled by', inverseChoice: 'ruled-by' },
  custom: { category: 'custom', label: 'Related to', inverse: 'Related to' },
} as const satisfies Record<string, TypeSpec>;

export type RelationType = keyof typeof relationTypes;
export const relationTypeNames = Object.keys(relationTypes) as RelationType[];

/** How sure a family tie is: by birth, by adoption, or not known for certain. */
export const familyVariants = ['birth', 'adoptive', 'unknown'] as const;
export type FamilyVariant = (typeof familyVariants)[number];

/** One choice of the "Relation" menu: a stored type, read from this side, or its inverse. */
export type RelationChoice = {
  value: string;
  label: string;
  category: RelationCategory;
  type: RelationType;
  /** The choice stores the relation from the other end ('child' is 'parent' the other way). */
  isInverse: boolean;
};

export const relationChoices: readonly RelationChoice[] = relationTypeNames.flatMap((type) => {
  const spec: TypeSpec = relationTypes[type];
  const forward = { value: type, label: spec.label, category: spec.category, type, isInverse: false };
  return spec.inverseChoice === undefined
    ? [forward]
    : [
        forward,
        { value: spec.inverseChoice, label: spec.inverse, category: spec.category, type, isInverse: true },
      ];
});

const choiceByValue = new Map(relationChoices.map((choice) => [choice.value, choice]));

export const RELATION_NOTE_MAX = 5000;
export const RELATION_LABEL_MAX = 100;
export const RELATION_DATE_MAX = 100;
/** The most relations one record or part may have: a family tree or a court of a thousand is far below. */
export const RELATIONS_PER_THING_MAX = 1_000;
/** The most relations one workspace may hold: every graph and family tree stays quick to draw. */
export const RELATIONS_PER_USER_MAX = 50_000;

/** A relation as stored. `customLabel`/`customInverse` name a custom one; `variant` qualifies a family tie. */
export type StoredRelation = {
  id: string;
  from: EntityRef;
  to: EntityRef;
  type: RelationType;
  variant: FamilyVariant | null;
  /** A custom relation's name from its source ('Sworn to'), and from its target ('Holds the oath of'). */
  customLabel: string;
  customInverse: string;
  /** How the source feels about the target, -100 (hatred) to 100 (devotion); null when not said. */
  attitude: number | null;
  note: string;
  /** When it began and ended, as dates of the world (free text until calendars land). */
  starts: string;
  ends: string;
  version: number;
  createdAt: string;
  updatedAt: string;
};

const text = (max: number, what: string) =>
  z.string().trim().max(max, `${what} must be at most ${max} characters`);

const attitudeSchema = z
  .number({ error: 'Attitude must be a number from -100 to 100' })
  .int('Attitude must be a whole number')
  .min(-100, 'Attitude must be at least -100')
  .max(100, 'Attitude must be at most 100')
  .nullable();

const detailsShape = {
  variant: z.enum(familyVariants).nullable().optional(),
  customLabel: text(RELATION_LABEL_MAX, 'Label').optional(),
  customInverse: text(RELATION_LABEL_MAX, 'Label from the other side').optional(),
  attitude: attitudeSchema.optional(),
  note: text(RELATION_NOTE_MAX, 'Note').optional(),
  starts: text(RELATION_DATE_MAX, 'Start').optional(),
  ends: text(RELATION_DATE_MAX, 'End').optional(),
};

/** `POST /relations`: `type` is any choice's value ('parent', 'child', 'member-of', 'custom', ...). */
export const newRelationSchema = z.strictObject({
  from: entityRefSchema,
  to: entityRefSchema,
  type: z.string().refine((value) => choiceByValue.has(value), 'Choose a kind of relation'),
  ...detailsShape,
});

/**
 * `PATCH /relations/:id`: the details, and the kind and ends too. `type` is a choice read from `from` to
 * `to` ('child' from the child); an end left out stays as stored, and so does the type when only an end
 * changes (decision 052).
 */
export const relationUpdateSchema = z.strictObject({
  from: entityRefSchema.optional(),
  to: entityRefSchema.optional(),
  type: z
    .string()
    .refine((value) => choiceByValue.has(value), 'Choose a kind of relation')
    .optional(),
  ...detailsShape,
});

export type NewRelationInput = z.output<typeof newRelationSchema>;

/**
 * A relation in an export file: everything but its version and times (a file imports anywhere as a
 * first version). Its ends must be in the workspace once the file's records are written.
 */
export const relationRecordSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'An id is letters, digits, - and _ (at most 100)'),
  from: entityRefSchema,
  to: entityRefSchema,
  type: z.enum(relationTypeNames as [RelationType, ...RelationType[]], { error: 'Not a kind of relation' }),
  variant: z.enum(familyVariants).nullable().default(null),
  customLabel: text(RELATION_LABEL_MAX, 'Label').default(''),
  customInverse: text(RELATION_LABEL_MAX, 'Label from the other side').default(''),
  attitude: attitudeSchema.default(null),
  note: text(RELATION_NOTE_MAX, 'Note').default(''),
  starts: text(RELATION_DATE_MAX, 'Start').default(''),
  ends: text(RELATION_DATE_MAX, 'End').default(''),
});
export type RelationRecord = z.output<typeof relationRecordSchema>;

/** A stored relation as an export file holds it. */
export function relationRecordOf(relation: StoredRelation): RelationRecord {
  const { version: _version, createdAt: _created, updatedAt: _updated, ...record } = relation;
  return record;
}

/** The stored direction of a choice: 'child' from A to B is 'parent' from B to A. */
export function normaliseChoice(
  value: string,
  from: EntityRef,
  to: EntityRef,
): { type: RelationType; from: EntityRef; to: EntityRef } {
  const choice = choiceByValue.get(value);
  if (choice === undefined) throw new Error(`Unknown relation choice ${value}`);
  return choice.isInverse ? { type: choice.type, from: to, to: from } : { type: choice.type, from, to };
}

export function isFamilyType(type: RelationType): boolean {
  return relationTypes[type].category === 'family';
}

function sameRef(a: EntityRef, b: EntityRef): boolean {
  return a.kind === b.kind && a.id === b.id;
}

/** Whether the relation reads the same from both ends (sibling, spouse, ally, a custom one without an inverse). */
export function isSymmetric(
  relation: Pick<StoredRelation, 'type' | 'customLabel' | 'customInverse'>,
): boolean {
  if (relation.type === 'custom') {
    return relation.customInverse === '' || relation.customInverse === relation.customLabel;
  }
  const spec: TypeSpec = relationTypes[relation.type];
  return spec.inverseChoice === undefined;
}

const VARIANT_WORDS: Record<FamilyVariant, string> = {
  birth: '',
  adoptive: 'adoptive',
  unknown: 'unconfirmed',
};

/**
 * What the relation is called seen from `side`'s end ('Parent of' from the parent, 'Child of' from the
 * child; 'Adoptive parent of', 'Parent of (unconfirmed)'; a custom label as typed).
 */
export function relationLabel(
  relation: Pick<StoredRelation, 'from' | 'type' | 'variant' | 'customLabel' | 'customInverse'>,
  side: EntityRef,
): string {
  const isSource = sameRef(relation.from, side);
  if (relation.type === 'custom') {
    const label = relation.customLabel === '' ? relationTypes.custom.label : relation.customLabel;
    return isSource || relation.customInverse === '' ? label : relation.customInverse;
  }
  const base: string = isSource ? relationTypes[relation.type].label : relationTypes[relation.type].inverse;
  const variant = relation.variant ?? 'birth';
  if (!isFamilyType(relation.type) || variant === 'birth') return base;
  if (variant === 'adoptive') {
    const lower = base.charAt(0).toLowerCase() + base.slice(1);
    return base === 'Child of' ? 'Adopted child of' : `Adoptive ${lower}`;
  }
  return `${base} (${VARIANT_WORDS[variant]})`;
}

/** The other end of the relation, seen from `side`. */
export function otherEnd(relation: Pick<StoredRelation, 'from' | 'to'>, side: EntityRef): EntityRef {
  return sameRef(relation.from, side) ? relation.to : relation.from;
}

/**
 * The same tie twice: same ends, same type, variant and label (a symmetric one either way round). Ties
 * that differ by variant are two (a birth parent who also adopted is not one tie).
 */
export function isSameTie(
  a: StoredRelation,
  b: Omit<StoredRelation, 'id' | 'version' | 'createdAt' | 'updatedAt'>,
): boolean {
  if (a.type !== b.type || a.customLabel !== b.customLabel) return false;
  if ((a.variant ?? null) !== (b.variant ?? null)) return false;
  if (sameRef(a.from, b.from) && sameRef(a.to, b.to)) return true;
  return isSymmetric(a) && sameRef(a.from, b.to) && sameRef(a.to, b.from);
}

/** A relation as one end's page shows it. */
export type RelationView = StoredRelation & { label: string; other: EntityRef; isSource: boolean };

/** A relation as `GET /relations` answers it: read from one end, with the other end's name and place (null when it cannot be read). */
export type RelationAnswer = RelationView & { otherEntity: EntitySummary | null };

export function viewFrom(relation: StoredRelation, side: EntityRef): RelationView {
  return {
    ...relation,
    label: relationLabel(relation, side),
    other: otherEnd(relation, side),
    isSource: sameRef(relation.from, side),
  };
}

/**
 * What relation commands need of storage, for one user's workspace. The server implements it over its
 * tables; tests over memory.
 */
export interface RelationStore {
  transaction<T>(work: (store: RelationStore) => Promise<T>): Promise<T>;
  /** Whether the record or part exists in this workspace (a row lock inside a transaction). */
  entityExists(ref: EntityRef): Promise<boolean>;
  getRelation(id: string): Promise<StoredRelation | undefined>;
  /** Every relation with `ref` at either end, oldest first. */
  relationsOf(ref: EntityRef): Promise<StoredRelation[]>;
  /** How many relations the workspace holds. */
  countRelations(): Promise<number>;
  insertRelation(relation: StoredRelation): Promise<void>;
  /** Writes the relation if it is still at `expectedVersion`; false if not (or gone). */
  updateRelation(relation: StoredRelation, expectedVersion: number): Promise<boolean>;
  deleteRelation(id: string): Promise<boolean>;
}
