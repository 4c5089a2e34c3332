import { useRouteError } from 'react-router';
import { ErrorFallback } from './error-fallback';

/** The router's errorElement: a page that throws (or fails to load) shows the full-page fallback. */
export function RouteError() {
  return <ErrorFallback error={useRouteError()} />;
}
