import type { PartView } from '../../common/workspace/present';

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

export function isNotFoundError(error: unknown): error is NotFoundError {
  return error instanceof Error && error.name === 'NotFoundError';
}

export function isValidationError(error: unknown): error is ValidationError {
  return error instanceof Error && error.name === 'ValidationError';
}

/**
 * A change to a part that named a version no longer stored: someone changed it elsewhere meanwhile.
 * `current` is the part as it is stored now (with its version), to show beside what the person typed and
 * to save again over.
 */
export class ConflictError extends Error {
  override readonly name = 'ConflictError';
  readonly current: PartView;

  constructor(message: string, current: PartView) {
    super(message);
    this.current = current;
  }
}

export function isConflictError(error: unknown): error is ConflictError {
  return error instanceof Error && error.name === 'ConflictError';
}

/** A stored part as the data API answers it: its fields, its id and the version a later change names. */
export function isPartView(value: unknown): value is PartView {
  if (typeof value !== 'object' || value === null) return false;
  const { id, version } = value as { id?: unknown; version?: unknown };
  return typeof id === 'string' && typeof version === 'number';
}
