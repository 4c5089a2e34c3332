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
