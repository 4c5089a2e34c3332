import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { SessionProvider } from '../auth/session-provider';
import { useApplyTheme } from '../store/use-apply-theme';
import { AppErrorBoundary } from './app-error-boundary';
import { LoadingScreen } from './loading-screen';
import { routes } from './routes';

function ThemeSync() {
  useApplyTheme();
  return null;
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
    </AppErrorBoundary>
  );
}
