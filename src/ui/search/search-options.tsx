import type { ReactNode } from 'react';
import type { SearchHit } from '../../../common/api/search';
import { cn } from '../../lib/cn';
import type { HitGroup } from './group-hits';
import { kindLabels } from './kind-labels';
import { SearchHitContent } from './search-hit-content';

// The pieces of a search listbox (the top bar's and the command palette's): groups of options with a
// header that is not an option, each option a hit. The owner keeps which option is active (focus stays
// in its input: aria-activedescendant) and what choosing one does.

export const optionClasses =
  'flex w-full cursor-pointer items-start gap-3 rounded-md px-3 py-2 text-left text-sm text-fg aria-selected:bg-surface-raised aria-selected:outline aria-selected:outline-1 aria-selected:outline-accent';

export function optionId(listboxId: string, index: number): string {
  return `${listboxId}-option-${index}`;
}

export function SearchOption({
  id,
  isActive,
  onChoose,
  onHover,
  children,
  className,
}: {
  id: string;
  isActive: boolean;
  onChoose: () => void;
  onHover: () => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: the input keeps focus; the option is pointed at with aria-activedescendant.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the input's (ArrowUp/Down, Enter, Escape).
    <div
      id={id}
      role="option"
      aria-selected={isActive}
      className={cn(optionClasses, className)}
      // Keep focus in the input, so the list stays open and the choice is made by the click.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={isActive ? undefined : onHover}
      onClick={onChoose}
    >
      {children}
    </div>
  );
}

/** Groups of hits under their kind and count; `firstIndex` is the option index of the first hit. */
export function HitGroups({
  listboxId,
  groups,
  firstIndex,
  activeIndex,
  onChoose,
  onHover,
}: {
  listboxId: string;
  groups: readonly HitGroup[];
  firstIndex: number;
  activeIndex: number;
  onChoose: (hit: SearchHit) => void;
  onHover: (index: number) => void;
}) {
  let index = firstIndex;
  const labels = kindLabels(groups.map((group) => group.kind));
  return (
    <>
      {groups.map((group) => {
        const label = labels.get(group.kind) ?? group.kind;
        return (
          <div key={group.kind} className="py-1">
            <div
              aria-hidden="true"
              className="flex items-center justify-between px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-fg-muted uppercase"
            >
              <span>{label}</span>
              <span className="font-normal tabular-nums">{group.count}</span>
            </div>
            {/* biome-ignore lint/a11y/useSemanticElements: a listbox's groups are ARIA groups, not fieldsets. */}
            <div role="group" aria-label={`${label} (${group.count})`}>
              {group.hits.map((hit) => {
                const at = index;
                index += 1;
                return (
                  <SearchOption
                    key={`${hit.kind}:${hit.id}`}
                    id={optionId(listboxId, at)}
                    isActive={activeIndex === at}
                    onChoose={() => onChoose(hit)}
                    onHover={() => onHover(at)}
                  >
                    <SearchHitContent hit={hit} isCompact />
                  </SearchOption>
                );
              })}
            </div>
          </div>
        );
      })}
    </>
  );
}

/** The next active option for an arrow, Home or End key (wrapping), or undefined for other keys. */
export function nextActiveIndex(key: string, active: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return active < 0 || active >= count - 1 ? 0 : active + 1;
    case 'ArrowUp':
      return active <= 0 ? count - 1 : active - 1;
    default:
      return undefined;
  }
}
