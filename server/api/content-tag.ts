import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { ApiError } from './api-error';

// Rows without a version column (the profile, saved queries) still refuse a stale write (decision 048):
// their `ETag` is a digest of the stored row, sent on every read and write, and a PATCH with `If-Match`
// naming another one is 412, as HTTP has it. A write without `If-Match` is taken as before.

/** The row's entity tag: a strong tag over its stored content. */
export function contentTag(row: unknown): string {
  return `"${createHash('sha256').update(JSON.stringify(row)).digest('base64url').slice(0, 22)}"`;
}

/**
 * Refuses the write with 412 when the request's `If-Match` names neither `*` nor the row's tag; the
 * refusal carries the row as it now is (`present`ed), like a 409 of a versioned row.
 */
export function requireContentMatch(c: Context, row: unknown, label: string, present: unknown): void {
  const header = c.req.header('if-match');
  if (header === undefined) return;
  const tags = header.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
  if (tags.includes('*') || tags.includes(contentTag(row))) return;
  throw new ApiError(
    412,
    'precondition_failed',
    `This ${label} was changed elsewhere since you opened it. Your changes are kept: review the current version, then save again.`,
    undefined,
    present,
  );
}
