// The storage quota (decision 025): what `GET /api/v1/usage` answers and how screens word it.

/** `GET /api/v1/usage`: bytes stored by the caller, and the quota (null when there is none). */
export type Usage = { usedBytes: number; quotaBytes: number | null };

const MB = 1024 * 1024;

function megabytes(bytes: number): string {
  const value = bytes / MB;
  return value >= 100 || Number.isInteger(value) ? String(Math.round(value)) : value.toFixed(1);
}

/** '12.3 MB of 500 MB used', or '12.3 MB used' without a quota. */
export function usageLabel(usage: Usage): string {
  const used = `${megabytes(usage.usedBytes)} MB`;
  return usage.quotaBytes === null ? `${used} used` : `${used} of ${megabytes(usage.quotaBytes)} MB used`;
}

/** The refusal of a write past the quota. */
export function workspaceFullMessage(usage: Usage): string {
  return `Your workspace is full: ${usageLabel(usage)}. Delete what you no longer need (images take the most room) and empty the Trash to make space.`;
}
