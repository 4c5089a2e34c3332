import { ChevronDown, Filter } from 'lucide-react';
import { useState } from 'react';
import { Button } from './button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuTrigger,
} from './dropdown-menu';
import { SearchInput } from './search-input';
import { type ViewMode, ViewToggle } from './view-toggle';

export type FilterOption<T extends string> = { value: T; label: string };

/** What a list page's toolbar controls: the search term, the filter (starting at `initialFilter`) and the view. */
export function useListControls<T extends string>(initialFilter: T) {
  const [term, setTerm] = useState('');
  const [filter, setFilter] = useState<T>(initialFilter);
  const [view, setView] = useState<ViewMode>('grid');
  return { term, setTerm, filter, setFilter, view, setView };
}

export type ListToolbarProps<T extends string> = {
  search: {
    /** The search box's accessible name, e.g. "Search novels". */
    label: string;
    placeholder: string;
    value: string;
    onValueChange: (value: string) => void;
  };
  filter: {
    options: ReadonlyArray<FilterOption<T>>;
    value: T;
    onChange: (value: T) => void;
  };
  view: {
    value: ViewMode;
    onChange: (value: ViewMode) => void;
  };
};

/**
 * The bar above every list page: search box, a 'Filter' menu of radio options whose button shows the
 * current choice, and the grid/list toggle. Stacks on narrow screens.
 */
export function ListToolbar<T extends string>({ search, filter, view }: ListToolbarProps<T>) {
  const current = filter.options.find((option) => option.value === filter.value);
  // The radio group hands back plain strings; only values the page offered are passed on.
  const handleFilterChange = (next: string) => {
    const match = filter.options.find((option) => option.value === next);
    if (match) filter.onChange(match.value);
  };
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <SearchInput
        label={search.label}
        placeholder={search.placeholder}
        value={search.value}
        onValueChange={search.onValueChange}
        className="min-w-0 flex-1"
      />
      <div className="flex items-center justify-between gap-3 sm:justify-start">
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="secondary" aria-label={`Filter: ${current?.label ?? ''}`}>
              <Filter aria-hidden="true" />
              <span className="text-fg-muted">Filter:</span>
              <span>{current?.label}</span>
              <ChevronDown aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuLabel>Filter</DropdownMenuLabel>
            <DropdownMenuRadioGroup value={filter.value} onValueChange={handleFilterChange}>
              {filter.options.map((option) => (
                <DropdownMenuRadioItem key={option.value} value={option.value}>
                  {option.label}
                </DropdownMenuRadioItem>
              ))}
            </DropdownMenuRadioGroup>
          </DropdownMenuContent>
        </DropdownMenu>
        <ViewToggle value={view.value} onChange={view.onChange} />
      </div>
    </div>
  );
}
