import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useContext,
  useId,
  useMemo,
  useState,
} from 'react';
import { cn } from '../lib/cn';

// In-page tabs, the WAI-ARIA tabs pattern with automatic activation: one Tab stop for the list, the
// arrow keys (and Home, End) move to a tab and show its panel. Written here rather than taken from Radix
// because the login screen has two of them, and Radix's tabs (with their collection, roving focus and
// presence helpers) were a twentieth of what /login downloads before it paints (issue 17).

type TabsState = {
  baseId: string;
  value: string;
  select: (value: string) => void;
};

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (state === null) throw new Error(`${part} must be inside <Tabs>`);
  return state;
}

const idOf = (baseId: string, part: 'tab' | 'panel', value: string) =>
  `${baseId}-${part}-${value.replace(/[^A-Za-z0-9_-]/g, '_')}`;

export type TabsProps = {
  /** The shown tab, when the parent keeps it (a `?tab=` parameter); else `defaultValue` starts it. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  children: ReactNode;
};

/** In-page tabs (arrow keys move between them). For tabs that are sub-routes use TabLinks instead. */
export function Tabs({ value, defaultValue = '', onValueChange, className, children }: TabsProps) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue);
  const shown = value ?? own;
  const select = useCallback(
    (next: string) => {
      if (value === undefined) setOwn(next);
      onValueChange?.(next);
    },
    [value, onValueChange],
  );
  const state = useMemo(() => ({ baseId, value: shown, select }), [baseId, shown, select]);
  return (
    <TabsContext.Provider value={state}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  const { select } = useTabs('TabsList');

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(event);
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (at === -1) return;
    const to = {
      ArrowRight: (at + 1) % tabs.length,
      ArrowLeft: (at - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const tab = tabs[to];
    tab?.focus();
    if (tab?.dataset.value !== undefined) select(tab.dataset.value);
  }

  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn(
        'flex max-w-full gap-1 overflow-x-auto overflow-y-hidden rounded-lg border border-border bg-surface-sunken p-1',
        className,
      )}
      onKeyDown={handleKeyDown}
      {...props}
    />
  );
}

export type TabsTriggerProps = Omit<ComponentProps<'button'>, 'value'> & { value: string };

export function TabsTrigger({ value, className, onClick, onMouseDown, ...props }: TabsTriggerProps) {
  const { baseId, value: shown, select } = useTabs('TabsTrigger');
  const isActive = value === shown;
  return (
    <button
      type="button"
      role="tab"
      id={idOf(baseId, 'tab', value)}
      aria-selected={isActive}
      aria-controls={idOf(baseId, 'panel', value)}
      tabIndex={isActive ? 0 : -1}
      data-state={isActive ? 'active' : 'inactive'}
      data-value={value}
      className={cn(
        'inline-flex flex-1 items-center justify-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-fg-muted transition-colors duration-150 hover:text-fg data-[state=active]:bg-surface data-[state=active]:text-fg data-[state=active]:shadow-sm [&_svg]:size-4',
        className,
      )}
      // A press of the main button shows the tab at once (as Radix did), before the click completes: a
      // tab kept in the address (`?tab=`) changes through the router's navigation, which renders later.
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.button === 0 && !event.ctrlKey) select(value);
      }}
      // Enter and Space (and a click that did not start with a press here) choose it too.
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) select(value);
      }}
      {...props}
    />
  );
}

export type TabsContentProps = Omit<ComponentProps<'div'>, 'value'> & {
  value: string;
  /** Keep the panel in the page while another is shown (hidden by its `data-[state=inactive]` class). */
  forceMount?: boolean;
};

export function TabsContent({ value, forceMount = false, className, ...props }: TabsContentProps) {
  const { baseId, value: shown } = useTabs('TabsContent');
  const isActive = value === shown;
  if (!isActive && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={idOf(baseId, 'panel', value)}
      aria-labelledby={idOf(baseId, 'tab', value)}
      data-state={isActive ? 'active' : 'inactive'}
      hidden={!isActive}
      className={cn('mt-4', className)}
      {...props}
    />
  );
}
