import { BookOpen, Database, Globe, LayoutDashboard, type LucideIcon, Swords, User } from 'lucide-react';

export type NavItem = { to: string; label: string; Icon: LucideIcon };

/** The sidebar's links, in the spec's order. */
export const navItems: readonly NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', Icon: LayoutDashboard },
  { to: '/novels', label: 'Novels', Icon: BookOpen },
  { to: '/universes', label: 'Universes', Icon: Globe },
  { to: '/campaigns', label: 'Campaigns', Icon: Swords },
  { to: '/reference', label: 'Reference', Icon: Database },
  { to: '/profile', label: 'Profile', Icon: User },
];
