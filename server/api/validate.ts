import type { Context } from 'hono';
import type { z } from 'zod';
import {
  CONTROL_CHARACTER_MESSAGE,
  hasControlCharacter,
  ID_PATTERN,
  ID_RULE,
  jsonProblem,
} from '../../common/api/limits';
import { friendlyMessage } from '../../common/api/messages';
import { apiErrors, problemsOf } from './api-error';
import { JsonStreamError, readJsonStream } from './json-stream';

// Every input that reaches a handler passes one of these: the path's ids, the query string, the body.
// Malformed input (not JSON, an impossible id, an unknown query parameter) is 400; a well-formed body
// that breaks a rule ('Title is required') is 422, worded for the person who typed it.

/** A path parameter that must be a record id. */
export function readId(c: Context, name = 'id'): string {
  const value = c.req.param(name);
  if (value === undefined || !ID_PATTERN.test(value)) {
    throw apiErrors.badRequest(`The ${name} in the path is not a valid id: ${ID_RULE}`);
  }
  return value;
}

export function readQuery<Schema extends z.ZodType>(c: Context, schema: Schema): z.output<Schema> {
  for (const [name, values] of Object.entries(c.req.queries())) {
    if (values.some(hasControlCharacter)) {
      throw apiErrors.badRequest(`Invalid query string: ${name} ${CONTROL_CHARACTER_MESSAGE}`);
    }
  }
  const parsed = schema.safeParse(c.req.query(), { error: friendlyMessage });
  if (!parsed.success) {
    const details = problemsOf(parsed.error);
    throw apiErrors.badRequest(
      `Invalid query string: ${details[0]?.message ?? 'unexpected parameters'}`,
      details,
    );
  }
  return parsed.data;
}

/** `If-Match: "3"` (or `W/"3"`, or `3`): the version of the row the client read; undefined when absent. */
export function readIfMatch(c: Context): number | undefined {
  const header = c.req.header('if-match');
  if (header === undefined) return undefined;
  const match = /^\s*(?:W\/)?"?(\d{1,15})"?\s*$/.exec(header);
  if (match === null) throw apiErrors.badRequest('If-Match must be the version number of the row, as "3"');
  return Number(match[1]);
}

/** The JSON body, checked by its schema. */
export async function readBody<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
  /** Import checks each row itself, so that a problem names its row. */
  options: { isCheckedByRow?: boolean } = {},
): Promise<z.output<Schema>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw apiErrors.badRequest('The request body must be JSON');
  }
  return checkInput(schema, body, options);
}

/**
 * The JSON body read as a stream as it arrives (decision 093), giving way with `pause` between chunks,
 * then checked as `readBody` checks it: for the import, whose bodies are the largest (an export of up to
 * `IMPORT_REQUEST_MAX_BYTES`), so that the text is never held whole beside the values built from it.
 */
export async function readStreamedBody<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
  pause: () => Promise<void>,
  options: { isCheckedByRow?: boolean } = {},
): Promise<z.output<Schema>> {
  const stream = c.req.raw.body;
  if (stream === null) throw apiErrors.badRequest('The request body must be JSON');
  let body: unknown;
  try {
    body = await readJsonStream(stream as AsyncIterable<Uint8Array>, pause);
  } catch (error) {
    if (error instanceof JsonStreamError) throw apiErrors.badRequest('The request body must be JSON');
    throw error;
  }
  return checkInput(schema, body, options);
}

/** Checks an already-parsed input; a failure is 422 listing every problem. */
export function checkInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  options: { isCheckedByRow?: boolean } = {},
): z.output<Schema> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw apiErrors.badRequest('The request body must be a JSON object');
  }
  const problem = options.isCheckedByRow === true ? undefined : jsonProblem(input);
  if (problem !== undefined)
    throw apiErrors.badRequest(problem.message, [{ field: problem.path, message: problem.message }]);
  const parsed = schema.safeParse(input, { error: friendlyMessage });
  if (!parsed.success) throw apiErrors.invalidInput(parsed.error);
  return parsed.data;
}
