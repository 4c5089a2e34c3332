import type { SearchResult } from '../../../../common/api/search';
import type { EntityKind } from '../../../../common/workspace/entities';
import { cn } from '../../../lib/cn';
import { groupLabel } from '../../../ui/mentions/suggestion-groups';

export type KindFilterProps = {
  counts: SearchResult['counts'];
  value: EntityKind | undefined;
  onChange: (kind: EntityKind | undefined) => void;
};

const chip = (isPressed: boolean) =>
  cn(
    'inline-flex h-8 items-center gap-1.5 rounded-md border px-3 text-sm font-medium transition-colors duration-150',
    isPressed
      ? 'border-accent/60 bg-accent-soft text-accent-text'
      : 'border-border-strong bg-surface text-fg-muted hover:text-fg',
  );

/** All kinds, then each kind the answer found, with its count: one pressed at a time. */
export function KindFilter({ counts, value, onChange }: KindFilterProps) {
  const kinds = Object.entries(counts)
    .filter(([, count]) => (count ?? 0) > 0)
    .map(([kind, count]) => ({ kind: kind as EntityKind, count: count ?? 0 }));
  if (value !== undefined && !kinds.some((entry) => entry.kind === value))
    kinds.push({ kind: value, count: 0 });
  const total = kinds.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <fieldset aria-label="Filter by kind" className="m-0 flex min-w-0 flex-wrap gap-1.5 border-0 p-0">
      <button
        type="button"
        aria-pressed={value === undefined}
        onClick={() => onChange(undefined)}
        className={chip(value === undefined)}
      >
        All kinds <span className="tabular-nums opacity-80">{total}</span>
      </button>
      {kinds.map((entry) => (
        <button
          key={entry.kind}
          type="button"
          aria-pressed={value === entry.kind}
          onClick={() => onChange(entry.kind)}
          className={chip(value === entry.kind)}
        >
          {groupLabel(entry.kind)} <span className="tabular-nums opacity-80">{entry.count}</span>
        </button>
      ))}
    </fieldset>
  );
}
