const DAY = 86_400_000;

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** How long an entry stays: 'Goes for good in 12 days', 'in 1 day', or 'today' in its last day. */
export function expiresLabel(expiresAt: string, now: Date = new Date()): string {
  const left = Date.parse(expiresAt) - now.getTime();
  if (Number.isNaN(left)) return '';
  if (left < DAY) return 'Goes for good today';
  return `Goes for good in ${days(Math.floor(left / DAY))}`;
}

/** The Trash page's lead: how long deleted things are kept. */
export function retentionSentence(retentionDays: number): string {
  return `Deleted things stay here for ${days(retentionDays)}, then go for good.`;
}
