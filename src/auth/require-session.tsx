import { Navigate, Outlet, useLocation } from 'react-router';
import { decideProtectedRoute } from './route-guards';
import { useSession } from './session-context';

/** Layout route for everything that needs a session. */
export function RequireSession() {
  const { isSignedIn, hasSessionEnded } = useSession();
  const location = useLocation();
  const decision = decideProtectedRoute(isSignedIn, location, hasSessionEnded);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} state={decision.state} replace />;
  return <Outlet />;
}
