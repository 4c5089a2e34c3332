import type { ReactNode } from 'react';
import type { TechnologyAdvancement } from '../../../../common/domain/enums';
import { Badge } from '../../../ui/badge';
import { rarityTone, toneFor } from '../../../ui/semantic-tones';
import { advancementTone } from '../model/part-tones';
import type { UniversePart, UniverseSegment } from '../model/universe-parts';

/** The badge a part's card shows beside its name, shown on its page too. */
export function PartBadge({ segment, part }: { segment: UniverseSegment; part: UniversePart }): ReactNode {
  switch (segment) {
    case 'items':
      return (
        <Badge tone={toneFor(rarityTone, String(part.rarity))} className="capitalize">
          {String(part.rarity)}
        </Badge>
      );
    case 'technologies': {
      const advancement = part.advancement as TechnologyAdvancement;
      return <Badge tone={advancementTone[advancement] ?? 'neutral'}>{advancement}</Badge>;
    }
    case 'lore':
      return part.category ? <Badge tone="amber">{String(part.category)}</Badge> : null;
    default:
      return null;
  }
}
