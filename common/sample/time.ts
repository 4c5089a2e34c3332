// Sample timestamps are relative to when the workspace loads, so Recent Activity reads '2 hours ago'
// rather than drifting into 'a year ago' as the calendar moves on.
const MINUTE = 60_000;

/**
 * When the sample's relative times were computed (module load); `sampleWorkspaceAt` moves them on from
 * here. Every relative time counts from this one instant, so moved on they are exact to the millisecond.
 */
export const SAMPLE_CLOCK_MS = Date.now();

export function ago({
  days = 0,
  hours = 0,
  minutes = 0,
}: {
  days?: number;
  hours?: number;
  minutes?: number;
}) {
  return new Date(SAMPLE_CLOCK_MS - ((days * 24 + hours) * 60 + minutes) * MINUTE).toISOString();
}

/** A calendar date (YYYY-MM-DD) some days from now; negative for the past. */
export function dateFromToday(days: number): string {
  return new Date(SAMPLE_CLOCK_MS + days * 24 * 60 * MINUTE).toISOString().slice(0, 10);
}
