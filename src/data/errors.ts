import type { StoredCalendar } from '../../common/api/calendars';
import type { ChapterTextView } from '../../common/workspace/chapter-text';
import type { PartView } from '../../common/workspace/present';
import type { StoredRelation } from '../../common/workspace/relations';

/** A record that does not exist (or no longer does). Query hooks turn it into `null` data. */
export class NotFoundError extends Error {
  override readonly name = 'NotFoundError';
}

/** Input that failed its schema; `message` is the first problem, worded for the user. */
export class ValidationError extends Error {
  override readonly name = 'ValidationError';
  /** The input field the message is about, when there is one ('title', 'entityId', ...). */
  readonly field: string | undefined;

  constructor(message: string, field?: string) {
    super(message);
    this.field = field;
  }
}

/**
 * The data API no longer accepts this browser's session (signed out elsewhere, revoked, expired) or there
 * is none: nothing on the page can load until the user signs in again, so it is never retried.
 */
export class SessionEndedError extends Error {
  override readonly name = 'SessionEndedError';
}

export function isSessionEndedError(error: unknown): error is SessionEndedError {
  return error instanceof Error && error.name === 'SessionEndedError';
}

export function isNotFoundError(error: unknown): error is NotFoundError {
  return error instanceof Error && error.name === 'NotFoundError';
}

export function isValidationError(error: unknown): error is ValidationError {
  return error instanceof Error && error.name === 'ValidationError';
}

/**
 * A change that named a version no longer stored: someone changed it elsewhere meanwhile. `current` is
 * what is stored now (with its version), to show beside what the person typed and to save again over:
 * a part (the default) or a chapter's text (`ChapterTextView`, which has no `id` of its own).
 */
export class ConflictError<Current = PartView> extends Error {
  override readonly name = 'ConflictError';
  readonly current: Current;

  constructor(message: string, current: Current) {
    super(message);
    this.current = current;
  }
}

/** A conflict over a part (or a References record): `current` is the stored part with its id. */
export function isConflictError(error: unknown): error is ConflictError {
  return (
    error instanceof Error &&
    error.name === 'ConflictError' &&
    isPartView((error as { current?: unknown }).current)
  );
}

/** A conflict over a chapter's text: `current` is the text as stored now. */
export function isChapterTextConflict(error: unknown): error is ConflictError<ChapterTextView> {
  return (
    error instanceof Error &&
    error.name === 'ConflictError' &&
    isChapterTextView((error as { current?: unknown }).current)
  );
}

/** A stored relation (`current` of a conflict over one): its ends, its type and its version. */
export function isStoredRelation(value: unknown): value is StoredRelation {
  if (typeof value !== 'object' || value === null) return false;
  const relation = value as Partial<StoredRelation>;
  return (
    typeof relation.id === 'string' &&
    typeof relation.version === 'number' &&
    typeof relation.type === 'string' &&
    typeof relation.from === 'object' &&
    typeof relation.to === 'object'
  );
}

/** A conflict over a relation: `current` is the relation as stored now. */
export function isRelationConflict(error: unknown): error is ConflictError<StoredRelation> {
  return (
    error instanceof Error &&
    error.name === 'ConflictError' &&
    isStoredRelation((error as { current?: unknown }).current)
  );
}

/** A stored calendar (`current` of a conflict over one): its owner, its calendar and its version. */
export function isStoredCalendar(value: unknown): value is StoredCalendar {
  if (typeof value !== 'object' || value === null) return false;
  const stored = value as Partial<StoredCalendar>;
  return (
    typeof stored.id === 'string' &&
    typeof stored.version === 'number' &&
    typeof stored.ownerKind === 'string' &&
    typeof stored.calendar === 'object' &&
    stored.calendar !== null
  );
}

/** A conflict over a calendar: `current` is the calendar as stored now. */
export function isCalendarConflict(error: unknown): error is ConflictError<StoredCalendar> {
  return (
    error instanceof Error &&
    error.name === 'ConflictError' &&
    isStoredCalendar((error as { current?: unknown }).current)
  );
}

/** A stored part as the data API answers it: its fields, its id and the version a later change names. */
export function isPartView(value: unknown): value is PartView {
  if (typeof value !== 'object' || value === null) return false;
  const { id, version } = value as { id?: unknown; version?: unknown };
  return typeof id === 'string' && typeof version === 'number';
}

/** A chapter's text as the data API answers it (`GET|PUT .../chapters/:id/text`). */
export function isChapterTextView(value: unknown): value is ChapterTextView {
  if (typeof value !== 'object' || value === null) return false;
  const { chapterId, novelId, version, text, wordCount } = value as Record<string, unknown>;
  return (
    typeof chapterId === 'string' &&
    typeof novelId === 'string' &&
    typeof version === 'number' &&
    typeof wordCount === 'number' &&
    (text === null || (typeof text === 'object' && text !== undefined))
  );
}
