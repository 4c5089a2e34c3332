import { createContext, type ReactNode, useContext } from 'react';
import type { Calendar } from '../../../common/time/calendar';

// The calendar that reads the world dates typed on a page (decision 051): the novel's, campaign's or
// universe's whose page it is (a novel or campaign without one borrows its universe's, decision 040).
// The detail pages provide it once, so every date field under them (a part form, the event dialog, a
// relation's dates) reads and picks in that calendar without being handed it.

const CalendarContext = createContext<Calendar | null | undefined>(undefined);

export function WorldDateCalendarProvider({
  calendar,
  children,
}: {
  /** null or undefined: the owner has no calendar (yet): date fields are plain text. */
  calendar: Calendar | null | undefined;
  children: ReactNode;
}) {
  return <CalendarContext.Provider value={calendar}>{children}</CalendarContext.Provider>;
}

/** The calendar that reads world dates here: the one given, else the page's; undefined without one. */
export function useWorldDateCalendar(given?: Calendar | null): Calendar | undefined {
  const provided = useContext(CalendarContext);
  if (given !== undefined) return given ?? undefined;
  return provided ?? undefined;
}
