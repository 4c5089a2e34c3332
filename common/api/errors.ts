import { z } from 'zod';

/**
 * Every refusal of the data API has this body. `code` is stable for programs; `message` is written for
 * the person using the app and can be shown as it is; `details` lists each input problem with its field.
 */
export const apiErrorCodes = [
  /** 400: a malformed path parameter, query string or JSON body. */
  'bad_request',
  /** 401: no bearer token, or one that is expired, tampered with or signed by an unknown key. */
  'unauthorized',
  /** 403: a valid token that does not belong to a signed-in user (an anon or service key). */
  'forbidden',
  /** 404: no such route, or no such record in the caller's workspace (another user's id included). */
  'not_found',
  /**
   * 409: the change conflicts with other records (a universe that still has worlds or campaigns), or it
   * names a version of the row that is no longer the stored one (`current` then holds the stored row).
   */
  'conflict',
  /** 413: the body is larger than the limit. */
  'payload_too_large',
  /** 413: the write would take the caller's workspace past its storage quota (USER_QUOTA_MB). */
  'quota_exceeded',
  /** 412: `If-Match` names an `ETag` the row no longer has (the profile, a saved query); `current` holds it. */
  'precondition_failed',
  /** 428: a write to a versioned row that does not say which version it read. */
  'precondition_required',
  /** 422: well-formed input that breaks a rule ('Title is required', a linked record that does not exist). */
  'validation_failed',
  /** 500: the server failed; the cause is in its log only. */
  'internal_error',
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

export const apiProblemSchema = z.object({
  /** The input field the problem is about, as a dotted path ('title', 'socials.website', 'tags.0'); '' for the whole input. */
  field: z.string(),
  message: z.string(),
});
export type ApiProblem = z.infer<typeof apiProblemSchema>;

export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(apiErrorCodes),
    message: z.string(),
    details: z.array(apiProblemSchema).optional(),
    /** With a version conflict: the row as it is stored now. */
    current: z.unknown().optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
