import { Loader2, Plus } from 'lucide-react';
import { type CSSProperties, type Ref, useEffect, useImperativeHandle, useMemo, useState } from 'react';
import type { EntitySummary } from '../../../common/workspace/entities';
import { cn } from '../../lib/cn';
import { useMentionScope, useMentionServices } from './mention-services';
import {
  createOptionLabel,
  groupLabel,
  initialActive,
  type MenuOption,
  moveActive,
  optionsOf,
  suggestionGroups,
} from './suggestion-groups';

/** How long typing must pause before the names are asked for. */
export const SUGGEST_DEBOUNCE_MS = 150;

/** What the editor hands the menu's keys to: true when the menu used the key. */
export type MentionMenuHandle = { handleKeyDown: (event: Pick<KeyboardEvent, 'key'>) => boolean };

export type MentionMenuProps = {
  /** What was typed after @. */
  query: string;
  listboxId: string;
  /** A suggestion chosen, or a character just made from the typed name. */
  onPick: (entity: EntitySummary) => void;
  /** The active option's element id (for the text box's `aria-activedescendant`), undefined for none. */
  onActiveChange?: (optionId: string | undefined) => void;
  ref?: Ref<MentionMenuHandle>;
  style?: CSSProperties;
  className?: string;
};

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

const optionId = (listboxId: string, index: number) => `${listboxId}-option-${index}`;

/**
 * The @ menu: the workspace's records and parts whose names hold what was typed, grouped by kind, the
 * current universe's first, and "Create '{name}' as a character". A listbox the text box points into
 * (`aria-activedescendant`): the arrow keys move, Enter or Tab picks, Escape closes (the editor).
 */
export function MentionMenu({
  query,
  listboxId,
  onPick,
  onActiveChange,
  ref,
  style,
  className,
}: MentionMenuProps) {
  const services = useMentionServices();
  const { universeId } = useMentionScope();
  const asked = useDebounced(query, SUGGEST_DEBOUNCE_MS);
  const suggestions = services?.useSuggestions(asked) ?? { items: [], isPending: false, isError: false };
  const [isCreating, setIsCreating] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const groups = useMemo(
    () =>
      suggestionGroups(suggestions.items, {
        query: asked,
        universeId,
        creatable: services?.createLoreEntry === undefined ? ['character'] : ['character', 'universes/lore'],
      }),
    [suggestions.items, asked, universeId, services],
  );
  const options = useMemo(() => optionsOf(groups), [groups]);
  const [active, setActive] = useState(() => initialActive(options));
  useEffect(() => setActive(initialActive(options)), [options]);
  useEffect(() => {
    const activeId = active >= 0 && active < options.length ? optionId(listboxId, active) : undefined;
    onActiveChange?.(activeId);
    // A menu taller than the room under the caret scrolls: the option the keys point at stays in view.
    if (activeId !== undefined) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [active, options.length, listboxId, onActiveChange]);

  async function choose(option: MenuOption) {
    if (option.type === 'entity') {
      onPick(option.entity);
      return;
    }
    if (services === null || isCreating) return;
    setIsCreating(true);
    setProblem(null);
    try {
      const made =
        option.as === 'universes/lore' && universeId !== undefined && services.createLoreEntry !== undefined
          ? await services.createLoreEntry(option.name, universeId)
          : await services.createCharacter(option.name, universeId);
      onPick(made);
    } catch (error) {
      const noun = option.as === 'universes/lore' ? 'lore entry' : 'character';
      setProblem(error instanceof Error ? error.message : `The ${noun} could not be made.`);
    } finally {
      setIsCreating(false);
    }
  }

  useImperativeHandle(ref, () => ({
    handleKeyDown(event) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        setActive((current) => moveActive(current, options.length, event.key as 'ArrowDown' | 'ArrowUp'));
        return true;
      }
      if (event.key === 'Enter' || event.key === 'Tab') {
        const option = options[active];
        if (option === undefined) return false;
        void choose(option);
        return true;
      }
      return event.key === 'Escape';
    },
  }));

  const isWaiting = suggestions.isPending || asked !== query.trim();
  const status = isCreating
    ? 'Making the character…'
    : asked.trim() === ''
      ? 'Type a name to find a record or part.'
      : isWaiting && options.length === 0
        ? 'Searching…'
        : `${options.length} ${options.length === 1 ? 'option' : 'options'}`;

  let index = -1;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: its mousedown only keeps the caret in the text box.
    <div
      style={style}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a menu taller than the room under the caret scrolls, and a scrolling region must be reachable from the keyboard (the text box keeps focus while the menu is open; Tab picks).
      tabIndex={0}
      // A click in the menu (a heading, its padding) leaves the caret in the text box.
      onMouseDown={(event) => event.preventDefault()}
      className={cn(
        'z-50 flex flex-col overflow-y-auto rounded-lg border border-border bg-surface-raised text-sm shadow-lg',
        className,
      )}
    >
      <p role="status" className="sr-only">
        {status}
      </p>
      {options.length === 0 ? (
        <p className="flex items-center gap-2 px-3 py-2 text-fg-muted" aria-hidden="true">
          {isWaiting && asked.trim() !== '' ? <Loader2 className="size-4 animate-spin" /> : null}
          {status}
        </p>
      ) : null}
      <div
        id={listboxId}
        role="listbox"
        aria-label="Mention suggestions"
        aria-busy={isWaiting || isCreating}
        className={cn('py-1', options.length === 0 && 'hidden')}
      >
        {groups.map((group) => {
          const labelId = `${listboxId}-group-${group.key.replace(/\W/g, '-')}`;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are ARIA groups, not fieldsets.
            <div key={group.key} role="group" aria-labelledby={labelId}>
              <p
                id={labelId}
                className="px-3 pt-1.5 text-xs font-medium tracking-wide text-fg-muted uppercase"
              >
                {group.label}
              </p>
              {group.options.map((option) => {
                index += 1;
                const isActive = index === active;
                const at = index;
                return (
                  // biome-ignore lint/a11y/useFocusableInteractive: the text box keeps focus; the option is pointed at with aria-activedescendant.
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the text box's (ArrowUp/Down, Enter, Tab).
                  <div
                    key={option.key}
                    id={optionId(listboxId, at)}
                    role="option"
                    aria-selected={isActive}
                    onMouseDown={(event) => event.preventDefault()}
                    // Movement, not entering: a menu opening under a resting pointer keeps its first option.
                    onMouseMove={() => setActive(at)}
                    onClick={() => void choose(option)}
                    className={cn(
                      'flex cursor-pointer items-center gap-2 px-3 py-1.5 text-fg',
                      isActive && 'bg-accent-soft',
                    )}
                  >
                    {option.type === 'entity' ? (
                      <>
                        <span className="min-w-0 flex-1 truncate">{option.entity.name}</span>
                        {option.entity.place ? (
                          <span className="max-w-[45%] shrink-0 truncate text-xs text-fg-muted">
                            <span className="sr-only">, in </span>
                            {option.entity.place}
                          </span>
                        ) : null}
                        <span className="sr-only">, {groupLabel(option.entity.kind)}</span>
                      </>
                    ) : (
                      <>
                        {isCreating ? (
                          <Loader2 aria-hidden="true" className="size-4 animate-spin text-fg-muted" />
                        ) : (
                          <Plus aria-hidden="true" className="size-4 text-fg-muted" />
                        )}
                        <span className="min-w-0 flex-1 truncate">
                          {createOptionLabel(option.name, option.as)}
                        </span>
                      </>
                    )}
                  </div>
                );
              })}
            </div>
          );
        })}
      </div>
      {problem === null ? null : (
        <p role="alert" className="border-t border-border px-3 py-2 text-danger-text">
          {problem}
        </p>
      )}
    </div>
  );
}
