import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { SessionProvider } from '../auth/session-provider';
import { dismissSaveNotice, useSaveNotices } from '../data/save-notices';
import { useApplyTheme } from '../store/use-apply-theme';
import { Toaster } from '../ui/toast';
import { AppErrorBoundary } from './app-error-boundary';
import { LoadingScreen } from './loading-screen';
import { routes } from './routes';

function ThemeSync() {
  useApplyTheme();
  return null;
}

/** Refused saves that no form reports (src/data/save-notices.ts), on every screen. */
function SaveNotices() {
  return <Toaster messages={useSaveNotices()} onDismiss={dismissSaveNotice} />;
}

/**
 * The app's outer providers. The workspace data provider (TanStack Query) sits lower, in the signed-in
 * layout: the login screen needs none of it, so it stays out of the first download.
 */
export function App() {
  const [router] = useState(() => createBrowserRouter(routes));
  return (
    <AppErrorBoundary>
      <ThemeSync />
      <SessionProvider fallback={<LoadingScreen />}>
        <RouterProvider router={router} />
      </SessionProvider>
      <SaveNotices />
    </AppErrorBoundary>
  );
}
