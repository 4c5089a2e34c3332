import { MapPin } from 'lucide-react';
import { createContext, type ReactNode, useContext } from 'react';
import { type EventPlaceChoice, eventPlaceLabel } from '../../common/workspace/event-places';

// An event's place (decision 074), named from the places its page has read: a list of events shows each
// event's place without every row asking for it.

const EventPlacesContext = createContext<readonly EventPlaceChoice[]>([]);

export function EventPlacesProvider({
  places,
  children,
}: {
  places: readonly EventPlaceChoice[] | undefined;
  children: ReactNode;
}) {
  return <EventPlacesContext.Provider value={places ?? []}>{children}</EventPlacesContext.Provider>;
}

/** "At Kharn Deep (Greyspire)"; nothing for an event without a place, or one whose place is gone. */
export function EventPlace({ placeId }: { placeId: string | undefined }) {
  const label = eventPlaceLabel(useContext(EventPlacesContext), placeId);
  if (label === undefined) return null;
  return (
    <p className="flex items-start gap-1.5 text-xs text-fg-muted">
      <MapPin aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span>
        <span className="sr-only">Place: </span>
        {label}
      </span>
    </p>
  );
}
