import {
  BookOpen,
  Database,
  GitCommitHorizontal,
  Globe,
  LayoutDashboard,
  type LucideIcon,
  Swords,
  User,
} from 'lucide-react';

export type NavItem = { to: string; label: string; Icon: LucideIcon };

/**
 * The sidebar's links, in the spec's order, with Timelines added after Campaigns: timelines hold the
 * events of every novel, universe and campaign, and a page people use daily must not be reachable only
 * through a record (decision 016).
 */
export const navItems: readonly NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', Icon: LayoutDashboard },
  { to: '/novels', label: 'Novels', Icon: BookOpen },
  { to: '/universes', label: 'Universes', Icon: Globe },
  { to: '/campaigns', label: 'Campaigns', Icon: Swords },
  { to: '/timelines', label: 'Timelines', Icon: GitCommitHorizontal },
  { to: '/reference', label: 'Reference', Icon: Database },
  { to: '/profile', label: 'Profile', Icon: User },
];
