// Calendars made by other tools (decision 054): which tool made a file, read by its shape, and the one
// result every converter gives — a calendar the engine's schema accepted, the events it carried, and
// every thing it could not carry or carried differently, named, for the preview to show before anything
// is written.
import { parseCalendarJson } from './calendar';
import { readDonjon } from './donjon-import';
import { readFantasyCalendar } from './fantasy-calendar-import';
import { type CalendarImportResult, type CalendarSource, calendarSources } from './imported-calendar';

export type {
  CalendarImport,
  CalendarImportResult,
  CalendarSource,
  ImportedEvent,
} from './imported-calendar';
export { calendarSources };

export const calendarSourceLabels: Record<CalendarSource, string> = {
  'fantasy-calendar': 'Fantasy-Calendar',
  donjon: 'donjon',
  fablehold: 'Fablehold',
};

/** The one problem of a file that is not JSON at all: no tool to choose would read it. */
export const NOT_JSON = 'The file is not valid JSON';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The tool a parsed file comes from, by its shape; undefined when it looks like none of them. */
export function detectCalendarSource(json: unknown): CalendarSource | undefined {
  if (!isRecord(json)) return undefined;
  if (isRecord(json.static_data) && isRecord(json.static_data.year_data)) return 'fantasy-calendar';
  if (Array.isArray(json.months) && 'month_len' in json && Array.isArray(json.weekdays)) return 'donjon';
  if (Array.isArray(json.months) && isRecord(json.today)) return 'fablehold';
  return undefined;
}

/**
 * Reads a calendar file: by the tool chosen, or the one its shape says. `fallbackName` (the file's name)
 * names a calendar whose file has none (donjon's).
 */
export function readCalendarFile(
  text: string,
  options: { source?: CalendarSource | undefined; fallbackName?: string } = {},
): CalendarImportResult & { source?: CalendarSource } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, errors: [NOT_JSON] };
  }
  const source = options.source ?? detectCalendarSource(json);
  const fallbackName = options.fallbackName?.trim() || 'Imported calendar';
  switch (source) {
    case 'fantasy-calendar':
      return { ...readFantasyCalendar(json, fallbackName), source };
    case 'donjon':
      return { ...readDonjon(json, fallbackName), source };
    case 'fablehold': {
      const read = parseCalendarJson(text);
      return read.ok
        ? {
            ok: true,
            source,
            value: { source, calendar: read.calendar, events: [], notCarried: [], changed: [] },
          }
        : { ...read, source };
    }
    case undefined:
      return {
        ok: false,
        errors: [
          'This file is not a calendar from Fantasy-Calendar, donjon or Fablehold: choose the tool that made it, or check the file',
        ],
      };
  }
}
