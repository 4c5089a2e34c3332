import { Feather, PanelLeftClose, Settings, Trash2 } from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import { IconButton } from '../../ui/button';
import { type NavItem, navItems } from './nav-items';

/** Links of the workspace itself, at the sidebar's foot: not among the spec's `nav` links. */
const footerLinks: readonly NavItem[] = [
  { to: '/settings', label: 'Settings', Icon: Settings },
  { to: '/trash', label: 'Trash', Icon: Trash2 },
];

export type SidebarProps = {
  isOpen: boolean;
  onClose: () => void;
  /** Narrow screens: the sidebar floats over the page, so following a link should put it away. */
  isOverlay: boolean;
};

/** A sidebar link, highlighted while its page is shown. */
function navLinkClass({ isActive }: { isActive: boolean }): string {
  return cn(
    'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors duration-150',
    isActive ? 'bg-accent-soft text-accent-text' : 'text-fg-muted hover:bg-surface-raised hover:text-fg',
  );
}

/** One link of the sidebar, in the spec's list or below it. */
function SidebarLink({
  item: { to, label, Icon },
  onNavigate,
}: {
  item: NavItem;
  onNavigate?: (() => void) | undefined;
}) {
  return (
    <li>
      <NavLink to={to} onClick={onNavigate} className={navLinkClass}>
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        {label}
      </NavLink>
    </li>
  );
}

export function Sidebar({ isOpen, onClose, isOverlay }: SidebarProps) {
  return (
    <aside
      id="app-sidebar"
      aria-label="Sidebar"
      // A closed sidebar is off screen; inert keeps its links out of the tab order and the a11y tree.
      inert={!isOpen}
      className={cn(
        'fixed inset-y-0 left-0 z-40 flex w-64 flex-col border-r border-border bg-surface transition-[translate,visibility] duration-200 ease-out',
        // Visibility flips at the end of the slide-out, so the motion is seen but nothing stays reachable.
        isOpen ? 'translate-x-0' : 'invisible -translate-x-full',
      )}
    >
      <div className="flex h-16 shrink-0 items-center justify-between gap-2 border-b border-border px-4">
        <span className="flex items-center gap-2 text-base font-semibold text-fg">
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-lg bg-accent text-accent-fg"
          >
            <Feather className="size-4" />
          </span>
          Fablehold
        </span>
        <IconButton
          aria-label="Close sidebar"
          icon={<PanelLeftClose aria-hidden="true" />}
          onClick={onClose}
        />
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto p-3">
        <ul className="flex flex-col gap-1">
          {navItems.map((item) => (
            <SidebarLink key={item.to} item={item} onNavigate={isOverlay ? onClose : undefined} />
          ))}
        </ul>
      </nav>
      {/* Not among the spec's links (their list stays as it is): Settings and where deleted things wait. */}
      <ul aria-label="Workspace" className="flex shrink-0 flex-col gap-1 border-t border-border px-3 pt-3">
        {footerLinks.map((item) => (
          <SidebarLink key={item.to} item={item} onNavigate={isOverlay ? onClose : undefined} />
        ))}
      </ul>
      <div className="flex shrink-0 items-center gap-2 px-5 py-4 text-xs text-fg-muted">
        <span aria-hidden="true" className="size-2 rounded-full bg-tone-green-fg" />
        Connected
      </div>
    </aside>
  );
}
