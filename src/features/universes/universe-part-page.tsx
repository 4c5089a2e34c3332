import type { UniverseDetail } from '../../../common/domain/universe';
import { useSecretReaders } from '../../data/sharing';
import { PartPage, PartRoute } from '../../ui/part-page';
import { PartBadge } from './components/part-badge';
import { useUniverseParts } from './components/use-universe-parts';
import {
  isUniverseSegment,
  type UniverseSegment,
  universePartsAt,
  universeSegmentTabs,
} from './model/universe-parts';

type PartPageProps = { universe: UniverseDetail };

/**
 * One part of a universe on a page of its own (`/universes/:id/{segment}/{partId}`, the data API's
 * segment names): where it sits (a breadcrumb back to its tab), every field, Edit and Delete. An unknown
 * id says so; a segment that is no part list (worlds, locations) is no section here.
 */
export default function UniversePartPage({ universe }: PartPageProps) {
  return (
    <PartRoute base={`/universes/${universe.id}`} noun="universe" isSegment={isUniverseSegment}>
      {(segment, partId) => <UniversePart universe={universe} segment={segment} partId={partId} />}
    </PartRoute>
  );
}

function UniversePart({
  universe,
  segment,
  partId,
}: PartPageProps & { segment: UniverseSegment; partId: string }) {
  const editor = useUniverseParts(universe, segment);
  const secretReaders = useSecretReaders('universe', universe.id);
  const tab = universeSegmentTabs[segment];
  return (
    <PartPage
      secretReaders={secretReaders}
      editor={editor}
      part={universePartsAt(universe, segment).find((entry) => entry.id === partId)}
      record={{ noun: 'universe', name: universe.name, href: `/universes/${universe.id}` }}
      tab={{ label: tab.label, href: `/universes/${universe.id}/${tab.path}` }}
      badge={(part) => <PartBadge segment={segment} part={part} />}
      fieldsContainer={{ id: universe.id }}
    />
  );
}
