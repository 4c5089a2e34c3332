import type { World } from '../../../common/domain/world';
import { useOwnerCalendar } from '../../data/calendars';
import { PartPage, PartRoute } from '../../ui/part-page';
import { WorldDateText } from '../../ui/world-date-text';
import { MapsShowing } from './components/maps-showing';
import { useWorldPartEditor } from './components/use-world-part-editor';
import { isWorldSegment, type WorldSegment, worldHref, worldPartsAt, worldTabOf } from './model/world-parts';

/** A settlement's population reads with its thousands separated. */
const formatters = {
  population: (value: unknown) =>
    typeof value === 'number' ? (
      value.toLocaleString('en-US')
    ) : (
      <span className="text-fg-muted italic">Not set</span>
    ),
};

type PartPageProps = { world: World };

/**
 * One part of a world on a page of its own (`.../worlds/{worldId}/{segment}/{partId}`): where it sits
 * (a breadcrumb back to its tab), every field, and Edit and Delete. An unknown id says so.
 */
export default function WorldPartPage({ world }: PartPageProps) {
  return (
    <PartRoute base={worldHref(world)} noun="world" isSegment={isWorldSegment}>
      {(segment, partId) => <WorldPart world={world} segment={segment} partId={partId} />}
    </PartRoute>
  );
}

function WorldPart({ world, segment, partId }: PartPageProps & { segment: WorldSegment; partId: string }) {
  const editor = useWorldPartEditor(world, segment);
  const tab = worldTabOf[segment];
  // A world counts time by its universe's calendar (decision 040).
  const calendar = useOwnerCalendar({ ownerKind: 'universe', ownerId: world.universeId }).data?.calendar;
  return (
    <PartPage
      editor={editor}
      calendar={calendar}
      part={worldPartsAt(world, segment).find((entry) => entry.id === partId)}
      record={{ noun: 'world', name: world.name, href: worldHref(world) }}
      tab={{ label: tab.label, href: worldHref(world, tab.path) }}
      fieldsContainer={{ id: world.id }}
      related={(part) => (
        <MapsShowing kind={`worlds/${segment}`} id={part.id} name={String(part.name ?? '')} />
      )}
      formatters={{
        ...formatters,
        founded: (value: unknown) => <WorldDateText text={String(value ?? '')} calendar={calendar} />,
      }}
    />
  );
}
