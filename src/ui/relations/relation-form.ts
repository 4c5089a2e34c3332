import type { EntityRef, EntitySummary } from '../../../common/workspace/entities';
import {
  type FamilyVariant,
  isFamilyType,
  RELATION_DATE_MAX,
  RELATION_LABEL_MAX,
  RELATION_NOTE_MAX,
  type RelationAnswer,
  relationChoices,
  type StoredRelation,
} from '../../../common/workspace/relations';
import type { NewRelationInput, RelationPatchInput } from './relation-services';

// The relation dialog's values and rules, pure: what the form starts with, what it sends, what it says
// is wrong before sending, and which stored values differ after a conflict.

export type RelationFormValues = {
  choice: string;
  other: EntitySummary | undefined;
  variant: FamilyVariant;
  /** The custom label as read from this side, and from the other end. */
  thisLabel: string;
  otherLabel: string;
  /** As typed: '' is "not said". */
  attitude: string;
  note: string;
  starts: string;
  ends: string;
};

export type RelationFormErrors = Partial<Record<'choice' | 'other' | 'thisLabel' | 'attitude', string>>;

export const emptyRelationForm: RelationFormValues = {
  choice: 'parent',
  other: undefined,
  variant: 'birth',
  thisLabel: '',
  otherLabel: '',
  attitude: '',
  note: '',
  starts: '',
  ends: '',
};

export const isFamilyChoice = (choice: string) => {
  const found = relationChoices.find((entry) => entry.value === choice);
  return found !== undefined && isFamilyType(found.type);
};

/** The choice that reads a stored relation from one end: 'child' from the child of a 'parent' tie. */
export function choiceFrom(relation: Pick<StoredRelation, 'type'>, isSource: boolean): string {
  if (isSource) return relation.type;
  const inverse = relationChoices.find((entry) => entry.type === relation.type && entry.isInverse);
  return inverse?.value ?? relation.type;
}

/** The form's values for a relation as stored, seen from one end (and its other end, when known). */
export function relationFormValues(
  relation: StoredRelation,
  isSource: boolean,
  other?: EntitySummary | null,
): RelationFormValues {
  return {
    choice: choiceFrom(relation, isSource),
    other: other ?? undefined,
    variant: relation.variant ?? 'birth',
    thisLabel: isSource ? relation.customLabel : relation.customInverse,
    otherLabel: isSource ? relation.customInverse : relation.customLabel,
    attitude: relation.attitude === null ? '' : String(relation.attitude),
    note: relation.note,
    starts: relation.starts,
    ends: relation.ends,
  };
}

function attitudeOf(typed: string): number | null {
  return typed.trim() === '' ? null : Number(typed);
}

/** What is wrong with the values before they are sent, by field; empty when nothing is. */
export function relationFormErrors(values: RelationFormValues, hasOther: boolean): RelationFormErrors {
  const errors: RelationFormErrors = {};
  if (hasOther && values.other === undefined) errors.other = 'Choose who or what it is tied to';
  if (values.choice === 'custom' && values.thisLabel.trim() === '') errors.thisLabel = 'Name the relation';
  if (values.thisLabel.length > RELATION_LABEL_MAX)
    errors.thisLabel = `Label must be at most ${RELATION_LABEL_MAX} characters`;
  const attitude = attitudeOf(values.attitude);
  if (attitude !== null && (!Number.isInteger(attitude) || attitude < -100 || attitude > 100)) {
    errors.attitude = 'Attitude must be a whole number from -100 to 100';
  }
  return errors;
}

export const relationFieldLimits = {
  note: RELATION_NOTE_MAX,
  date: RELATION_DATE_MAX,
  label: RELATION_LABEL_MAX,
};

/** A new relation from `end`'s page. */
export function newRelationInput(end: EntityRef, values: RelationFormValues): NewRelationInput {
  const other = values.other as EntitySummary;
  const isCustom = values.choice === 'custom';
  return {
    from: end,
    to: { kind: other.kind, id: other.id },
    type: values.choice,
    ...(isFamilyChoice(values.choice) ? { variant: values.variant } : {}),
    ...(isCustom ? { customLabel: values.thisLabel.trim(), customInverse: values.otherLabel.trim() } : {}),
    attitude: attitudeOf(values.attitude),
    note: values.note,
    starts: values.starts,
    ends: values.ends,
  };
}

/**
 * Where a relation re-chosen from `end`'s page is stored from: from this end, unless the choice reads
 * the same both ways (a symmetric or custom one) and the other end was its source, which it stays, so
 * that its attitude keeps its owner.
 */
function endsOf(
  end: EntityRef,
  other: EntityRef,
  choice: string,
  wasSource: boolean,
): { from: EntityRef; to: EntityRef; isSource: boolean } {
  const found = relationChoices.find((entry) => entry.value === choice);
  const readsBothWays =
    found !== undefined &&
    !found.isInverse &&
    !relationChoices.some((e) => e.type === found.type && e.isInverse);
  return !wasSource && readsBothWays
    ? { from: other, to: end, isSource: false }
    : { from: end, to: other, isSource: true };
}

const refOf = (entity: EntitySummary): EntityRef => ({ kind: entity.kind, id: entity.id });
const sameRef = (a: EntitySummary | undefined, b: EntitySummary | undefined) =>
  a?.kind === b?.kind && a?.id === b?.id;

/** The details changed from those the dialog opened with, as a relation's change made from `end`'s page. */
export function relationPatch(
  relation: RelationAnswer,
  end: EntityRef,
  opened: RelationFormValues,
  values: RelationFormValues,
): RelationPatchInput {
  const isRetyped = values.choice !== opened.choice || !sameRef(values.other, opened.other);
  if (isRetyped && values.other !== undefined) {
    // A new kind or a new other end: the whole tie as read from here, with what goes with its kind.
    const ends = endsOf(end, refOf(values.other), values.choice, relation.isSource);
    const [label, inverse] = ends.isSource
      ? [values.thisLabel, values.otherLabel]
      : [values.otherLabel, values.thisLabel];
    const patch: RelationPatchInput = { from: ends.from, to: ends.to, type: values.choice };
    if (isFamilyChoice(values.choice)) patch.variant = values.variant;
    if (values.choice === 'custom') {
      patch.customLabel = label.trim();
      patch.customInverse = inverse.trim();
    }
    return { ...patch, ...detailsPatch(opened, values) };
  }
  const patch: RelationPatchInput = {};
  if (values.variant !== opened.variant && isFamilyType(relation.type)) patch.variant = values.variant;
  if (relation.type === 'custom') {
    const [label, inverse] = relation.isSource
      ? [values.thisLabel, values.otherLabel]
      : [values.otherLabel, values.thisLabel];
    const [openedLabel, openedInverse] = relation.isSource
      ? [opened.thisLabel, opened.otherLabel]
      : [opened.otherLabel, opened.thisLabel];
    if (label !== openedLabel) patch.customLabel = label.trim();
    if (inverse !== openedInverse) patch.customInverse = inverse.trim();
  }
  return { ...patch, ...detailsPatch(opened, values) };
}

/** The attitude, note and dates changed. */
function detailsPatch(opened: RelationFormValues, values: RelationFormValues): RelationPatchInput {
  const patch: RelationPatchInput = {};
  if (values.attitude !== opened.attitude) patch.attitude = attitudeOf(values.attitude);
  if (values.note !== opened.note) patch.note = values.note;
  if (values.starts !== opened.starts) patch.starts = values.starts;
  if (values.ends !== opened.ends) patch.ends = values.ends;
  return patch;
}

const fieldLabels: [keyof RelationFormValues, string][] = [
  ['choice', 'Relation'],
  ['variant', 'Variant'],
  ['thisLabel', 'Label'],
  ['otherLabel', 'Label from the other side'],
  ['attitude', 'Attitude'],
  ['note', 'Note'],
  ['starts', 'Starts'],
  ['ends', 'Ends'],
];

/** After a conflict: the stored values that differ from what the form holds, labelled. */
export function differingValues(
  values: RelationFormValues,
  stored: RelationFormValues,
): { label: string; value: string }[] {
  return fieldLabels
    .filter(([name]) => values[name] !== stored[name])
    .map(([name, label]) => ({ label, value: String(stored[name] ?? '') || '(empty)' }));
}
