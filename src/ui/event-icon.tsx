import {
  Calendar,
  FileText,
  Flag,
  type LucideIcon,
  Map as MapIcon,
  Star,
  Sword,
  Users,
  Zap,
} from 'lucide-react';
import type { EventIcon } from '../../common/domain/enums';

export const eventIconComponents: Record<EventIcon, LucideIcon> = {
  Star,
  Map: MapIcon,
  Users,
  FileText,
  Sword,
  Flag,
  Zap,
  Calendar,
};

/** The event's icon, decorative: the meaning is always written next to it. */
export function EventIconGlyph({ icon, className }: { icon: EventIcon; className?: string }) {
  const Icon = eventIconComponents[icon];
  return <Icon aria-hidden="true" className={className ?? 'size-4'} />;
}
