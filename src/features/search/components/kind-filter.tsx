import type { SearchResult } from '../../../../common/api/search';
import { type EntityKind, isEntityKind } from '../../../../common/workspace/entities';
import { kindLabels } from '../../../ui/search/kind-labels';
import { Select } from '../../../ui/select';

export type KindFilterProps = {
  id: string;
  counts: SearchResult['counts'];
  value: EntityKind | undefined;
  onChange: (kind: EntityKind | undefined) => void;
};

/** Every kind, or one kind the answer found, each with its count, the most found first. */
export function KindFilter({ id, counts, value, onChange }: KindFilterProps) {
  const found = Object.entries(counts)
    .map(([kind, count]) => ({ kind: kind as EntityKind, count: count ?? 0 }))
    .filter((entry) => entry.count > 0);
  if (value !== undefined && !found.some((entry) => entry.kind === value))
    found.push({ kind: value, count: 0 });
  const labels = kindLabels(found.map((entry) => entry.kind));
  const options = found
    .map((entry) => ({ ...entry, label: labels.get(entry.kind) ?? entry.kind }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .map((entry) => ({ value: entry.kind, label: `${entry.label} (${entry.count})` }));
  const total = found.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <Select
      id={id}
      value={value ?? ''}
      placeholder={`All kinds (${total})`}
      options={options}
      onChange={(event) => {
        const kind = event.target.value;
        onChange(isEntityKind(kind) ? kind : undefined);
      }}
    />
  );
}
