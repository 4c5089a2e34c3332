import { useEffect, useSyncExternalStore } from 'react';
import { Outlet, useNavigation } from 'react-router';
import { cn } from '../../lib/cn';
import { useUiStore } from '../../store/ui-store';
import { CommandPaletteLauncher } from '../command-palette/command-palette-launcher';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { TrashNotices, TrashRetention } from './trash-notices';
import { WorkspaceDataProvider } from './workspace-data-provider';

/** Below Tailwind's lg breakpoint the open sidebar floats over the page instead of pushing it aside. */
const WIDE_QUERY = '(min-width: 64rem)';

function subscribeToWidth(onChange: () => void) {
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function useIsWide(): boolean {
  return useSyncExternalStore(subscribeToWidth, () => window.matchMedia(WIDE_QUERY).matches);
}

/** The shell of every signed-in screen: sidebar, top bar and the page. */
export default function AppLayout() {
  const isSidebarOpen = useUiStore((state) => state.isSidebarOpen);
  const setSidebarOpen = useUiStore((state) => state.setSidebarOpen);
  const isDarkMode = useUiStore((state) => state.isDarkMode);
  const toggleDarkMode = useUiStore((state) => state.toggleDarkMode);
  const isWide = useIsWide();
  const isOverlay = isSidebarOpen && !isWide;
  const isNavigating = useNavigation().state === 'loading';

  useEffect(() => {
    if (!isOverlay) return;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setSidebarOpen(false);
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, [isOverlay, setSidebarOpen]);

  return (
    <WorkspaceDataProvider>
      <TrashRetention>
        <div className="min-h-dvh bg-bg text-fg">
          <a
            href="#main-content"
            className="sr-only z-50 rounded-md bg-accent px-3 py-2 text-accent-fg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
          >
            Skip to content
          </a>
          {isNavigating ? (
            <div
              aria-hidden="true"
              className="fixed inset-x-0 top-0 z-50 h-0.5 animate-pulse bg-accent motion-reduce:animate-none"
            />
          ) : null}
          <CommandPaletteLauncher />
          <Sidebar isOpen={isSidebarOpen} onClose={() => setSidebarOpen(false)} isOverlay={!isWide} />
          {isOverlay ? (
            <div
              aria-hidden="true"
              className="fixed inset-0 z-30 bg-overlay animate-fade-in"
              onClick={() => setSidebarOpen(false)}
            />
          ) : null}
          {/* While the sidebar floats over it, the page behind is out of reach, as behind a dialog. */}
          <div
            inert={isOverlay}
            className={cn(
              'flex min-h-dvh flex-col transition-[padding] duration-200',
              isSidebarOpen && 'lg:pl-64',
            )}
          >
            <TopBar
              isSidebarOpen={isSidebarOpen}
              onOpenSidebar={() => setSidebarOpen(true)}
              isDarkMode={isDarkMode}
              onToggleDarkMode={toggleDarkMode}
            />
            <main
              id="main-content"
              tabIndex={-1}
              className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:px-8"
            >
              <Outlet />
            </main>
          </div>
          <TrashNotices />
        </div>
      </TrashRetention>
    </WorkspaceDataProvider>
  );
}
