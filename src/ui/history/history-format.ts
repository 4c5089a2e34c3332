import type { ChangeSummary } from '../../../common/api/history';
import { fieldLabel } from '../../../common/history/field-diff';

// How the History panel words a change (decision 039): pure, tested beside it.

const ACTIONS: Record<string, string> = {
  reorder: 'Reordered',
  restore: 'Restored',
  import: 'Imported',
  seed: 'Sample added',
  'save-text': 'Text saved',
  link: 'Linked',
  unlink: 'Unlinked',
  'update-link': 'Relation edited',
  'reveal-secret': 'Revealed a secret in',
  'secret-readers': 'Changed who reads a secret in',
};

const SECRET_ACTIONS: ReadonlySet<string> = new Set(['reveal-secret', 'secret-readers']);

const OPS: Record<string, string> = {
  create: 'Added',
  update: 'Edited',
  delete: 'Deleted',
  summary: 'Changed',
};

/** What kind of thing changed, in words: 'novel', 'part', 'chapter text', 'saved query'. */
export function entityWord(kind: string): string {
  return fieldLabel(kind.replace(/-/g, '_')).toLowerCase();
}

/** 'Edited', 'Added', 'Reordered', 'Restored', ... */
export function actionLabel(change: Pick<ChangeSummary, 'action' | 'op'>): string {
  return ACTIONS[change.action] ?? OPS[change.op] ?? 'Changed';
}

/** One line for the list: 'Edited novel “The Ashen Crown”', 'Imported 12 novels'. */
export function changeTitle(change: ChangeSummary): string {
  const what = entityWord(change.entityKind);
  if (change.entityKind === 'chapter-text') return 'Chapter text saved';
  // A secret block's change names the thing whose text holds it: 'Revealed a secret in “Session 3”'.
  if (SECRET_ACTIONS.has(change.action)) return `${actionLabel(change)} “${change.name}”`;
  if (change.op === 'summary') {
    const count = change.count ?? 0;
    const verb = change.name === 'removed' ? 'removed' : 'added';
    return `${actionLabel(change)}: ${count} ${what}${count === 1 ? '' : 's'} ${verb}`;
  }
  return change.name === ''
    ? `${actionLabel(change)} ${what}`
    : `${actionLabel(change)} ${what} “${change.name}”`;
}

/** The fields a change touched, in words: 'Title, Description' (at most `max`, then '+2 more'). */
export function fieldsLine(fields: readonly string[], max = 4): string {
  const shown = fields.slice(0, max).map(fieldLabel).join(', ');
  return fields.length > max ? `${shown} +${fields.length - max} more` : shown;
}

/**
 * What a change of a text's document alone says (a secret revealed or given readers, decision 072):
 * 'Summary: its secret blocks or formatting changed, not its words.'
 */
export function documentOnlyLine(fields: readonly string[]): string {
  return `${fieldsLine(fields)}: its secret blocks or formatting changed, not its words.`;
}
