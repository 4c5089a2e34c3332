import type { Calendar } from '../../../common/time/calendar';
import { readDateText } from '../../../common/time/date-text';
import { type EntityKind, entityKindLabel, isRecordKind } from '../../../common/workspace/entities';
import {
  type RelationAnswer,
  type RelationCategory,
  relationCategories,
  relationChoices,
  relationTypes,
} from '../../../common/workspace/relations';
import type { BadgeTone } from '../badge';

// How a relation reads on a page: its attitude in words, its period, and the relations of one end
// grouped by category. Pure, so the panel and the graph's list say the same.

export const categoryLabels: Record<RelationCategory, string> = {
  family: 'Family',
  social: 'Social',
  place: 'Place',
  custom: 'Custom',
};

/** 'Devoted', 'Friendly', 'Neutral', 'Unfriendly', 'Hostile': an attitude in a word. */
export function attitudeWord(attitude: number): string {
  if (attitude >= 60) return 'Devoted';
  if (attitude >= 20) return 'Friendly';
  if (attitude > -20) return 'Neutral';
  if (attitude > -60) return 'Unfriendly';
  return 'Hostile';
}

/** 'Friendly (45)', 'Hostile (-80)': the word and the number, never colour alone. */
export function attitudeText(attitude: number): string {
  return `${attitudeWord(attitude)} (${attitude})`;
}

export function attitudeTone(attitude: number): BadgeTone {
  if (attitude >= 20) return 'green';
  if (attitude > -20) return 'neutral';
  return 'red';
}

/**
 * A date of the world as a relation shows it: as typed, and, when the calendar reads a day in it that it
 * writes otherwise, that day in the calendar's own words after it ('Year 300 (1 Deepfrost, 300 EA)').
 */
function worldDate(text: string, calendar: Calendar | null | undefined): string {
  if (!calendar) return text;
  const read = readDateText(text, calendar);
  return read.kind === 'dated' && read.formatted !== read.text ? `${text} (${read.formatted})` : text;
}

/**
 * 'Year 1012 – Year 1030', 'From Year 1012', 'Until the Fall', or '' when neither is said; each date read
 * in the calendar of the page's world when there is one (decision 040).
 */
export function relationPeriod(starts: string, ends: string, calendar?: Calendar | null): string {
  const from = worldDate(starts, calendar);
  const until = worldDate(ends, calendar);
  if (starts !== '' && ends !== '') return `${from} – ${until}`;
  if (starts !== '') return `From ${from}`;
  if (ends !== '') return `Until ${until}`;
  return '';
}

export type RelationGroup = { category: RelationCategory; label: string; relations: RelationAnswer[] };

/** The relations by category (family, social, place, custom), each in the order given; empty ones left out. */
export function groupRelations(relations: readonly RelationAnswer[]): RelationGroup[] {
  return relationCategories.flatMap((category) => {
    const inCategory = relations.filter((relation) => relationTypes[relation.type].category === category);
    return inCategory.length === 0
      ? []
      : [{ category, label: categoryLabels[category], relations: inCategory }];
  });
}

/** The "Relation" menu: every choice read from this side, grouped by category ('Custom…' last). */
export const relationChoiceOptions = relationChoices.map((choice) => ({
  value: choice.value,
  label: choice.type === 'custom' ? 'Custom…' : choice.label,
  group: categoryLabels[choice.category],
}));

const PARENT_NOUNS: Record<string, string> = {
  novels: 'a novel',
  universes: 'a universe',
  worlds: 'a world',
  campaigns: 'a campaign',
};

/**
 * 'Character' for a References character, 'Character in a novel' for a novel's own: what a kind is
 * called where a record and a part of the same name can stand side by side.
 */
export function entityKindDescription(kind: EntityKind): string {
  if (isRecordKind(kind)) return entityKindLabel(kind);
  const parent = PARENT_NOUNS[kind.split('/')[0] ?? ''];
  return parent === undefined ? entityKindLabel(kind) : `${entityKindLabel(kind)} in ${parent}`;
}
