/**
 * A command's refusal, worded for the person using the app. The server turns each reason into its
 * status (404, 422, 409, 428); the browser shows `message` as it is.
 */
export type WorkspaceErrorReason = 'not_found' | 'invalid' | 'conflict' | 'refused' | 'version_required';

export class WorkspaceError extends Error {
  override name = 'WorkspaceError';
  constructor(
    readonly reason: WorkspaceErrorReason,
    message: string,
    /** The input field a rule is about ('' for the whole input). */
    readonly field = '',
    /** For a conflict: the row as it is now, so the client can show it beside what the user typed. */
    readonly current?: unknown,
  ) {
    super(message);
  }
}

const changedSince = (what: string, kept: string, current: unknown) =>
  new WorkspaceError(
    'conflict',
    `This ${what.toLowerCase()} was changed elsewhere since you opened it. ${kept}: review the current version, then save again.`,
    '',
    current,
  );

export const workspaceErrors = {
  notFound: (what: string) => new WorkspaceError('not_found', `${what} not found`),
  invalid: (message: string, field = '') => new WorkspaceError('invalid', message, field),
  refused: (message: string) => new WorkspaceError('refused', message),
  stale: (what: string, current: unknown) => changedSince(what, 'Your text is kept', current),
  /** A record's form: everything typed is kept, not only a text. */
  changedElsewhere: (what: string, current: unknown) => changedSince(what, 'Your changes are kept', current),
  versionRequired: () =>
    new WorkspaceError(
      'version_required',
      'Say which version you are changing (the If-Match header or a version field)',
    ),
};
