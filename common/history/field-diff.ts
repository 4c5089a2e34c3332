import type { Snapshot } from '../api/history';
import { type DiffSegment, wordDiff } from '../text/word-diff';

// What a change did, field by field, in words a person reads (decision 039): a label, the old value and
// the new, and for a long text the words taken out and put in.

/** Bookkeeping that changes with every write and says nothing about the content. */
const IGNORED = new Set(['id', 'version', 'lastUpdated', 'updatedAt', 'createdAt', 'kind', 'parentId']);

/** A rich-text document field beside its plain text (`description` and `descriptionDoc`). */
const isDocField = (name: string): boolean => name.endsWith('Doc') && name.length > 3;

/** A text this long, or with a line break, is compared word by word. */
const LONG_TEXT = 80;

export type FieldChange = {
  field: string;
  /** 'Description', 'Universe id', ... */
  label: string;
  before: string;
  after: string;
  /** For a long text: the words kept, taken out and put in. */
  words?: DiffSegment[];
};

/** The fields of a snapshot as a person sees them: a part's `data` spread out beside its position. */
export function visibleFields(snapshot: Snapshot | null): Record<string, unknown> {
  if (snapshot === null) return {};
  const data = snapshot.data;
  const flat: Record<string, unknown> =
    typeof data === 'object' && data !== null && !Array.isArray(data)
      ? { ...(data as Record<string, unknown>), position: snapshot.position }
      : { ...snapshot };
  for (const name of Object.keys(flat)) {
    if (IGNORED.has(name) || isDocField(name) || flat[name] === undefined) delete flat[name];
  }
  return flat;
}

/** 'worldId' → 'World id'; 'first_name' → 'First name'. */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A value as text: '' for none, lists by their items, objects as compact JSON. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) {
    return value.join(', ');
  }
  return JSON.stringify(value);
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The names of the fields that differ between two snapshots (for a create: every field set). */
export function changedFields(before: Snapshot | null, after: Snapshot | null): string[] {
  const left = visibleFields(before);
  const right = visibleFields(after);
  const names = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return names.filter((name) => !same(left[name], right[name]));
}

/**
 * The long texts whose document differs while their plain text does not (a secret revealed, a block
 * made secret): named by the plain field ('summary'), for a change that is only that.
 */
export function changedDocFields(before: Snapshot | null, after: Snapshot | null): string[] {
  const docsOf = (snapshot: Snapshot | null): Record<string, unknown> => {
    const data = snapshot?.data;
    return typeof data === 'object' && data !== null && !Array.isArray(data)
      ? (data as Record<string, unknown>)
      : { ...snapshot };
  };
  const left = docsOf(before);
  const right = docsOf(after);
  const names = [...new Set([...Object.keys(left), ...Object.keys(right)])].filter(isDocField);
  return names.filter((name) => !same(left[name], right[name])).map((name) => name.slice(0, -3));
}

/** Field by field, what turned `before` into `after`, in the order of the fields' first appearance. */
export function diffFields(before: Snapshot | null, after: Snapshot | null): FieldChange[] {
  const left = visibleFields(before);
  const right = visibleFields(after);
  return changedFields(before, after).map((field) => {
    const old = valueText(left[field]);
    const next = valueText(right[field]);
    const isLong = [old, next].some((text) => text.length > LONG_TEXT || text.includes('\n'));
    return {
      field,
      label: fieldLabel(field),
      before: old,
      after: next,
      ...(isLong ? { words: wordDiff(old, next) } : {}),
    };
  });
}
