import {
  BookOpen,
  Church,
  Crown,
  Flame,
  Gem,
  Landmark,
  Leaf,
  type LucideIcon,
  Mountain,
  Scroll,
  Shield,
  Ship,
  Skull,
  Sparkles,
  Star,
  Sword,
  Users,
} from 'lucide-react';
import type { KindHome, KindIcon as KindIconName } from '../../common/workspace/user-kinds';

/** The fixed list of a kind's icons (common/workspace/user-kinds.ts KIND_ICONS), each drawn by Lucide. */
export const kindIcons: Record<KindIconName, LucideIcon> = {
  BookOpen,
  Church,
  Crown,
  Flame,
  Gem,
  Landmark,
  Leaf,
  Mountain,
  Scroll,
  Shield,
  Ship,
  Skull,
  Sparkles,
  Star,
  Sword,
  Users,
};

/** A kind's icon, decorative (its name always stands beside it). */
export function KindIcon({ icon, className }: { icon: string; className?: string }) {
  const Icon = kindIcons[icon as KindIconName] ?? Sparkles;
  return <Icon aria-hidden="true" className={className ?? 'size-4'} />;
}

/** What each home of a kind is called on screen. */
export const kindHomeLabels: Record<KindHome, string> = {
  universes: 'Universe',
  worlds: 'World',
  campaigns: 'Campaign',
  novels: 'Novel',
};
