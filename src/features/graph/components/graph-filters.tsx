import type { EntityKind } from '../../../../common/workspace/entities';
import type { RelationType } from '../../../../common/workspace/relations';
import { Checkbox } from '../../../ui/checkbox';
import { nodeAppearance } from '../model/node-appearance';

export type KindChoice = { label: string; kind: EntityKind; count: number };
export type TypeChoice = { type: RelationType; label: string; count: number };

export type GraphFiltersProps = {
  kinds: readonly KindChoice[];
  types: readonly TypeChoice[];
  hiddenKinds: ReadonlySet<string>;
  hiddenTypes: ReadonlySet<RelationType>;
  onToggleKind: (label: string) => void;
  onToggleType: (type: RelationType) => void;
  isUnrelatedShown: boolean;
  onUnrelatedShownChange: (isShown: boolean) => void;
};

/** The swatch of a kind's shape and tone, beside its name (the legend of the drawing). */
function Swatch({ kind }: { kind: EntityKind }) {
  const look = nodeAppearance(kind);
  const rounded =
    look.shape === 'ellipse'
      ? 'rounded-full'
      : look.shape === 'round-diamond'
        ? 'rotate-45 rounded-sm'
        : 'rounded';
  return (
    <span
      aria-hidden="true"
      className={`inline-block size-3 shrink-0 border-2 ${rounded}`}
      style={{ background: `var(--tone-${look.tone}-bg)`, borderColor: `var(--tone-${look.tone}-fg)` }}
    />
  );
}

/** Which kinds of record and which relation types the graph shows. */
export function GraphFilters({
  kinds,
  types,
  hiddenKinds,
  hiddenTypes,
  onToggleKind,
  onToggleType,
  isUnrelatedShown,
  onUnrelatedShownChange,
}: GraphFiltersProps) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-1">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-fg">Kinds</legend>
        {kinds.map((choice) => (
          <Checkbox
            key={choice.label}
            checked={!hiddenKinds.has(choice.label)}
            onCheckedChange={() => onToggleKind(choice.label)}
            label={
              <span className="inline-flex items-center gap-2">
                <Swatch kind={choice.kind} />
                {choice.label} <span className="text-fg-muted">({choice.count})</span>
              </span>
            }
          />
        ))}
        <Checkbox
          className="mt-1"
          checked={isUnrelatedShown}
          onCheckedChange={(checked) => onUnrelatedShownChange(checked === true)}
          label="Show those without relations"
        />
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-fg">Relation types</legend>
        {types.length === 0 ? <p className="text-sm text-fg-muted">None yet.</p> : null}
        {types.map((choice) => (
          <Checkbox
            key={choice.type}
            checked={!hiddenTypes.has(choice.type)}
            onCheckedChange={() => onToggleType(choice.type)}
            label={
              <>
                {choice.label} <span className="text-fg-muted">({choice.count})</span>
              </>
            }
          />
        ))}
      </fieldset>
    </div>
  );
}
