const DAY = 86_400_000;

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/**
 * How long an entry stays: 'Goes for good in 12 days', 'in 1 day', or 'today' in its last day. Days are
 * counted to the nearest, so a thing deleted a moment ago with a 30-day setting says 30, not 29.
 */
export function expiresLabel(expiresAt: string, now: Date = new Date()): string {
  const left = Date.parse(expiresAt) - now.getTime();
  if (Number.isNaN(left)) return '';
  if (left < DAY) return 'Goes for good today';
  return `Goes for good in ${days(Math.max(1, Math.round(left / DAY)))}`;
}

/** The Trash page's lead: how long deleted things are kept. */
export function retentionSentence(retentionDays: number): string {
  return `Deleted things stay here for ${days(retentionDays)}, then go for good.`;
}
