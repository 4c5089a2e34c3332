import { Navigate, Outlet, useLocation } from 'react-router';
import { decideLoginRoute } from './route-guards';
import { useSession } from './session-context';

/** Layout route for /login: a signed-in user (also right after signing in) moves on. */
export function RedirectIfSignedIn() {
  const { isSignedIn } = useSession();
  const location = useLocation();
  const decision = decideLoginRoute(isSignedIn, location.state, location.search);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
