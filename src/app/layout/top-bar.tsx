import { Moon, PanelLeftOpen, Sun } from 'lucide-react';
import { IconButton } from '../../ui/button';
import { GlobalSearch } from './global-search';
import { NotificationsMenu } from './notifications-menu';
import { ProfileMenu } from './profile-menu';

export type TopBarProps = {
  isSidebarOpen: boolean;
  onOpenSidebar: () => void;
  isDarkMode: boolean;
  onToggleDarkMode: () => void;
};

export function TopBar({ isSidebarOpen, onOpenSidebar, isDarkMode, onToggleDarkMode }: TopBarProps) {
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-border bg-surface/90 px-3 backdrop-blur sm:gap-3 sm:px-6">
      {isSidebarOpen ? null : (
        <IconButton
          aria-label="Open sidebar"
          aria-controls="app-sidebar"
          icon={<PanelLeftOpen aria-hidden="true" />}
          onClick={onOpenSidebar}
        />
      )}
      {/* The spec shows the search box but no search behaviour: issue 14 gives it one (decision 034). */}
      <GlobalSearch />
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        <IconButton
          aria-label="Toggle dark mode"
          aria-pressed={isDarkMode}
          icon={isDarkMode ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
          onClick={onToggleDarkMode}
        />
        <NotificationsMenu />
        <ProfileMenu />
      </div>
    </header>
  );
}
