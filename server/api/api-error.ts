import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { ApiErrorBody, ApiErrorCode, ApiProblem } from '../../common/api/errors';
import { WorkspaceError } from '../../common/workspace/errors';
import { logError, logText } from '../http/log-text';

/** A refusal the client is meant to see, in the body shape of common/api/errors.ts. */
export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ApiErrorCode,
    message: string,
    readonly details?: ApiProblem[],
    readonly current?: unknown,
  ) {
    super(message);
  }
}

/** A workspace command's refusal as the API answers it. */
export function fromWorkspaceError(error: WorkspaceError): ApiError {
  switch (error.reason) {
    case 'not_found':
      return new ApiError(404, 'not_found', error.message);
    case 'invalid':
      return new ApiError(422, 'validation_failed', error.message, [
        { field: error.field, message: error.message },
      ]);
    case 'conflict':
      return new ApiError(409, 'conflict', error.message, undefined, error.current);
    case 'refused':
      return new ApiError(409, 'conflict', error.message);
    case 'version_required':
      return new ApiError(428, 'precondition_required', error.message);
  }
}

export function problemsOf(error: z.ZodError): ApiProblem[] {
  return error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message }));
}

export const apiErrors = {
  badRequest: (message: string, details?: ApiProblem[]) => new ApiError(400, 'bad_request', message, details),
  unauthorized: (message = 'Sign in to continue: this request needs a valid access token') =>
    new ApiError(401, 'unauthorized', message),
  forbidden: (message: string) => new ApiError(403, 'forbidden', message),
  notFound: (what: string) => new ApiError(404, 'not_found', `${what} not found`),
  conflict: (message: string) => new ApiError(409, 'conflict', message),
  payloadTooLarge: (limit = '1 MB') =>
    new ApiError(413, 'payload_too_large', `The request body is larger than ${limit}`),
  /** Input that broke a rule; `field` names the input field when there is one. */
  invalid: (message: string, field = '') =>
    new ApiError(422, 'validation_failed', message, [{ field, message }]),
  invalidInput: (error: z.ZodError) => {
    const details = problemsOf(error);
    return new ApiError(422, 'validation_failed', details[0]?.message ?? 'Invalid input', details);
  },
};

export function apiErrorBody(error: ApiError): ApiErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.details === undefined ? {} : { details: error.details }),
      ...(error.current === undefined ? {} : { current: error.current }),
    },
  };
}

/** The answer for anything thrown while handling an API request; unexpected errors reveal nothing. */
export function apiErrorResponse(c: Context, error: unknown, log: (line: string) => void): Response {
  if (error instanceof WorkspaceError) {
    const answer = fromWorkspaceError(error);
    return c.json(apiErrorBody(answer), answer.status);
  }
  if (error instanceof ApiError) return c.json(apiErrorBody(error), error.status);
  log(`Data API failure on ${logText(c.req.method)} ${logText(c.req.path)}: ${logError(error)}`);
  return c.json(
    { error: { code: 'internal_error', message: 'The server could not complete the request; try again' } },
    500,
  );
}
