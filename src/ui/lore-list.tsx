import { Badge } from './badge';
import { Card } from './card';

export type LoreListEntry = {
  id: string;
  title: string;
  category: string;
  /** When in the setting's history it belongs; left out when not recorded. */
  era?: string;
  content: string;
};

/** Lore entries (myths, histories, legends) one under another, each with its category and text. */
export function LoreList({ entries }: { entries: readonly LoreListEntry[] }) {
  return (
    <ul className="flex flex-col gap-4">
      {entries.map((entry) => (
        <li key={entry.id}>
          <Card className="flex flex-col gap-3 p-5">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="text-base font-semibold text-fg">{entry.title}</h3>
              <Badge tone="amber">{entry.category}</Badge>
            </div>
            {entry.era === undefined ? null : (
              <p className="text-sm text-fg-muted">
                <span className="font-medium text-fg">Era:</span> {entry.era}
              </p>
            )}
            <p className="prose-text max-w-3xl text-fg">{entry.content}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
