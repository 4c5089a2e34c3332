import { ArrowRight, Command as CommandIcon, LogOut, Moon, Plus } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SearchHit } from '../../../common/api/search';
import { useSession } from '../../auth/session-context';
import { isSearchable, usePrefetchSearch, useSearch } from '../../data/search';
import { entityPath } from '../../lib/entity-path';
import { useThrottledState } from '../../lib/use-throttled-state';
import { useUiStore } from '../../store/ui-store';
import { Dialog, DialogContent } from '../../ui/dialog';
import { controlClasses } from '../../ui/input';
import { groupHits } from '../../ui/search/group-hits';
import { HitGroups, nextActiveIndex, optionId, SearchOption } from '../../ui/search/search-options';
import { SEARCH_INTERVAL_MS } from '../layout/global-search';
import { type Command, type CommandGroup, commands, filterCommands } from './commands';

// The command palette (issue 14, decision 034): Ctrl+K / Cmd+K opens it over any signed-in screen.
// One combobox over the commands that match what is typed, then the search's hits. Its code is fetched
// the first time it opens, so it costs the first screen nothing.

/** How many hits the palette shows under the commands. */
const PALETTE_LIMIT = 6;

const groupIcon: Record<CommandGroup, typeof Plus> = {
  Create: Plus,
  'Go to': ArrowRight,
  Preferences: Moon,
  Account: LogOut,
};

export type CommandPaletteProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** What had focus when the palette opened: focus goes back there on close. */
  opener: () => HTMLElement | null;
};

export default function CommandPalette({ isOpen, onOpenChange, opener }: CommandPaletteProps) {
  return (
    <Dialog open={isOpen} onOpenChange={onOpenChange}>
      {isOpen ? (
        <DialogContent
          title="Command palette"
          size="lg"
          aria-describedby={undefined}
          // The input, not the Close button, takes focus (it has autoFocus).
          onOpenAutoFocus={(event) => event.preventDefault()}
          focusFallback={opener}
        >
          <PaletteBody onClose={() => onOpenChange(false)} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function PaletteBody({ onClose }: { onClose: () => void }) {
  const inputId = useId();
  const listboxId = useId();
  const navigate = useNavigate();
  const { signOut } = useSession();
  const toggleDarkMode = useUiStore((state) => state.toggleDarkMode);
  const [text, setText] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const prefetch = usePrefetchSearch();
  const [q, setQ] = useThrottledState('', SEARCH_INTERVAL_MS, (next) =>
    prefetch({ q: next, limit: PALETTE_LIMIT }),
  );
  function changeText(next: string) {
    setText(next);
    setQ(next.trim());
  }
  const search = useSearch({ q, limit: PALETTE_LIMIT });
  const found = useMemo(() => filterCommands(commands, text), [text]);
  const result = isSearchable(text) && isSearchable(q) ? search.data : undefined;
  const groups = useMemo(() => (result === undefined ? [] : groupHits(result)), [result]);
  const hits = groups.flatMap((group) => group.hits);
  const optionCount = found.length + hits.length;
  const active = Math.min(activeIndex, optionCount - 1);

  useEffect(() => {
    document.getElementById(optionId(listboxId, active))?.scrollIntoView?.({ block: 'nearest' });
  }, [listboxId, active]);

  function run(command: Command) {
    onClose();
    void command.perform({
      navigate,
      toggleDarkMode,
      async signOut() {
        await signOut();
        navigate('/login', { replace: true });
      },
    });
  }

  function openHit(hit: SearchHit) {
    onClose();
    navigate(entityPath(hit));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const next = nextActiveIndex(event.key, active, optionCount);
    if (next !== undefined) {
      event.preventDefault();
      setActiveIndex(next);
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      const command = found[active];
      const hit = hits[active - found.length];
      if (command !== undefined) run(command);
      else if (hit !== undefined) openHit(hit);
    }
  }

  const hitCount = result?.total ?? 0;
  const announcement = `${found.length} ${found.length === 1 ? 'command' : 'commands'}${
    result === undefined ? '' : `, ${hitCount} ${hitCount === 1 ? 'result' : 'results'}`
  }`;

  return (
    // Room above the input for its focus ring inside the dialog's scrolling body.
    <div className="flex flex-col gap-3 pt-1">
      <label htmlFor={inputId} className="sr-only">
        Type a command or search
      </label>
      <div className="relative">
        <CommandIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-fg-muted"
        />
        <input
          id={inputId}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={optionCount > 0}
          aria-controls={listboxId}
          aria-activedescendant={optionCount > 0 ? optionId(listboxId, active) : undefined}
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: a palette opened to be typed in
          autoFocus
          placeholder="Type a command or search…"
          value={text}
          onChange={(event) => {
            changeText(event.target.value);
            setActiveIndex(0);
          }}
          onKeyDown={handleKeyDown}
          className={`${controlClasses} h-10 pl-9`}
        />
      </div>
      <div
        id={listboxId}
        role="listbox"
        aria-label="Commands and results"
        // It scrolls: reachable by keyboard as a region too (the input's arrows move through it).
        tabIndex={-1}
        className="h-[min(24rem,55dvh)] overflow-y-auto rounded-lg border border-border p-1"
      >
        {found.length > 0 ? (
          // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are ARIA groups, not fieldsets.
          <div role="group" aria-label="Commands" className="py-1">
            <div
              aria-hidden="true"
              className="px-3 pt-1 pb-1 text-xs font-semibold tracking-wide text-fg-muted uppercase"
            >
              Commands
            </div>
            {found.map((command, index) => {
              const Icon = groupIcon[command.group];
              return (
                <SearchOption
                  key={command.id}
                  id={optionId(listboxId, index)}
                  isActive={active === index}
                  onChoose={() => run(command)}
                  onHover={() => setActiveIndex(index)}
                  className="items-center"
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
                  {command.label}
                </SearchOption>
              );
            })}
          </div>
        ) : null}
        <HitGroups
          listboxId={listboxId}
          groups={groups}
          firstIndex={found.length}
          activeIndex={active}
          onChoose={openHit}
          onHover={setActiveIndex}
        />
        {optionCount === 0 ? (
          <p className="px-3 py-2 text-sm text-fg-muted">
            {result === undefined ? 'No commands match' : `No results for “${result.query}”`}
          </p>
        ) : null}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
