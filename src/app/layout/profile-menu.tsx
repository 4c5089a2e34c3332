import { LogOut, Settings, User } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useSession } from '../../auth/session-context';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLinkItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../ui/dropdown-menu';

/** The spec's avatar shows fixed initials, whoever is signed in. */
const AVATAR_INITIALS = 'EV';

export function ProfileMenu() {
  const { signOut } = useSession();
  const navigate = useNavigate();

  async function handleSignOut() {
    await signOut();
    // Replace, so that Back does not return to a page the user can no longer see.
    navigate('/login', { replace: true });
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Profile menu"
        className="flex size-9 items-center justify-center rounded-full bg-accent text-xs font-semibold text-accent-fg transition-colors duration-150 hover:bg-accent-hover"
      >
        <span aria-hidden="true">{AVATAR_INITIALS}</span>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLinkItem to="/profile" icon={<User aria-hidden="true" />}>
          Your Profile
        </DropdownMenuLinkItem>
        <DropdownMenuLinkItem to="/settings" icon={<Settings aria-hidden="true" />}>
          Settings
        </DropdownMenuLinkItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={handleSignOut}>
          <LogOut aria-hidden="true" />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
