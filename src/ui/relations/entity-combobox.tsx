import { X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { type EntitySummary, entityKey } from '../../../common/workspace/entities';
import { cn } from '../../lib/cn';
import { Button } from '../button';
import { useFieldControlProps } from '../field-context';
import { controlClasses } from '../input';
import { entityKindDescription } from './relation-format';

export type EntityComboboxProps = {
  /** What is chosen, or undefined. */
  value: EntitySummary | undefined;
  onChange: (value: EntitySummary | undefined) => void;
  /** Records and parts whose name contains what was typed. */
  suggest: (query: string) => Promise<EntitySummary[]>;
  /** Keys (`entityKey`) never offered: the page's own record. */
  excluded?: ReadonlySet<string>;
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
};

/** How long typing pauses before the names are asked for. */
const PAUSE_MS = 150;

/**
 * Finds a record or part by typing its name (the ARIA combobox pattern): suggestions in a listbox under
 * the field, Arrow Down/Up to move, Enter to choose, Escape to close. Once chosen it shows the name and
 * kind with a button to choose again.
 */
export function EntityCombobox({ value, onChange, suggest, excluded, ...rest }: EntityComboboxProps) {
  const controlProps = useFieldControlProps(rest);
  const listId = useId();
  const [typed, setTyped] = useState('');
  const [options, setOptions] = useState<EntitySummary[]>([]);
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [isSearching, setIsSearching] = useState(false);

  useEffect(() => {
    const query = typed.trim();
    if (query === '') {
      setOptions([]);
      return;
    }
    let isCurrent = true;
    setIsSearching(true);
    const timer = setTimeout(() => {
      suggest(query)
        .then((found) => {
          if (!isCurrent) return;
          setOptions(found.filter((entry) => !excluded?.has(entityKey(entry))));
          setActive(0);
        })
        .catch(() => {
          if (isCurrent) setOptions([]);
        })
        .finally(() => {
          if (isCurrent) setIsSearching(false);
        });
    }, PAUSE_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [typed, suggest, excluded]);

  if (value !== undefined) {
    return (
      <div className="flex min-h-9 items-center justify-between gap-2 rounded-md border border-border bg-surface-sunken px-3 py-1.5 text-sm">
        <span className="min-w-0 break-words text-fg">
          {value.name} <span className="text-fg-muted">· {entityKindDescription(value.kind)}</span>
        </span>
        <Button
          size="sm"
          variant="ghost"
          id={controlProps.id}
          aria-label={`Choose another instead of ${value.name}`}
          onClick={() => {
            onChange(undefined);
            setTyped('');
          }}
        >
          <X aria-hidden="true" />
          Change
        </Button>
      </div>
    );
  }

  const isListShown = isOpen && typed.trim() !== '';
  const optionId = (index: number) => `${listId}-option-${index}`;

  function choose(entry: EntitySummary | undefined) {
    if (entry === undefined) return;
    onChange(entry);
    setIsOpen(false);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setIsOpen(true);
      setActive((index) => Math.min(index + 1, options.length - 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter') {
      if (isListShown && options.length > 0) {
        event.preventDefault();
        choose(options[active]);
      }
    } else if (event.key === 'Escape' && isListShown) {
      // Closes the list, not the dialog around it.
      event.preventDefault();
      event.stopPropagation();
      setIsOpen(false);
    }
  }

  return (
    <div className="relative">
      <input
        {...controlProps}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={isListShown && options.length > 0}
        aria-controls={listId}
        aria-activedescendant={isListShown && options.length > 0 ? optionId(active) : undefined}
        placeholder="Type a name…"
        className={cn(controlClasses, 'h-9')}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setIsOpen(true);
        }}
        onKeyDown={handleKeyDown}
        onBlur={() => setIsOpen(false)}
      />
      <div
        id={listId}
        role="listbox"
        aria-label="Matching records and parts"
        hidden={!isListShown || options.length === 0}
        className="absolute inset-x-0 top-full z-10 mt-1 max-h-60 overflow-y-auto rounded-md border border-border bg-surface p-1 shadow-lg"
      >
        {options.map((entry, index) => (
          <div
            key={entityKey(entry)}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            // Chosen on mouse down, before the field's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(entry);
            }}
            className={cn(
              'flex cursor-pointer items-baseline justify-between gap-3 rounded px-2 py-1.5 text-sm text-fg',
              index === active && 'bg-accent-soft',
            )}
          >
            <span className="min-w-0 break-words">{entry.name}</span>
            <span className="shrink-0 text-xs text-fg-muted">{entityKindDescription(entry.kind)}</span>
          </div>
        ))}
      </div>
      {isListShown && options.length === 0 ? (
        <p
          role="status"
          className="absolute inset-x-0 top-full z-10 mt-1 rounded-md border border-border bg-surface px-3 py-2 text-sm text-fg-muted shadow-lg"
        >
          {isSearching ? 'Searching…' : 'Nothing by that name.'}
        </p>
      ) : null}
    </div>
  );
}
