import type { TechnologyAdvancement } from '../../../../common/domain/enums';
import type { BadgeTone } from '../../../ui/badge';

/** Advancement reads as rarity does: everyday, notable, scarce. */
export const advancementTone: Record<TechnologyAdvancement, BadgeTone> = {
  Common: 'neutral',
  Advanced: 'blue',
  Rare: 'violet',
};

/** Rarer items get a stronger frame as well as their badge, so the scale reads at a glance. */
export const rarityFrame: Record<string, string> = {
  legendary: 'border-tone-gold-fg/50',
  unique: 'border-tone-violet-fg/50',
};
