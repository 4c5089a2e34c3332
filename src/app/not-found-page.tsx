import { ArrowLeft, BookOpen, Globe, House, LayoutDashboard, Swords } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';
import { Button } from '../ui/button';

const links = [
  { to: '/dashboard', label: 'Dashboard', Icon: LayoutDashboard },
  { to: '/novels', label: 'Novels', Icon: BookOpen },
  { to: '/universes', label: 'Universes', Icon: Globe },
  { to: '/campaigns', label: 'Campaigns', Icon: Swords },
] as const;

/** True when the tab has a page to go back to (a new tab opened on a dead link has none). */
function canGoBack(): boolean {
  const state: unknown = window.history.state;
  const routerIndex = typeof state === 'object' && state !== null && 'idx' in state ? Number(state.idx) : 0;
  return routerIndex > 0 || window.history.length > 1;
}

export default function NotFoundPage() {
  useDocumentTitle('Page Not Found');
  const navigate = useNavigate();

  function handleGoBack() {
    // With nothing to go back to, go home rather than leave the user stuck.
    if (canGoBack()) navigate(-1);
    else navigate('/');
  }

  return (
    <main className="flex min-h-dvh items-center justify-center bg-bg px-4 py-10">
      <div className="flex max-w-lg flex-col items-center gap-5 text-center">
        <p className="text-7xl font-bold tracking-tight text-accent-text">404</p>
        <h1 className="text-2xl font-semibold text-fg">Page Not Found</h1>
        <p className="text-base text-fg-muted">
          {"Oops! The page you're looking for doesn't exist or has been moved to another location."}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button variant="secondary" onClick={handleGoBack}>
            <ArrowLeft aria-hidden="true" />
            Go Back
          </Button>
          <Button onClick={() => navigate('/')}>
            <House aria-hidden="true" />
            Go Home
          </Button>
        </div>
        <nav aria-label="Popular pages" className="mt-4 w-full border-t border-border pt-5">
          <p className="mb-3 text-sm text-fg-muted">Or try one of these pages:</p>
          <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {links.map(({ to, label, Icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex min-w-0 items-center justify-center gap-2 rounded-lg border border-border bg-surface px-3 py-2 text-sm font-medium text-fg transition-colors duration-150 hover:border-accent hover:text-accent-text"
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </main>
  );
}
